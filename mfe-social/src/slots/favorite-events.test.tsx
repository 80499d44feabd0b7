import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineRemote } from '@halaqa/contracts';
import { renderRoute } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { eventCardFixture, eventListFixture } from '../testing/event-fixtures';
import { resetEventsState } from '../testing/render-events';
import FavoriteEvents from './favorite-events';

/** The favorites page of another area, hosting the tab as the shell's slot would (its own texts only: the filler brings its own). */
const host = defineRemote({
  name: 'mfe-favorites-host-fixture',
  prefixes: ['/favorite'],
  routes: { favorites: { path: '/favorite/events' } },
  texts: { en: { area: 'Favorites', labels: {} }, ar: { area: 'المفضلة', labels: {} } },
});
const renderTab = (language: 'en' | 'ar' = 'en') =>
  renderRoute({ remote: host, pages: { favorites: FavoriteEvents }, translations: { en: {}, ar: {} } }, '/favorite/events', { signedIn: true, language });

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetEventsState();
});

describe('the favorite events tab', () => {
  it('lists the member’s favorite events, and takes one out with its heart', async () => {
    answer('GET', 'events/favorites', { status: 200, body: eventListFixture([eventCardFixture({ isFavorite: true })]) });
    answer('DELETE', 'events/7/favorite', { status: 204 });
    await renderTab();
    const heart = await screen.findByRole('button', { name: 'Favorite: AI in Education Summit' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Your favorite events' })).toBeInTheDocument();
    expect(Object.fromEntries(requestsTo('GET', 'events/favorites')[0]!.query)).toEqual({ skip: '0', take: '12' });
    answer('GET', 'events/favorites', { status: 200, body: eventListFixture([]) });
    await userEvent.click(heart);
    await waitFor(() => expect(requestsTo('DELETE', 'events/7/favorite')).toHaveLength(1));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have no favorite events yet.');
  });

  it('speaks Arabic', async () => {
    answer('GET', 'events/favorites', { status: 200, body: eventListFixture([]) });
    await renderTab('ar');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('ليس لديك فعاليات مفضلة بعد.');
  });
});
