import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { bookingFixture, coachProfileFixture, localAt } from '../../../testing/coaching-fixtures';
import { purchaseProps, renderCoaching, resetCoachingState } from '../../../testing/render-coaching';
import { dayKey } from '../ui/time';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetCoachingState();
});

const SLOTS = 'coaching/provider-available-slots/31';
const slotsOf = (kind: 'PAID' | 'FREE', starts: string[]) => ({
  status: 200,
  body: { providerId: 31, timeZone: 'Asia/Riyadh', durationMinutes: kind === 'FREE' ? 30 : 60, kind, slots: starts.map((startsAt) => ({ startsAt, endsAt: new Date(Date.parse(startsAt) + 1_800_000).toISOString() })) },
});

async function chooseFirstTime() {
  const times = await screen.findAllByTestId('time');
  await userEvent.click(times[0]!);
  await userEvent.click(screen.getByTestId('continue'));
  return screen.findByTestId('confirm-dialog');
}

describe('booking a session', () => {
  it('books the free session: days without times are disabled, times in the member zone, then the success screen', async () => {
    answer('GET', 'coaches/31', { status: 200, body: coachProfileFixture() });
    answer('GET', SLOTS, (request) => slotsOf(request.query.get('kind') as 'PAID' | 'FREE', [localAt(2, 9), localAt(2, 9, 30), localAt(4, 14)]));
    answer('POST', 'coaching/providers/31', (request) => ({ status: 201, body: bookingFixture({ kind: 'FREE', startsAt: (request.body as { startsAt: string }).startsAt }) }));
    await renderCoaching('/coaching/coaches/31/book');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a session with Huda Al-Qahtani' })).toHaveFocus();
    expect(screen.getByLabelText('Free 30-minute session (2 free sessions left)')).toBeChecked();
    expect(screen.getByLabelText(/^Paid session: SAR\s150\.00, 60 min$/)).not.toBeChecked();
    await screen.findAllByTestId('time');
    const query = Object.fromEntries(requestsTo('GET', SLOTS)[0]!.query);
    expect(query.kind).toBe('FREE');
    expect(Date.parse(query.until!) - Date.parse(query.from!)).toBeGreaterThanOrEqual(13 * 86_400_000);
    expect(screen.getByTestId(`day-${dayKey(new Date(localAt(1, 0)))}`)).toBeDisabled();
    expect(screen.getByTestId(`day-${dayKey(new Date(localAt(2, 0)))}`)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('time').map((button) => button.textContent)).toEqual([
      new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(localAt(2, 9))),
      new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(localAt(2, 9, 30))),
    ]);
    expect(screen.getByTestId('zone-note')).toHaveTextContent(`Times are shown in your time zone:`);
    // Keyboard: from the chosen day, the arrow goes to the next day with times.
    screen.getByTestId(`day-${dayKey(new Date(localAt(2, 0)))}`).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId(`day-${dayKey(new Date(localAt(4, 0)))}`)).toHaveFocus();

    const dialog = await chooseFirstTime();
    expect(within(dialog).getByTestId('confirm-summary')).toHaveTextContent('With Huda Al-Qahtani on');
    await userEvent.click(within(dialog).getByTestId('confirm'));
    expect(await screen.findByTestId('booked')).toHaveTextContent('Your session is booked');
    expect(screen.getByRole('heading', { level: 2, name: 'Your session is booked' })).toHaveFocus();
    expect(requestsTo('POST', 'coaching/providers/31')[0]!.body).toEqual({ startsAt: localAt(2, 9), kind: 'FREE' });
    expect(screen.getByRole('link', { name: 'Go to my sessions' })).toHaveAttribute('href', '/coaching/my-sessions');
  });

  it('holds a paid session and hands it to the commerce area to pay (purchase.action@1)', async () => {
    answer('GET', 'coaches/31', { status: 200, body: coachProfileFixture({ offersFreeSession: false }) });
    answer('GET', SLOTS, slotsOf('PAID', [localAt(3, 10)]));
    answer('POST', 'coaching/providers/31', {
      status: 201, body: bookingFixture({ kind: 'PAID', status: 'HELD', holdExpiresAt: localAt(0, 23), purchase: { itemType: 'COACHING_SESSION', itemId: 77 } }),
    });
    await renderCoaching('/coaching/coaches/31/book');
    expect(await screen.findByLabelText(/^Paid session/)).toBeChecked();
    expect(screen.queryByLabelText(/^Free/)).toBeNull();
    const dialog = await chooseFirstTime();
    expect(within(dialog).getByText('The time is held for you for 15 minutes while you pay; if the payment does not go through, it is let go.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hold it and pay' }));
    expect(await screen.findByTestId('held')).toHaveTextContent('Your time is held: pay to confirm it');
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(purchaseProps).toContainEqual({ itemType: 'COACHING_SESSION', itemId: '77', title: 'Coaching session with Huda Al-Qahtani' });
    expect(requestsTo('POST', 'coaching/providers/31')[0]!.body).toEqual({ startsAt: localAt(3, 10), kind: 'PAID' });
  });

  it('says so when someone took the time first (cch-002) and fetches the times again', async () => {
    answer('GET', 'coaches/31', { status: 200, body: coachProfileFixture({ offersFreeSession: false }) });
    answer('GET', SLOTS, slotsOf('PAID', [localAt(3, 10), localAt(3, 12)]));
    answer('POST', 'coaching/providers/31', apiError(409, 'cch-002'));
    await renderCoaching('/coaching/coaches/31/book', { language: 'ar' });
    const dialog = await chooseFirstTime();
    await userEvent.click(within(dialog).getByTestId('confirm'));
    expect(await screen.findByTestId('slot-gone')).toHaveTextContent('حجز شخص آخر هذا الموعد للتو');
    await waitFor(() => expect(requestsTo('GET', SLOTS)).toHaveLength(2));
    expect(screen.getByTestId('continue')).toBeDisabled();
  });

  it('explains a refusal: no free sessions left (cch-003)', async () => {
    answer('GET', 'coaches/31', { status: 200, body: coachProfileFixture() });
    answer('GET', SLOTS, slotsOf('FREE', [localAt(3, 10)]));
    answer('POST', 'coaching/providers/31', apiError(409, 'cch-003'));
    await renderCoaching('/coaching/coaches/31/book');
    const dialog = await chooseFirstTime();
    await userEvent.click(within(dialog).getByTestId('confirm'));
    expect(await screen.findByTestId('book-error')).toHaveTextContent('You have no free sessions left.');
  });
});
