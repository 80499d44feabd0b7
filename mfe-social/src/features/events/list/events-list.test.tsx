import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { eventCardFixture, eventListFixture } from '../../../testing/event-fixtures';
import { axeViolations } from '../../../testing/axe';
import { renderEvents, resetEventsState } from '../../../testing/render-events';

const toasts: string[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts.length = 0;
  off = bus.on('toast', (toast) => toasts.push(`${toast.type}:${toast.message}`));
});

afterEach(async () => {
  off();
  jest.useRealTimers();
  expect(unhandled).toEqual([]);
  await resetEventsState();
});

const query = (index = -1) => Object.fromEntries(requestsTo('GET', 'events').at(index)!.query);

describe('the events list', () => {
  it('shows upcoming events as cards with time, type, place, price, places and alerts', async () => {
    answer('GET', 'events', {
      status: 200,
      body: eventListFixture([
        eventCardFixture({ enrollmentAlert: { kind: 'CLOSES_SOON', at: '2026-12-01T09:00:00.000Z' }, myStatus: 'ENROLLED' }),
        eventCardFixture({ id: 8, title: 'Tafsir Circle', type: 'ONLINE', language: 'ar', location: null, price: 15000, oldPrice: 20000, placesLeft: 0, isFavorite: true }),
      ], 14),
    });
    await renderEvents('/social/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toHaveFocus();
    const cards = await screen.findAllByTestId('event-card');
    expect(cards).toHaveLength(2);
    expect(query()).toEqual({ skip: '0', take: '12', when: 'UPCOMING' });
    expect(screen.getByTestId('result-count')).toHaveTextContent('14 events');

    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'AI in Education Summit' })).toHaveAttribute('href', '/event/7');
    expect(first).toHaveTextContent('On site · English');
    expect(first).toHaveTextContent('Riyadh Front, Hall 2');
    expect(first).toHaveTextContent('Free');
    expect(first).toHaveTextContent('12 places left');
    expect(first).toHaveTextContent('Enrolled');
    expect(within(first).getByTestId('enrollment-alert')).toHaveTextContent(/^Enrollment closes on Dec 1, 2026/);
    expect(within(first).getByRole('button', { name: 'Favorite: AI in Education Summit' })).toHaveAttribute('aria-pressed', 'false');

    expect(second).toHaveTextContent('Online · Arabic');
    expect(within(second).getByTestId('event-price').textContent?.replace(/\s+/g, ' ')).toMatch(/SAR 150\.00.*SAR 200\.00/);
    expect(within(second).getByTestId('places-left')).toHaveTextContent('Full');
    expect(within(second).getByRole('button', { name: 'Favorite: Tafsir Circle' })).toHaveAttribute('aria-pressed', 'true');
    // The time is in the member's zone with the zone written out.
    expect(within(first).getByRole('time').textContent).toMatch(/\((GMT|UTC)/);
    expect(await axeViolations()).toEqual([]);
  });

  it('searches after a pause of 500 ms, and filters, each from page 1', async () => {
    answer('GET', 'events', (request) => ({
      status: 200,
      body: eventListFixture(request.query.get('skip') === '12' ? [eventCardFixture({ id: 20 })] : [eventCardFixture()], 13),
    }));
    await renderEvents('/social/all-events?page=2');
    await screen.findAllByTestId('event-card');
    expect(query()).toEqual({ skip: '12', take: '12', when: 'ALL' });

    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'summit');
    const before = requestsTo('GET', 'events').length;
    act(() => { jest.advanceTimersByTime(400); });
    expect(requestsTo('GET', 'events')).toHaveLength(before);
    act(() => { jest.advanceTimersByTime(200); });
    await waitFor(() => expect(query()).toEqual({ skip: '0', take: '12', when: 'ALL', search: 'summit' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/social/all-events?query=summit');
    jest.useRealTimers();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'PAST');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Where' }), 'ONLINE');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'FREE');
    await waitFor(() => expect(query()).toEqual({ skip: '0', take: '12', when: 'PAST', search: 'summit', type: 'ONLINE', language: 'ar', price: 'FREE' }));
  });

  it('pages with the keyboard, the focus at the top of the new page', async () => {
    answer('GET', 'events', (request) => ({
      status: 200,
      body: eventListFixture([eventCardFixture({ id: request.query.get('skip') === '0' ? 7 : 30, title: `Event at ${request.query.get('skip')}` })], 20),
    }));
    await renderEvents('/social/events');
    await screen.findByText('Event at 0');
    const next = screen.getByRole('button', { name: /page 2/i });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Event at 12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '20 events' })).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent('/social/events?page=2');
  });

  it('says when nothing matches, and clears the search and filters', async () => {
    answer('GET', 'events', (request) => ({
      status: 200,
      body: request.query.get('price') === 'PAID' ? eventListFixture([]) : eventListFixture([eventCardFixture()]),
    }));
    await renderEvents('/social/events?price=PAID');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No event matches your search and filters.');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    expect(await screen.findByTestId('event-card')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/social\/events$/);
  });

  it('says when there are no events at all', async () => {
    answer('GET', 'events', { status: 200, body: eventListFixture([]) });
    await renderEvents('/social/events');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('There are no events to show yet.');
    expect(screen.queryByTestId('clear-filters')).toBeNull();
  });

  it('offers a retry after a failure', async () => {
    let calls = 0;
    answer('GET', 'events', () => (++calls === 1 ? apiError(500, 'srv-001') : { status: 200, body: eventListFixture([eventCardFixture()]) }));
    await renderEvents('/social/events');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('event-card')).toBeInTheDocument();
  });

  it('shows a visitor the events without hearts, and asks to sign in where events are for members (lms-001)', async () => {
    answer('GET', 'events', { status: 200, body: eventListFixture([eventCardFixture()]) });
    const { unmount } = await renderEvents('/social/events', { signedIn: false });
    expect(await screen.findByTestId('event-card')).toBeInTheDocument();
    expect(screen.queryByTestId('favorite-toggle')).toBeNull();
    expect(screen.queryByRole('link', { name: 'My events' })).toBeNull();
    unmount();
    await resetEventsState();

    answer('GET', 'events', apiError(401, 'lms-001'));
    const organization = organizationFixture();
    await renderEvents('/social/events', { signedIn: false, organization });
    expect(await screen.findByTestId('events-sign-in')).toHaveTextContent('Sign in to see the events');
    expect(screen.getByTestId('sign-in-link')).toHaveAttribute('href', '/auth/login?returnUrl=%2Fsocial%2Fevents');
  });

  it('toggles a favorite at once, and puts it back when the call fails', async () => {
    answer('GET', 'events', { status: 200, body: eventListFixture([eventCardFixture()]) });
    answer('PUT', 'events/7/favorite', { status: 204 });
    await renderEvents('/social/events');
    const heart = await screen.findByRole('button', { name: 'Favorite: AI in Education Summit' });
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo('PUT', 'events/7/favorite')).toHaveLength(1);

    answer('DELETE', 'events/7/favorite', apiError(500, 'srv-001'));
    answer('GET', 'events', { status: 200, body: eventListFixture([eventCardFixture({ isFavorite: true })]) });
    await userEvent.click(heart);
    await waitFor(() => expect(requestsTo('DELETE', 'events/7/favorite')).toHaveLength(1));
    await waitFor(() => expect(toasts).toEqual(['error:“AI in Education Summit” could not be removed from your favorites. Try again.']));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('speaks Arabic, right to left', async () => {
    answer('GET', 'events', {
      status: 200,
      body: eventListFixture([eventCardFixture({ title: 'قمة الذكاء الاصطناعي في التعليم', placesLeft: 3 }), eventCardFixture({ id: 9, type: 'ONLINE', placesLeft: 2 })], 2),
    });
    await renderEvents('/social/events', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الفعاليات' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('event-card') as [HTMLElement, HTMLElement];
    expect(screen.getByTestId('result-count')).toHaveTextContent('فعاليتان');
    expect(first).toHaveTextContent('حضوري');
    expect(first).toHaveTextContent('مجانية');
    expect(first).toHaveTextContent(`بقيت ${new Intl.NumberFormat('ar').format(3)} مقاعد`);
    expect(second).toHaveTextContent('عن بُعد');
    expect(second).toHaveTextContent('بقي مقعدان');
    expect(screen.getByRole('searchbox', { name: 'ابحث في الفعاليات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
