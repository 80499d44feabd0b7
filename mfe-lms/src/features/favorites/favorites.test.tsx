import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineRemote } from '@halaqa/contracts';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { recordToasts } from '../../testing/record-toasts';
import { LMS_FILLERS, renderPage, resetPageState } from '../../testing/render-page';
import { courseCardFixture } from '../../testing/course-fixtures';

const favorite = (id: number, name: string) => courseCardFixture({ id, name, isWishlisted: true });
const page = (data: unknown[], count = data.length) => ({ status: 200, body: { count, data } });

/** Another area filling favorites.tabs@1 (as the social area does with events); lms knows nothing else of it. */
const eventsArea = defineRemote({
  name: 'mfe-events-fixture',
  prefixes: ['/events-fixture'],
  routes: {},
  slots: [{ slot: 'favorites.tabs@1', id: 'events', module: 'favorite-events', label: 'events', order: 20, audience: 'members' }],
  texts: { en: { area: 'Events', labels: { events: 'Events' } }, ar: { area: 'الفعاليات', labels: { events: 'الفعاليات' } } },
});
function FavoriteEventsFixture() {
  return <p data-testid="favorite-events-fixture">events tab</p>;
}
const withEvents = { otherAreas: [rolesFixture, eventsArea.definition], slotFillers: { ...LMS_FILLERS, 'mfe-events-fixture/favorite-events': FavoriteEventsFixture } };

const toasts = recordToasts();
afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

describe('favorite courses', () => {
  it('comes from /favorite, lists the wishlist and links the events tab', async () => {
    answer('GET', 'courses/wishlist', page([favorite(1, 'Algebra'), favorite(2, 'Geometry')]));
    await renderPage('/favorite', { signedIn: true, ...withEvents });
    expect(await screen.findAllByTestId('course-card')).toHaveLength(2);
    expect(screen.getByTestId('where')).toHaveTextContent('/favorite/courses');
    const tabs = screen.getByRole('navigation', { name: 'Favorite lists' });
    expect(within(tabs).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/favorite/events');
    expect(Object.fromEntries(requestsTo('GET', 'courses/wishlist')[0]!.query)).toEqual({ skip: '0', take: '12' });
  });

  it('removes a course: the card leaves, the focus goes to the next card, and it is announced', async () => {
    answer('GET', 'courses/wishlist', page([favorite(1, 'Algebra'), favorite(2, 'Geometry')]));
    answer('DELETE', 'courses/1/wishlist', { status: 204 });
    await renderPage('/favorite/courses', { signedIn: true });
    const remove = await screen.findByRole('button', { name: 'Remove “Algebra” from favorites' });
    answer('GET', 'courses/wishlist', page([favorite(2, 'Geometry')]));
    await userEvent.click(remove);
    await waitFor(() => expect(screen.getAllByTestId('course-card')).toHaveLength(1));
    expect(screen.queryByText('Algebra')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove “Geometry” from favorites' })).toHaveFocus();
    expect(await screen.findByTestId('favorites-announcement')).toHaveTextContent('“Algebra” was removed from your favorites.');
    expect(requestsTo('DELETE', 'courses/1/wishlist')).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('takes the card away before the answer and brings it back with a toast when the removal fails', async () => {
    answer('GET', 'courses/wishlist', page([favorite(1, 'Algebra')]));
    let refuse: () => void = () => undefined;
    answer('DELETE', 'courses/1/wishlist', () => new Promise((resolve) => { refuse = () => resolve(apiError(500, 'srv-001')); }));
    await renderPage('/favorite/courses', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove “Algebra” from favorites' }));
    await waitFor(() => expect(screen.queryByText('Algebra')).toBeNull());
    // The reload after the failure never answers: only the rollback can bring the card back.
    answer('GET', 'courses/wishlist', () => new Promise(() => undefined));
    refuse();
    await waitFor(() => expect(toasts).toEqual(['error:“Algebra” could not be removed from your favorites. Try again.']));
    expect(await screen.findByText('Algebra')).toBeInTheDocument();
  });

  it('says when there are no favorites and links to all courses', async () => {
    answer('GET', 'courses/wishlist', page([]));
    await renderPage('/favorite/courses', { signedIn: true });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have no favorite Courses yet');
    expect(screen.getByRole('link', { name: 'Browse all Courses' })).toHaveAttribute('href', '/lms/all-courses');
  });

  it('pages with skip and take', async () => {
    answer('GET', 'courses/wishlist', ({ query }) => page([favorite(50 + Number(query.get('skip')), `Favorite at ${query.get('skip')}`)], 14));
    await renderPage('/favorite/courses?page=2', { signedIn: true });
    expect(await screen.findByText('Favorite at 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Favorite at 0')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/favorite\/courses$/);
  });

  it('shows an error with a retry, in Arabic', async () => {
    answer('GET', 'courses/wishlist', apiError(500, 'srv-001'));
    await renderPage('/favorite/courses', { signedIn: true, language: 'ar', ...withEvents });
    expect(await screen.findByTestId('error-state')).toHaveTextContent('حدث خطأ ما');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('المفضلة');
    expect(screen.getByRole('link', { name: 'الفعاليات' })).toBeInTheDocument();
  });

  it("shows another area's tab with its content, and opens the first tab the member has", async () => {
    await renderPage('/favorite/events', { signedIn: true, ...withEvents });
    expect(await screen.findByTestId('favorite-events-fixture')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(requestsTo('GET', 'courses/wishlist')).toHaveLength(0);
  });

  it('leaves out the courses tab for a member without course access: /favorite opens the next one', async () => {
    await renderPage('/favorite', { signedIn: true, memberPermissions: ['access-events'], ...withEvents });
    expect(await screen.findByTestId('favorite-events-fixture')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/favorite/events');
    expect(screen.queryByRole('link', { name: 'Courses' })).toBeNull();
  });

  it('says so when no area offers a favorites list here', async () => {
    await renderPage('/favorite', { signedIn: true, memberPermissions: ['access-events'] });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have no favorite lists here.');
  });
});
