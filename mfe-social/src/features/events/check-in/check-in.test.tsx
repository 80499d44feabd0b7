import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { attendanceItemsFixture, attendeeFixture, eventDetailsFixture } from '../../../testing/event-fixtures';
import { axeViolations } from '../../../testing/axe';
import { renderEvents, resetEventsState } from '../../../testing/render-events';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetEventsState();
});

function answerDesk(amHost = true) {
  answer('GET', 'events/7', { status: 200, body: eventDetailsFixture({ amHost }) });
  answer('GET', 'events/7/attendance-items', { status: 200, body: attendanceItemsFixture() });
  answer('GET', 'events/7/enrollments', {
    status: 200,
    body: {
      count: 2,
      data: [
        attendeeFixture(11, 'Sara Al-Harbi', { checkIns: [{ attendanceItemId: 5, checkedInAt: '2026-12-04T17:01:00.000Z' }] }),
        attendeeFixture(12, 'Khalid Nasser'),
      ],
    },
  });
}

const outcome = () => screen.getByTestId('check-in-outcome');

describe('the check-in desk', () => {
  it('checks a typed ticket in with the keyboard only, then is ready for the next', async () => {
    answerDesk();
    answer('POST', 'events/7/check-in', { status: 201, body: { member: { id: 12, name: 'Khalid Nasser' }, checkedInAt: '2026-12-04T17:10:00.000Z' } });
    await renderEvents('/event/7/check-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in' })).toHaveFocus();
    const table = await screen.findByRole('table', { name: '2 attendees, 1 checked in for this session' });
    expect(within(table).getAllByTestId('attendee-row').map((row) => row.getAttribute('data-checked-in'))).toEqual(['yes', 'no']);

    await userEvent.tab();
    const session = screen.getByRole('combobox', { name: 'Session' });
    expect(session).toHaveFocus();
    // jsdom's select ignores arrow keys: the choice is made as the keyboard would, without the mouse.
    await userEvent.selectOptions(session, '6');
    session.focus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Ticket code' })).toHaveFocus();
    await userEvent.keyboard('  CODE-12  {Enter}');
    await waitFor(() => expect(outcome()).toHaveTextContent(/^Checked in: Khalid Nasser \(Dec 4, 2026/));
    expect(requestsTo('POST', 'events/7/check-in')[0]!.body).toEqual({ attendanceItemId: 6, code: 'CODE-12' });
    expect(screen.getByRole('textbox', { name: 'Ticket code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Ticket code' })).toHaveFocus();
    await waitFor(() => expect(requestsTo('GET', 'events/7/enrollments').length).toBeGreaterThan(1));
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ['evt-006', 400, 'This is not a valid ticket code. Check it and try again.'],
    ['evt-007', 409, 'This ticket is for another event.'],
    ['evt-008', 409, 'This ticket was already checked in for this session.'],
    ['evt-005', 409, 'This ticket holds no place on the event (the place was cancelled).'],
  ])('says plainly why a ticket was refused (%s)', async (code, status, text) => {
    answerDesk();
    answer('POST', 'events/7/check-in', apiError(status, code));
    await renderEvents('/event/7/check-in');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Ticket code' }), 'SOME-CODE{Enter}');
    await waitFor(() => expect(outcome()).toHaveTextContent(text));
    expect(screen.getByRole('textbox', { name: 'Ticket code' })).toHaveValue('SOME-CODE');
  });

  it('asks for a code before calling', async () => {
    answerDesk();
    await renderEvents('/event/7/check-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(outcome()).toHaveTextContent('Type or paste a ticket code first.');
    expect(requestsTo('POST', 'events/7/check-in')).toHaveLength(0);
  });

  it('is for the hosts only', async () => {
    answer('GET', 'events/7', { status: 200, body: eventDetailsFixture() });
    await renderEvents('/event/7/check-in');
    expect(await screen.findByTestId('check-in-refused')).toHaveTextContent('Only the event’s hosts can check attendees in.');
    expect(screen.queryByTestId('check-in-form')).toBeNull();
  });

  it('speaks Arabic', async () => {
    answerDesk();
    answer('POST', 'events/7/check-in', apiError(409, 'evt-008'));
    await renderEvents('/event/7/check-in', { language: 'ar' });
    expect(await screen.findByRole('table', { name: 'مشاركان، حضر منهما 1 في هذه الجلسة' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'رمز التذكرة' }), 'X{Enter}');
    await waitFor(() => expect(outcome()).toHaveTextContent('سُجّل حضور هذه التذكرة من قبل في هذه الجلسة.'));
  });
});
