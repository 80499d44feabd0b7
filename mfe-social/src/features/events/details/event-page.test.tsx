import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo } from '@halaqa/session/src/testing/fake-api';
import { daysFromNow, eventDetailsFixture } from '../../../testing/event-fixtures';
import { axeViolations } from '../../../testing/axe';
import { purchaseProps, renderEvents, resetEventsState } from '../../../testing/render-events';
import type { EventDetails } from '../../../api/events-types';
import { fileSaver } from './ShareActions';
import { watchToasts } from '../../../testing/watch-toasts';

const toasts = watchToasts(resetEventsState);

/** The event answers `details` until `next` (the state after a change) is given. */
function answerEvent(details: EventDetails) {
  answer('GET', `events/${details.id}`, { status: 200, body: details });
  answer('POST', `events/${details.id}/seen`, { status: 204 });
}

describe('the event page', () => {
  it('shows the event: breadcrumb, facts, rich texts sanitized, people, files and the map', async () => {
    answerEvent(eventDetailsFixture());
    await renderEvents('/event/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI in Education Summit' })).toHaveFocus();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/social/events');
    expect(within(crumbs).getByText('AI in Education Summit')).toHaveAttribute('aria-current', 'page');

    const facts = screen.getByTestId('event-facts');
    expect(facts).toHaveTextContent('On site');
    expect(facts).toHaveTextContent('Riyadh Front, Hall 2');
    expect(facts).toHaveTextContent('Credit hours3.5');
    expect(facts).toHaveTextContent('CEU0.35');
    expect(screen.getByTestId('event-description').innerHTML).toBe('<p>A day on <strong>AI</strong> in classrooms.</p>');
    expect(screen.getByRole('heading', { level: 2, name: 'Outline' })).toBeInTheDocument();
    expect(screen.getByTestId('event-audience')).toHaveTextContent('Teachers and school leaders.');
    expect(screen.getByTestId('event-hosts')).toHaveTextContent('Huda Al-Qahtani');
    expect(screen.getByTestId('event-guests')).toHaveTextContent('Omar FaroukResearcher in learning science.');
    expect(screen.getByRole('link', { name: 'agenda.pdf' })).toHaveAttribute('href', '/media/files/40/agenda.pdf');
    expect(screen.getByTestId('event-attachments')).toHaveTextContent('PDF, 4 pages');
    expect(screen.getByTestId('map-link')).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=24.7136&mlon=46.6753#map=17/24.7136/46.6753');
    expect(screen.queryByTestId('meeting-link')).toBeNull();
    expect(screen.queryByTestId('to-check-in')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    // Seen once per visit.
    await waitFor(() => expect(requestsTo('POST', 'events/7/seen')).toHaveLength(1));
  });

  it('gives the meeting link when the API does, and hosts the way to check-in', async () => {
    answerEvent(eventDetailsFixture({ type: 'ONLINE', latitude: null, longitude: null, location: null, myStatus: 'ENROLLED', meetingUrl: 'https://meet.example.com/abc', amHost: true }));
    await renderEvents('/event/7');
    expect(await screen.findByRole('link', { name: 'Join the online meeting' })).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(screen.getByRole('link', { name: 'Check attendees in' })).toHaveAttribute('href', '/event/7/check-in');
    expect(screen.queryByTestId('map-link')).toBeNull();
  });

  it('joins a free event: a toast, and the focus on the new state with the ticket', async () => {
    answerEvent(eventDetailsFixture());
    answer('POST', 'events/7/enrollments', () => {
      answerEvent(eventDetailsFixture({ myStatus: 'ENROLLED', placesLeft: 11 }));
      return { status: 201, body: { status: 'ENROLLED' } };
    });
    await renderEvents('/event/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Join the event' }));
    await waitFor(() => expect(screen.getByTestId('join-state')).toHaveFocus());
    expect(screen.getByTestId('join-state')).toHaveTextContent('You are enrolled in this event.');
    expect(screen.getByRole('link', { name: 'View ticket' })).toHaveAttribute('href', '/event/7/ticket');
    expect(requestsTo('POST', 'events/7/enrollments')[0]!.body).toEqual({});
    expect(toasts).toEqual(['success:You have joined “AI in Education Summit”.']);
  });

  it('offers the waitlist of a full event, then shows the position and leaving it', async () => {
    answerEvent(eventDetailsFixture({ placesLeft: 0 }));
    answer('POST', 'events/7/enrollments', () => {
      answerEvent(eventDetailsFixture({ placesLeft: 0, myStatus: 'WAITLISTED', waitlistPosition: 3 }));
      return { status: 201, body: { status: 'WAITLISTED', position: 3 } };
    });
    await renderEvents('/event/7');
    expect(await screen.findByTestId('join-state')).toHaveTextContent('This event is full. You can wait for a place.');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(screen.getByTestId('join-state')).toHaveTextContent('You are number 3 on the waitlist.'));
    await waitFor(() => expect(screen.getByTestId('join-state')).toHaveFocus());
    expect(requestsTo('POST', 'events/7/enrollments')[0]!.body).toEqual({ waitlist: true });
    expect(toasts).toEqual(['success:You are number 3 on the waitlist for “AI in Education Summit”.']);

    answer('DELETE', 'events/7/enrollments/mine', () => {
      answerEvent(eventDetailsFixture({ placesLeft: 0 }));
      return { status: 204 };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await userEvent.click(within(dialog).getByTestId('confirm-leave'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('join-state')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(toasts.at(-1)).toBe('success:You have left the waitlist for “AI in Education Summit”.');
  });

  it('leaves a free event with the keyboard', async () => {
    answerEvent(eventDetailsFixture({ myStatus: 'ENROLLED' }));
    answer('DELETE', 'events/7/enrollments/mine', () => {
      answerEvent(eventDetailsFixture());
      return { status: 204 };
    });
    await renderEvents('/event/7');
    (await screen.findByRole('button', { name: 'Leave event' })).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Leave this event?' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('join-state')).toHaveFocus());
    expect(screen.getByTestId('join-state')).toHaveTextContent('Places are open: join to take one.');
    expect(screen.getByRole('button', { name: 'Join the event' })).toBeInTheDocument();
    expect(requestsTo('DELETE', 'events/7/enrollments/mine')).toHaveLength(1);
    expect(toasts).toEqual(['success:You have left “AI in Education Summit”.']);
  });

  it('says why a join was refused (evt-003 full, evt-001 closed)', async () => {
    answerEvent(eventDetailsFixture());
    answer('POST', 'events/7/enrollments', apiError(409, 'evt-003'));
    await renderEvents('/event/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Join the event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This event has just filled up. You can join its waitlist.');
    answer('POST', 'events/7/enrollments', apiError(409, 'evt-001'));
    await userEvent.click(screen.getByRole('button', { name: 'Join the event' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This event takes no enrollments now.'));
    expect(toasts).toEqual([]);
  });

  it('sells a paid event through commerce’s purchase action (item type EVENT)', async () => {
    answerEvent(eventDetailsFixture({ price: 15000 }));
    await renderEvents('/event/7');
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(purchaseProps.at(-1)).toEqual({ itemType: 'EVENT', itemId: '7', title: 'AI in Education Summit' });
    expect(screen.queryByRole('button', { name: 'Join the event' })).toBeNull();
  });

  it('says when enrollment opens, and when it is closed', async () => {
    answerEvent(eventDetailsFixture({ enrollmentStartsAt: daysFromNow(2) }));
    const { unmount } = await renderEvents('/event/7');
    expect(await screen.findByTestId('join-state')).toHaveTextContent(/^Enrollment opens on /);
    unmount();
    await resetEventsState();
    answerEvent(eventDetailsFixture({ enrollmentEndsAt: daysFromNow(-1) }));
    await renderEvents('/event/7');
    expect(await screen.findByTestId('join-state')).toHaveTextContent('Enrollment is closed.');
  });

  it('asks a visitor to sign in to join, coming back here, and records nothing', async () => {
    answer('GET', 'events/7', { status: 200, body: eventDetailsFixture() });
    await renderEvents('/event/7', { signedIn: false });
    expect(await screen.findByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', '/auth/login?returnUrl=%2Fevent%2F7');
    expect(screen.queryByTestId('favorite-toggle')).toBeNull();
    expect(requestsTo('POST', 'events/7/seen')).toHaveLength(0);
  });

  it('copies the link and downloads the calendar file', async () => {
    answerEvent(eventDetailsFixture());
    answer('GET', 'events/7/calendar.ics', { status: 200, body: 'BEGIN:VCALENDAR' });
    const saved: string[] = [];
    jest.spyOn(fileSaver, 'save').mockImplementation((_blob, name) => { saved.push(name); });
    const user = userEvent.setup();
    await renderEvents('/event/7');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts).toEqual(['success:The link was copied.']));
    await expect(navigator.clipboard.readText()).resolves.toBe(window.location.href);
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saved).toEqual(['event-7.ics']));
  });

  it('says an event that is not there is not found', async () => {
    answer('GET', 'events/99', apiError(404, 'req-002'));
    answer('POST', 'events/99/seen', apiError(404, 'req-002'));
    await renderEvents('/event/99');
    expect(await screen.findByTestId('event-not-found')).toHaveTextContent('We could not find this event.');
  });

  it('speaks Arabic', async () => {
    answerEvent(eventDetailsFixture({ title: 'قمة الذكاء الاصطناعي', placesLeft: 0 }));
    await renderEvents('/event/7', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'قمة الذكاء الاصطناعي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'انضم إلى قائمة الانتظار' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toBeInTheDocument();
    expect(screen.getByTestId('event-facts')).toHaveTextContent('حضوري');
    expect(screen.getByRole('button', { name: 'أضف إلى التقويم' })).toBeInTheDocument();
  });
});
