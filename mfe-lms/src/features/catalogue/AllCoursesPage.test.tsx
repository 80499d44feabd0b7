import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { STORAGE_KEYS } from '@halaqa/session';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../testing/render-page';
import { coursePageFixture, filterOptionsFixture } from './testing/catalogue-fixtures';

const searches = () => requestsTo('GET', 'courses/search');
const lastSearch = () => Object.fromEntries(searches().at(-1)!.query);
const where = () => screen.getByTestId('where').textContent;

function answerCatalogue(count = 30) {
  answer('GET', 'courses/filter-options', { status: 200, body: filterOptionsFixture() });
  answer('GET', 'courses/search', (request) => {
    const skip = Number(request.query.get('skip'));
    const size = Math.max(0, Math.min(12, count - skip));
    return { status: 200, body: coursePageFixture(count, size, skip + 1) };
  });
}

afterEach(async () => {
  jest.useRealTimers();
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('all courses', () => {
  it('lists the first page with its count, 12 a page, newest first', async () => {
    answerCatalogue(30);
    await renderPage('/lms/all-courses');
    expect(await screen.findByRole('heading', { name: '30 Courses' })).toBeInTheDocument();
    // The first screen's cards at once, the rest in the render that follows.
    await waitFor(() => expect(within(screen.getByTestId('course-list')).getAllByTestId('course-card')).toHaveLength(12));
    expect(lastSearch()).toEqual({ sort: 'newest', skip: '0', take: '12' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Courses' })).toBeInTheDocument();
  });

  it('applies typed text after a 500 ms pause, once, and puts it in the address', async () => {
    jest.useFakeTimers();
    answerCatalogue();
    await renderPage('/lms/all-courses');
    await screen.findByRole('heading', { name: '30 Courses' });
    const field = screen.getByRole('searchbox', { name: 'Search Courses' });
    const before = searches().length;
    fireEvent.change(field, { target: { value: 'lead' } });
    act(() => { jest.advanceTimersByTime(300); });
    fireEvent.change(field, { target: { value: ' leader ' } });
    act(() => { jest.advanceTimersByTime(499); });
    expect(searches()).toHaveLength(before);
    act(() => { jest.advanceTimersByTime(1); });
    await waitFor(() => expect(searches()).toHaveLength(before + 1));
    expect(lastSearch()).toMatchObject({ query: 'leader', skip: '0' });
    expect(where()).toBe('/lms/all-courses?query=leader');
  });

  it('applies at once when the box is cleared or Enter is pressed', async () => {
    jest.useFakeTimers();
    answerCatalogue();
    await renderPage('/lms/all-courses?query=data');
    await screen.findByRole('heading', { name: '30 Courses' });
    const field = screen.getByRole('searchbox', { name: 'Search Courses' });
    expect(field).toHaveValue('data');
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(where()).toBe('/lms/all-courses'));
    expect(lastSearch().query).toBeUndefined();

    fireEvent.change(field, { target: { value: 'sql' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(where()).toBe('/lms/all-courses?query=sql'));
    expect(lastSearch().query).toBe('sql');
    // The pause that was running does not search a second time.
    const count = searches().length;
    act(() => { jest.advanceTimersByTime(600); });
    expect(searches()).toHaveLength(count);
  });

  it('sends the filters, prices in minor units, and goes back to page 1', async () => {
    answerCatalogue();
    await renderPage('/lms/all-courses?page=2');
    await screen.findByRole('heading', { name: '30 Courses' });
    expect(lastSearch().skip).toBe('12');
    const categories = screen.getByRole('group', { name: 'Category' });
    await userEvent.click(within(categories).getByRole('checkbox', { name: /Coaching/ }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ categoryIds: '4', skip: '0' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Learning type' })).getByRole('checkbox', { name: /On campus/ }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('checkbox', { name: /Arabic/ }));
    await userEvent.type(screen.getByLabelText('From'), '100');
    await userEvent.type(screen.getByLabelText('To'), '250.5{Enter}');
    await waitFor(() => expect(lastSearch()).toMatchObject({
      categoryIds: '4', learningTypeIds: '2', languages: 'ARABIC', minPrice: '10000', maxPrice: '25050', skip: '0',
    }));
    expect(where()).toBe('/lms/all-courses?categoryIds=4&learningTypeIds=2&languages=ARABIC&minPrice=100&maxPrice=250.5');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where()).toBe('/lms/all-courses'));
    expect(screen.getByRole('checkbox', { name: /Coaching/ })).not.toBeChecked();
  });

  it('refuses a price range whose start is above its end', async () => {
    answerCatalogue();
    await renderPage('/lms/all-courses');
    await screen.findByRole('heading', { name: '30 Courses' });
    const count = searches().length;
    await userEvent.type(screen.getByLabelText('From'), '300');
    await userEvent.type(screen.getByLabelText('To'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByRole('alert')).toHaveTextContent('the first not above the second');
    expect(searches()).toHaveLength(count);
  });

  it('indents subcategories under their parent', async () => {
    answerCatalogue();
    await renderPage('/lms/all-courses');
    const boxes = within(await screen.findByRole('group', { name: 'Category' })).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(['Leadership (7)', 'Coaching (2)', 'Data (5)']);
  });

  it('pages with skip = (page - 1) × 12, marks the page and moves the focus to the results', async () => {
    answerCatalogue(30);
    await renderPage('/lms/all-courses');
    await screen.findByRole('heading', { name: '30 Courses' });
    const pages = screen.getByRole('navigation', { name: 'Pages of Courses' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ skip: '24', take: '12' }));
    expect(where()).toBe('/lms/all-courses?page=3');
    expect(screen.getByRole('heading', { name: '30 Courses' })).toHaveFocus();
    await waitFor(() => expect(within(screen.getByTestId('course-list')).getAllByTestId('course-card')).toHaveLength(6));
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(where()).toBe('/lms/all-courses?page=2'));
  });

  it('restores everything from the address', async () => {
    answerCatalogue();
    await renderPage('/lms/all-courses?query=data&categoryIds=3,5&learningTypeIds=1&languages=ENGLISH&minPrice=10&maxPrice=99&sort=rating&page=2');
    await screen.findByRole('heading', { name: '30 Courses' });
    expect(lastSearch()).toEqual({
      sort: 'rating', skip: '12', take: '12', query: 'data', categoryIds: '3,5', learningTypeIds: '1', languages: 'ENGLISH', minPrice: '1000', maxPrice: '9900',
    });
    expect(screen.getByRole('searchbox')).toHaveValue('data');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
    expect(screen.getByRole('checkbox', { name: /Leadership/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Data/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Coaching/ })).not.toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue(10);
  });

  it('sorts, back on page 1', async () => {
    answerCatalogue();
    await renderPage('/lms/all-courses?page=2');
    await screen.findByRole('heading', { name: '30 Courses' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await waitFor(() => expect(lastSearch()).toMatchObject({ sort: 'price-asc', skip: '0' }));
    expect(where()).toBe('/lms/all-courses?sort=price-asc');
  });

  it('shows skeleton cards while loading', async () => {
    answer('GET', 'courses/filter-options', { status: 200, body: filterOptionsFixture() });
    answer('GET', 'courses/search', () => new Promise(() => undefined));
    await renderPage('/lms/all-courses');
    expect(await screen.findByTestId('loading')).toHaveAttribute('aria-busy', 'true');
  });

  it('says when nothing matches and clears at once', async () => {
    answer('GET', 'courses/filter-options', { status: 200, body: filterOptionsFixture() });
    answer('GET', 'courses/search', (request) => ({ status: 200, body: coursePageFixture(request.query.has('query') ? 0 : 5) }));
    await renderPage('/lms/all-courses?query=zzz&languages=ARABIC');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No Courses match your search and filters.');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('heading', { name: '5 Courses' })).toBeInTheDocument();
    expect(where()).toBe('/lms/all-courses');
  });

  it('offers a retry when the search fails', async () => {
    answer('GET', 'courses/filter-options', { status: 200, body: filterOptionsFixture() });
    answer('GET', 'courses/search', apiError(500, 'srv-001'));
    await renderPage('/lms/all-courses');
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Something went wrong');
    answerCatalogue(3);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '3 Courses' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in where courses are for members (lms-001), remembering the page', async () => {
    answer('GET', 'courses/filter-options', apiError(401, 'lms-001'));
    answer('GET', 'courses/search', apiError(401, 'lms-001'));
    await renderPage('/lms/all-courses?query=x');
    const prompt = await screen.findByTestId('sign-in-prompt');
    expect(within(prompt).getByRole('heading', { name: 'Sign in to see the Courses' })).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('link', { name: 'Sign in' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.previousRoute)).toBe('/lms/all-courses?query=x');
    expect(where()).toBe('/auth/login');
  });

  it('says so when self-enrollment is off (enr-001)', async () => {
    answer('GET', 'courses/filter-options', { status: 200, body: filterOptionsFixture() });
    answer('GET', 'courses/search', apiError(403, 'enr-001'));
    await renderPage('/lms/all-courses');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Members cannot enroll themselves here.');
  });

  it('folds the filters behind a toggle on small screens', async () => {
    answerCatalogue();
    await renderPage('/lms/all-courses');
    // Shown by a media query under 900 px (jsdom applies none: the button is there but not displayed).
    const toggle = await screen.findByTestId('filters-toggle');
    expect(toggle).toHaveTextContent('Filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'catalogue-filters');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('speaks Arabic, right to left, with the organization terms', async () => {
    const organization = organizationFixture();
    answerCatalogue(30);
    await renderPage('/lms/all-courses', { language: 'ar', organization });
    expect(await screen.findByRole('heading', { name: `${new Intl.NumberFormat('ar').format(30)} دورة` })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('searchbox', { name: 'ابحث في الدورات' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'الفئة' })).toBeInTheDocument();
    expect(searches().at(-1)!.headers.get('x-lang')).toBe('ar');
  });
});
