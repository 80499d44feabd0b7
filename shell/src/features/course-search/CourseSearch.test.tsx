/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@halaqa/router';
import { queryClient } from '@halaqa/mfe-runtime';
import { PERMISSION_CATALOGUE } from '@halaqa/permissions';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { answer, apiError, requestsTo, resetApi, type RecordedRequest } from '@halaqa/session/src/testing/fake-api';
import { renderInShell } from '../../test-support/render-in-shell';
import { mobileDrawerSet } from '../../store/ui-slice';
import { AppBar } from '../layout/AppBar';
import { MobileDrawer } from '../layout/MobileDrawer';
import { CourseSearch } from './CourseSearch';

const course = (id: number, name: string, coverImageUrl: string | null = null) => ({
  id, name, briefDescription: `About ${name}`, coverImageUrl, language: 'ENGLISH', price: 0, oldPrice: null, isDiscounted: false,
  currencyCode: 'SAR', category: null, learningTypes: [], startDate: null, endDate: null, isComingSoon: false, duration: null,
  durationUnit: null, rating: { average: null, count: 0 }, enrollmentCount: 0, isEnrolled: false, isWishlisted: false,
});
const FOUND = [course(11, 'Data Analysis', '/media/cover-11.png'), course(12, 'Data Science for Managers')];

const member = {
  signedIn: true,
  userId: 7,
  permissions: { permissions: [...PERMISSION_CATALOGUE], organizationPermissions: ['organization-everything'], userPermissions: ['access-courses'] },
};

const withFlags = (flags: Partial<ReturnType<typeof organizationFixture>['flags']>, overrides = {}) => {
  const base = organizationFixture();
  return organizationFixture({ ...overrides, flags: { ...base.flags, selfEnrollmentEnabled: true, allowAnonymousCourseView: true, ...flags } });
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderSearch(options: Parameters<typeof renderInShell>[1] = {}) {
  const view = await renderInShell(<><CourseSearch placement="bar" /><Where /></>, { organization: withFlags({}), ...options });
  return view;
}

/** Focus loads the combobox; type into it. */
async function typeSearch(text: string) {
  fireEvent.focus(screen.getByTestId('course-search-placeholder'));
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
  it('stands in with a plain input until someone heads for it, then hands over what was typed and the focus', async () => {
    await renderSearch();
    const placeholder = screen.getByTestId('course-search-placeholder');
    expect(placeholder).toHaveAttribute('placeholder', 'Search Courses…');
    expect(screen.queryByTestId('course-search-input')).not.toBeInTheDocument();
    placeholder.focus();
    fireEvent.change(placeholder, { target: { value: 'dat' } });
    const input = await screen.findByTestId('course-search-input');
    expect(input).toHaveValue('dat');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('role', 'combobox');
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

  it('is offered only where the catalogue search is open to the caller', async () => {
    const { unmount } = await renderSearch({ organization: withFlags({ allowAnonymousCourseView: false }) });
    expect(screen.queryByTestId('course-search-placeholder')).not.toBeInTheDocument();
    unmount();
    const signedIn = await renderSearch({ organization: withFlags({ allowAnonymousCourseView: false }), session: member });
    expect(screen.getByTestId('course-search-placeholder')).toBeInTheDocument();
    signedIn.unmount();
    await renderSearch({ organization: withFlags({ selfEnrollmentEnabled: false }), session: member });
    expect(screen.queryByTestId('course-search-placeholder')).not.toBeInTheDocument();
  });

  it("speaks Arabic with the organization's words", async () => {
    const base = organizationFixture();
    const nour = withFlags({}, {
      terminology: { ...base.terminology, course: { en: { singular: 'Program', plural: 'Programs' }, ar: { singular: 'برنامج', plural: 'برامج' } } },
    });
    await renderSearch({ organization: nour, language: 'ar' });
    expect(screen.getByTestId('course-search-placeholder')).toHaveAttribute('placeholder', 'ابحث عن برامج…');
    await typeSearch('zzz');
    expect(await screen.findByTestId('course-search-empty', {}, { timeout: 2000 })).toHaveTextContent('لا توجد برامج تطابق «zzz».');
  });
});

describe('where the search sits', () => {
  it('is in the desktop app bar, not in the mobile one', async () => {
    const desktop = await renderInShell(<AppBar isMobile={false} />, { organization: withFlags({}) });
    expect(screen.getByTestId('course-search-placeholder')).toBeInTheDocument();
    desktop.unmount();
    await renderInShell(<AppBar isMobile />, { organization: withFlags({}) });
    expect(screen.queryByTestId('course-search-placeholder')).not.toBeInTheDocument();
  });

  it('is in the mobile drawer for signed-in users only, and choosing a course closes the drawer', async () => {
    const visitor = await renderInShell(<MobileDrawer />, { organization: withFlags({}) });
    act(() => { visitor.store.dispatch(mobileDrawerSet(true)); });
    expect(await screen.findByTestId('mobile-drawer')).toBeInTheDocument();
    expect(screen.queryByTestId('course-search-placeholder')).not.toBeInTheDocument();
    visitor.unmount();

    const { store } = await renderInShell(<><MobileDrawer /><Where /></>, { organization: withFlags({}), session: member });
    act(() => { store.dispatch(mobileDrawerSet(true)); });
    const input = await typeSearch('data');
    await screen.findAllByTestId('course-search-option', {}, { timeout: 2000 });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByTestId('mobile-drawer')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/lms/courses/11/overview');
    await waitFor(() => expect(screen.queryByTestId('mobile-drawer')).not.toBeInTheDocument());
  });
});
