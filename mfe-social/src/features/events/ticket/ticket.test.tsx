import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, unhandled } from '@halaqa/session/src/testing/fake-api';
import { eventDetailsFixture, ticketFixture } from '../../../testing/event-fixtures';
import { axeViolations } from '../../../testing/axe';
import { renderEvents, resetEventsState } from '../../../testing/render-events';

afterEach(async () => {
  jest.restoreAllMocks();
  expect(unhandled).toEqual([]);
  await resetEventsState();
});

const answerEvent = () => answer('GET', 'events/7', { status: 200, body: eventDetailsFixture({ myStatus: 'ENROLLED' }) });

describe('the ticket', () => {
  it('shows the QR as an image named for the event, the code to type, and the check-ins; prints', async () => {
    answerEvent();
    answer('GET', 'events/7/ticket', { status: 200, body: ticketFixture({ checkIns: [{ attendanceItemId: 5, checkedInAt: '2026-12-04T17:05:00.000Z' }] }) });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderEvents('/event/7/ticket');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Ticket' })).toHaveFocus();
    const ticket = await screen.findByTestId('ticket');
    expect(within(ticket).getByRole('heading', { level: 2, name: 'AI in Education Summit' })).toBeInTheDocument();
    const qr = within(ticket).getByRole('img', { name: 'QR code of your ticket to “AI in Education Summit”' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByTestId('ticket-code')).toHaveTextContent('MS43LjEyLm5vbmNl.c2lnbmF0dXJl');
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Enrolled');
    expect(screen.getByTestId('ticket-check-ins')).toHaveTextContent(/^Checked in on Dec 4, 2026/);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Print the ticket' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says there is no ticket for a member without a place (evt-005)', async () => {
    answerEvent();
    answer('GET', 'events/7/ticket', apiError(404, 'evt-005'));
    await renderEvents('/event/7/ticket');
    expect(await screen.findByTestId('no-ticket')).toHaveTextContent('You have no ticket for this event.');
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/event/7');
  });

  it('speaks Arabic', async () => {
    answer('GET', 'events/7', { status: 200, body: eventDetailsFixture({ title: 'قمة الذكاء الاصطناعي', myStatus: 'ENROLLED' }) });
    answer('GET', 'events/7/ticket', { status: 200, body: ticketFixture() });
    await renderEvents('/event/7/ticket', { language: 'ar' });
    expect(await screen.findByRole('img', { name: 'رمز QR لتذكرتك إلى «قمة الذكاء الاصطناعي»' })).toBeInTheDocument();
    expect(screen.getByTestId('no-check-ins')).toHaveTextContent('لم يُسجَّل حضورك بعد.');
    expect(screen.getByTestId('ticket-code')).toHaveAttribute('dir', 'ltr');
  });
});
