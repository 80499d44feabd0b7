import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { bookingFixture, listOf, localAt, myProfileFixture } from '../../../testing/coaching-fixtures';
import { renderCoaching, resetCoachingState } from '../../../testing/render-coaching';
import { formatWhen } from '../ui/time';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetCoachingState();
});

const notACoach = () => answer('GET', 'coaches/me', apiError(403, 'cch-008'));

describe('my sessions', () => {
  it('lists the upcoming sessions with their time, kind and status, and the tabs', async () => {
    notACoach();
    answer('GET', 'coaching/booking-sessions/client', (request) => ({
      status: 200,
      body: request.query.get('when') === 'PAST'
        ? listOf([bookingFixture({ id: 9, startsAt: localAt(-3, 10), kind: 'PAID', cancellableUntil: null })])
        : listOf([bookingFixture({ meetingUrl: 'https://meet.jit.si/halaqa-x' })]),
    }));
    await renderCoaching('/coaching/my-sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sessions' })).toHaveFocus();
    const session = await screen.findByTestId('session');
    expect(session).toHaveTextContent('With Huda Al-Qahtani');
    expect(within(session).getByTestId('session-when')).toHaveTextContent(formatWhen(localAt(3, 10), 'en'));
    expect(within(session).getByTestId('session-kind')).toHaveTextContent('Free session');
    expect(within(session).getByTestId('session-status')).toHaveTextContent('Confirmed');
    expect(within(session).getByTestId('join')).toHaveAttribute('href', 'https://meet.jit.si/halaqa-x');
    expect(Object.fromEntries(requestsTo('GET', 'coaching/booking-sessions/client')[0]!.query)).toEqual({ when: 'UPCOMING', skip: '0', take: '10' });
    expect(screen.queryByTestId('roles')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Past' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Past sessions' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/coaching/my-sessions?when=past');
    await waitFor(() => expect(screen.getByTestId('session-kind')).toHaveTextContent('Paid session'));
    expect(screen.queryByTestId('cancel')).toBeNull();
  });

  it('cancels in time: the dialog says until when, and the list reloads', async () => {
    notACoach();
    let cancelled = false;
    answer('GET', 'coaching/booking-sessions/client', () => ({ status: 200, body: listOf(cancelled ? [] : [bookingFixture()]) }));
    answer('POST', 'coaching/booking-sessions/501/cancel', () => {
      cancelled = true;
      return { status: 200, body: bookingFixture({ status: 'CANCELLED', cancelledBy: 'MEMBER', cancelOutcome: 'FREE_SESSION_RETURNED' }) };
    });
    await renderCoaching('/coaching/my-sessions');
    await userEvent.click(await screen.findByTestId('cancel'));
    const dialog = screen.getByTestId('cancel-dialog');
    expect(within(dialog).getByTestId('cancel-deadline')).toHaveTextContent(`You can cancel until ${formatWhen(bookingFixture().cancellableUntil!, 'en')}.`);
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Travelling');
    await userEvent.click(within(dialog).getByTestId('confirm'));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have no upcoming sessions.');
    expect(requestsTo('POST', 'coaching/booking-sessions/501/cancel')[0]!.body).toEqual({ reason: 'Travelling' });
  });

  it('refuses a late cancel with the deadline the API gives (cch-005), in Arabic', async () => {
    notACoach();
    const allowedUntil = localAt(1, 8);
    answer('GET', 'coaching/booking-sessions/client', { status: 200, body: listOf([bookingFixture()]) });
    answer('POST', 'coaching/booking-sessions/501/cancel', {
      status: 409, body: { statusCode: 409, code: 'cch-005', message: 'too late', details: { allowedUntil } },
    });
    await renderCoaching('/coaching/my-sessions', { language: 'ar' });
    await userEvent.click(await screen.findByTestId('cancel'));
    await userEvent.click(within(screen.getByTestId('cancel-dialog')).getByTestId('confirm'));
    expect(await screen.findByTestId('cancel-error')).toHaveTextContent(`فات وقت الإلغاء أو تغيير الموعد: كان ذلك ممكنًا حتى ${formatWhen(allowedUntil, 'ar')}.`);
  });

  it('reschedules with the day and time picker', async () => {
    notACoach();
    answer('GET', 'coaching/booking-sessions/client', { status: 200, body: listOf([bookingFixture()]) });
    answer('GET', 'coaching/provider-available-slots/31', {
      status: 200, body: { providerId: 31, timeZone: 'Asia/Riyadh', durationMinutes: 30, kind: 'FREE', slots: [{ startsAt: localAt(5, 9), endsAt: localAt(5, 9, 30) }] },
    });
    answer('PATCH', 'coaching/booking-sessions/501', { status: 200, body: bookingFixture({ id: 502, startsAt: localAt(5, 9) }) });
    await renderCoaching('/coaching/my-sessions');
    await userEvent.click(await screen.findByTestId('reschedule'));
    const dialog = screen.getByTestId('reschedule-dialog');
    await userEvent.click(await within(dialog).findByTestId('time'));
    await userEvent.click(within(dialog).getByTestId('reschedule-confirm'));
    await waitFor(() => expect(screen.queryByTestId('reschedule-dialog')).toBeNull());
    expect(requestsTo('PATCH', 'coaching/booking-sessions/501')[0]!.body).toEqual({ startsAt: localAt(5, 9) });
    expect(requestsTo('GET', 'coaching/provider-available-slots/31')[0]!.query.get('kind')).toBe('FREE');
  });

  it('lets a coach see the sessions booked with them', async () => {
    answer('GET', 'coaches/me', { status: 200, body: myProfileFixture() });
    answer('GET', 'coaching/booking-sessions/client', { status: 200, body: listOf([]) });
    answer('GET', 'coaching/booking-sessions/provider', { status: 200, body: listOf([bookingFixture({ myRole: 'COACH', cancellableUntil: null })]) });
    await renderCoaching('/coaching/my-sessions');
    await userEvent.click(await screen.findByTestId('as-coach'));
    expect(await screen.findByTestId('session')).toHaveTextContent('With Sara Member');
    expect(screen.getByTestId('where')).toHaveTextContent('/coaching/my-sessions?as=coach');
    expect(screen.getByTestId('cancel')).toBeInTheDocument();
    expect(screen.queryByTestId('reschedule')).toBeNull();
  });
});
