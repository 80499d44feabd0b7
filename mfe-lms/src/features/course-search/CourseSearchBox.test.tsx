/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Language, OrganizationProfile } from '@halaqa/contracts';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { addNamespace, changeLanguage, i18n, initI18n, setTerminology } from '@halaqa/i18n';
import { AppProviders, publishAccess, queryClient } from '@halaqa/mfe-runtime';
import { Slot } from '@halaqa/mfe-runtime/slots';
import { installTestSite, testAccess } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { MemoryRouter, useLocation } from '@halaqa/router';
import { answer, apiError, requestsTo, resetApi, type RecordedRequest } from '@halaqa/session/src/testing/fake-api';
import { lms } from '../../definition';
import { translations } from '../../i18n/translations';
import { LMS_FILLERS } from '../../testing/render-page';
import { CourseSearchBox } from './CourseSearchBox';

const course = (id: number, name: string, coverImageUrl: string | null = null) => ({
  id, name, briefDescription: `About ${name}`, coverImageUrl, language: 'ENGLISH', price: 0, oldPrice: null, isDiscounted: false,
  currencyCode: 'SAR', category: null, learningTypes: [], startDate: null, endDate: null, isComingSoon: false, duration: null,
  durationUnit: null, rating: { average: null, count: 0 }, enrollmentCount: 0, isEnrolled: false, isWishlisted: false,
});
const FOUND = [course(11, 'Data Analysis', '/media/cover-11.png'), course(12, 'Data Science for Managers')];


const withFlags = (flags: Partial<ReturnType<typeof organizationFixture>['flags']>, overrides = {}) => {
  const base = organizationFixture();
  return organizationFixture({ ...overrides, flags: { ...base.flags, selfEnrollmentEnabled: true, allowAnonymousCourseView: true, ...flags } });
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderWith(ui: ReactElement, { organization = withFlags({}), language = 'en' }: { organization?: OrganizationProfile; language?: Language } = {}) {
  if (!i18n.isInitialized) await initI18n(language, organization.terminology);
  setTerminology(organization.terminology);
  addNamespace('mfe-lms', translations);
  await changeLanguage(language, null);
  return render(
    <AppProviders organization={organization} language={language}>
      <MemoryRouter>{ui}<Where /></MemoryRouter>
    </AppProviders>,
  );
}

const renderSearch = (options: Parameters<typeof renderWith>[1] = {}) => renderWith(<CourseSearchBox placement="bar" />, options);

/** Type into the combobox. */
async function typeSearch(text: string) {
  const input = await screen.findByTestId('course-search-input');
  fireEvent.change(input, { target: { value: text } });
  return input;
}

const searches = () => requestsTo('GET', 'courses/search');
const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);

beforeEach(() => {
  resetApi();
  queryClient.clear();
  answer('GET', 'courses/search', ({ query }) => {
    const text = query.get('query') ?? '';
    const data = FOUND.filter((found) => found.name.toLowerCase().includes(text.toLowerCase()));
    return { status: 200, body: { count: data.length * 10, data } };
  });
});

describe('CourseSearch', () => {
  it('takes over what was typed into the host\'s stand-in, and the focus when the stand-in had it', async () => {
    const handed = await renderWith(<CourseSearchBox placement="bar" initialText="dat" takeOverFocus />);
    const input = await screen.findByTestId('course-search-input');
    expect(input).toHaveValue('dat');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('role', 'combobox');
    expect(input).toHaveAttribute('placeholder', 'Search Courses…');
    handed.unmount();
    await renderSearch();
    expect(await screen.findByTestId('course-search-input')).not.toHaveFocus();
  });

  it('searches after the 500 ms pause, once, for the trimmed text, and lists cover, name and brief description', async () => {
    await renderSearch();
    const input = await typeSearch('  data ');
    expect(searches()).toHaveLength(0);
    await screen.findAllByTestId('course-search-option', {}, { timeout: 2000 });
    expect(searches()).toHaveLength(1);
    expect(queryOf(searches()[0])).toEqual({ query: 'data', take: '5' });
    expect(searches()[0]!.headers.get('x-organization')).toBe('demo');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Data AnalysisAbout Data Analysis', 'Data Science for ManagersAbout Data Science for Managers', 'See all results',
    ]);
    expect(options[0]!.querySelector('img')).toHaveAttribute('src', '/media/cover-11.png');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toHaveAttribute('id', input.getAttribute('aria-controls'));
  });

  it('moves with the arrow keys and opens the highlighted course with Enter', async () => {
    await renderSearch();
    const input = await typeSearch('data');
    await screen.findAllByTestId('course-search-option', {}, { timeout: 2000 });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/lms/courses/11/overview');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a course by click, and every result from the last option', async () => {
    await renderSearch();
    let input = await typeSearch('data');
    fireEvent.click((await screen.findAllByTestId('course-search-option', {}, { timeout: 2000 }))[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/lms/courses/12/overview');
    input = screen.getByTestId('course-search-input');
    fireEvent.change(input, { target: { value: 'data science' } });
    fireEvent.click(await screen.findByTestId('course-search-see-all', {}, { timeout: 2000 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/lms/all-courses?query=data+science');
  });

  it('closes with Escape, then empties the box; emptying closes at once', async () => {
    await renderSearch();
    const input = await typeSearch('data');
    await screen.findAllByTestId('course-search-option', {}, { timeout: 2000 });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'data' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
  });

  it('says so when nothing matches, and offers no "see all"', async () => {
    await renderSearch();
    await typeSearch('zzz');
    expect(await screen.findByTestId('course-search-empty', {}, { timeout: 2000 })).toHaveTextContent('No Courses match “zzz”.');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says so when the search fails, without retrying, and still offers the all-courses page', async () => {
    answer('GET', 'courses/search', apiError(500, 'srv-001'));
    await renderSearch();
    await typeSearch('data');
    expect(await screen.findByTestId('course-search-error', {}, { timeout: 2000 })).toHaveTextContent('The search did not work');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['See all results']);
    expect(searches()).toHaveLength(1);
  });

  it('shows "searching" while the answer is on its way', async () => {
    let release: () => void = () => undefined;
    answer('GET', 'courses/search', () => new Promise((resolve) => { release = () => resolve({ status: 200, body: { count: 0, data: [] } }); }));
    await renderSearch();
    await typeSearch('data');
    expect(await screen.findByText('Searching…', {}, { timeout: 2000 })).toBeInTheDocument();
    release();
    await screen.findByTestId('course-search-empty');
  });

  it('answers a repeated search from its cache', async () => {
    await renderSearch();
    const input = await typeSearch('data');
    await screen.findAllByTestId('course-search-option', {}, { timeout: 2000 });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.change(input, { target: { value: 'data' } });
    await screen.findAllByTestId('course-search-option', {}, { timeout: 2000 });
    expect(searches()).toHaveLength(1);
    const cached = queryClient.getQueryCache().find({ queryKey: ['courses', 'search', { query: 'data', take: 5 }] });
    expect(cached?.options).toMatchObject({ staleTime: 600_000, retry: 0 });
  });

  it("speaks Arabic with the organization's words", async () => {
    const base = organizationFixture();
    const nour = withFlags({}, {
      terminology: { ...base.terminology, course: { en: { singular: 'Program', plural: 'Programs' }, ar: { singular: 'برنامج', plural: 'برامج' } } },
    });
    await renderSearch({ organization: nour, language: 'ar' });
    expect(screen.getByTestId('course-search-input')).toHaveAttribute('placeholder', 'ابحث عن برامج…');
    await typeSearch('zzz');
    expect(await screen.findByTestId('course-search-empty', {}, { timeout: 2000 })).toHaveTextContent('لا توجد برامج تطابق «zzz».');
  });
});

describe('the app bar search slot', () => {
  /** The slot as the shell renders it in the app bar, with mfe-lms installed and the visitor published. */
  async function renderSlot(organization: OrganizationProfile, signedIn: boolean, memberPermissions?: string[]) {
    installTestSite([lms.definition], LMS_FILLERS);
    publishAccess(testAccess(organization, signedIn, memberPermissions));
    const view = await renderWith(<Slot name="app-bar.search@1" props={{ placement: 'bar' }} />, { organization });
    return view;
  }
  afterEach(() => publishAccess(null));

  it('is filled with the search where the all-courses page is open to the caller (its route is the gate)', async () => {
    const open = await renderSlot(withFlags({}), false);
    expect(await screen.findByTestId('course-search-input')).toBeInTheDocument();
    open.unmount();
    const member = await renderSlot(withFlags({ allowAnonymousCourseView: false }), true, ['access-courses']);
    expect(await screen.findByTestId('course-search-input')).toBeInTheDocument();
    member.unmount();
  });

  it('stays empty for a visitor where courses are for members, a member without course access, or no self-enrollment', async () => {
    const cases: Array<[OrganizationProfile, boolean, string[]?]> = [
      [withFlags({ allowAnonymousCourseView: false }), false],
      [withFlags({}), true, ['access-events']],
      [withFlags({ selfEnrollmentEnabled: false }), true, ['access-courses']],
    ];
    for (const [organization, signedIn, permissions] of cases) {
      const view = await renderSlot(organization, signedIn, permissions);
      // Give a filler every chance to arrive before saying it did not.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('course-search-input')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
