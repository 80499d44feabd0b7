/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@halaqa/bus';
import { peekRememberedRoute, session } from '@halaqa/session';
import { tokensFixture } from '@halaqa/session/src/testing/fixtures';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { plainText, renderHelpPage, resetHelpPageState, summaryOf, ticketFixture } from '../testing/render-help-page';

const toasts: string[] = [];
let stopRecording = () => undefined as void;
beforeEach(() => {
  toasts.length = 0;
  stopRecording = bus.on('toast', (toast) => toasts.push(`${toast.type}:${toast.message}`));
});
afterEach(async () => {
  stopRecording();
  expect(unhandled).toEqual([]);
  await resetHelpPageState();
});

const page = (tickets: ReturnType<typeof summaryOf>[], count = tickets.length) => ({ status: 200, body: { count, data: tickets } });
const where = () => screen.getByTestId('where').textContent;

describe('technical support, as a visitor', () => {
  it('says to sign in (and come back here) or to use the contact form', async () => {
    await renderHelpPage('/technical-support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Technical Support' })).toBeInTheDocument();
    expect(screen.getByTestId('support-visitor')).toHaveTextContent('Sign in for technical support');
    expect(screen.getByTestId('support-contact')).toHaveAttribute('href', '/contact-us');
    await userEvent.click(screen.getByTestId('support-sign-in'));
    expect(where()).toBe('/auth/login');
    expect(peekRememberedRoute()).toBe('/technical-support');
  });
});

describe('technical support, as a member', () => {
  it('lists the tickets with their status, and pages through them', async () => {
    const tickets = [
      ticketFixture({ id: 43, subject: 'Certificate missing', status: 'resolved' }),
      ticketFixture({ id: 42, subject: 'Payment failed', status: 'pending', source: 'contact-us' }),
    ].map(summaryOf);
    answer('GET', 'technical-support', (request) => page(request.query.get('skip') === '10' ? [summaryOf(ticketFixture({ id: 3, subject: 'Old one' }))] : tickets, 11));
    await renderHelpPage('/technical-support', { signedIn: true });
    const items = await screen.findAllByTestId('ticket-item');
    expect(items.map((item) => [within(item).getByRole('link').textContent, within(item).getByTestId('ticket-status').textContent])).toEqual([
      ['Certificate missing', 'Resolved'],
      ['Payment failed', 'Pending'],
    ]);
    expect(items[1]).toHaveTextContent('Contact form');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/technical-support?ticket=43');
    expect(requestsTo('GET', 'technical-support')[0]!.query.get('all')).toBeNull();
    // Members have no "all tickets" view.
    expect(screen.queryByTestId('ticket-views')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Old one' })).toBeInTheDocument();
    expect(where()).toBe('/technical-support?page=2');
    expect(screen.getByRole('heading', { level: 2, name: 'Your tickets' })).toHaveFocus();
  });

  it('opens a ticket: says what is missing, sends it, then shows it', async () => {
    answer('GET', 'technical-support', page([]));
    const created = ticketFixture({ id: 50, subject: 'Quiz does not load', messages: [{ id: 9, body: 'Week 3 quiz.', fromStaff: false, createdAt: '2026-11-21T10:00:00.000Z' }] });
    answer('POST', 'technical-support', { status: 201, body: created });
    answer('GET', 'technical-support/50', { status: 200, body: created });
    await renderHelpPage('/technical-support', { signedIn: true });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not opened any ticket yet.');

    await userEvent.click(screen.getByTestId('new-ticket-button'));
    expect(where()).toBe('/technical-support?new=1');
    await userEvent.click(await screen.findByTestId('new-ticket-submit'));
    const subject = screen.getByLabelText('Subject');
    await waitFor(() => expect(subject).toHaveFocus());
    expect(screen.getAllByTestId('field-error').map((error) => error.textContent)).toEqual(['This field is required', 'This field is required']);

    await userEvent.type(subject, '  Quiz does not load ');
    await userEvent.type(screen.getByLabelText('Describe the problem'), 'Week 3 quiz.');
    await userEvent.click(screen.getByTestId('new-ticket-submit'));
    expect(await screen.findByTestId('ticket-subject')).toHaveTextContent('Quiz does not load');
    expect(requestsTo('POST', 'technical-support')[0]!.body).toEqual({ subject: 'Quiz does not load', body: 'Week 3 quiz.' });
    expect(where()).toBe('/technical-support?ticket=50');
    expect(toasts).toEqual(['success:Your ticket was sent. The support team will answer here.']);
  });

  it('shows a conversation and sends a reply; a resolved ticket says writing opens it again', async () => {
    const ticket = ticketFixture({
      status: 'resolved',
      messages: [
        { id: 1, body: 'It stays black.', fromStaff: false, createdAt: '2026-11-20T09:00:00.000Z' },
        { id: 2, body: 'Fixed, please try again.', fromStaff: true, createdAt: '2026-11-20T11:00:00.000Z' },
      ],
    });
    answer('GET', 'technical-support/41', { status: 200, body: ticket });
    const replied = { ...ticket, status: 'pending' as const, messages: [...ticket.messages, { id: 3, body: 'Still black.', fromStaff: false, createdAt: '2026-11-21T08:00:00.000Z' }] };
    answer('PATCH', 'technical-support/41', { status: 200, body: replied });
    await renderHelpPage('/technical-support?ticket=41', { signedIn: true });
    await waitFor(() => expect(screen.getByTestId('ticket-subject')).toHaveFocus());
    expect(screen.getAllByTestId('message').map((message) => [message.dataset.from, message.querySelector('strong')!.textContent])).toEqual([
      ['requester', 'You'],
      ['staff', 'Support team'],
    ]);
    expect(screen.getByTestId('resolved-note')).toBeInTheDocument();
    expect(screen.queryByTestId('reply-status')).toBeNull();

    await userEvent.type(screen.getByLabelText('Your reply'), 'Still black.');
    await userEvent.click(screen.getByTestId('reply-submit'));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(requestsTo('PATCH', 'technical-support/41')[0]!.body).toEqual({ body: 'Still black.' });
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Pending');
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
    expect(toasts).toEqual(['success:Your reply was sent.']);
  });

  it("says so when the ticket is not the member's, with the way back", async () => {
    answer('GET', 'technical-support/99', apiError(404, 'sup-001'));
    answer('GET', 'technical-support', page([]));
    await renderHelpPage('/technical-support?ticket=99', { signedIn: true });
    expect(await screen.findByTestId('error-state')).toHaveTextContent('This ticket does not exist, or is not yours.');
    await userEvent.click(screen.getByTestId('ticket-back'));
    expect(where()).toBe('/technical-support');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your tickets' })).toHaveFocus());
  });
});

describe('technical support, as an administrator', () => {
  it('shows every ticket with who sent it, and answers with a status', async () => {
    const visitorTicket = ticketFixture({ id: 60, subject: 'Group discount', source: 'contact-us', requester: { userId: null, name: 'Mona Salem', email: 'mona@example.org' } });
    answer('GET', 'technical-support', (request) => page(request.query.get('all') === '1' ? [summaryOf(visitorTicket)] : []));
    answer('GET', 'technical-support/60', { status: 200, body: visitorTicket });
    answer('PATCH', 'technical-support/60', { status: 200, body: { ...visitorTicket, status: 'resolved' } });
    await renderHelpPage('/technical-support', { signedIn: true });
    act(() => session.signIn({ ...tokensFixture(), portals: { isAdministrator: true, isInstructor: false } }));

    const views = await screen.findByTestId('ticket-views');
    await userEvent.click(within(views).getByRole('link', { name: 'All tickets' }));
    expect(where()).toBe('/technical-support?view=all');
    const item = await screen.findByTestId('ticket-item');
    expect(plainText(item)).toContain('From Mona Salem (mona@example.org)');
    expect(within(views).getByRole('link', { name: 'All tickets' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(item).getByRole('link', { name: 'Group discount' }));
    expect(await screen.findByTestId('ticket-subject')).toHaveTextContent('Group discount');
    expect(screen.getByTestId('message').querySelector('strong')).toHaveTextContent('Mona Salem');
    // Nothing to send: an answer or a status is needed.
    await userEvent.click(screen.getByTestId('reply-submit'));
    expect(await screen.findByTestId('field-error')).toHaveTextContent('This field is required');
    await userEvent.selectOptions(screen.getByLabelText(/Status/), 'resolved');
    await userEvent.click(screen.getByTestId('reply-submit'));
    await waitFor(() => expect(requestsTo('PATCH', 'technical-support/60')).toHaveLength(1));
    expect(requestsTo('PATCH', 'technical-support/60')[0]!.body).toEqual({ status: 'resolved' });
    expect(await screen.findByTestId('ticket-status')).toHaveTextContent('Resolved');
    expect(toasts).toEqual(['success:The ticket was updated.']);
  });
});
