/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportTicketDetail } from '@halaqa/contracts/src/support';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { CHAT_REFRESH_MS } from '../api/chat-queries';
import { renderHelpPage, resetHelpPageState, ticketFixture } from '../testing/render-help-page';
import { CHAT_STORAGE_KEY, keepOpenChat, readOpenChat } from './chat-storage';

afterEach(async () => {
  jest.useRealTimers();
  expect(unhandled).toEqual([]);
  await resetHelpPageState();
});

const TOKEN = 'a'.repeat(43);
const visitorChat = (overrides: Partial<SupportTicketDetail> = {}) => ticketFixture({
  id: 80,
  source: 'chat',
  subject: 'Is there a certificate?',
  requester: { userId: null, name: 'Ali Hassan', email: 'ali@example.org' },
  messages: [{ id: 1, body: 'Is there a certificate?', fromStaff: false, createdAt: '2026-11-22T10:00:00.000Z' }],
  ...overrides,
});

describe('chat', () => {
  it('a visitor starts a chat with a name and an email, keeps it in the tab, and writes more', async () => {
    const opened = visitorChat();
    answer('POST', 'chat', { status: 201, body: { ticket: opened, accessToken: TOKEN } });
    answer('GET', 'chat/80', { status: 200, body: opened });
    const more = { ...opened, messages: [...opened.messages, { id: 2, body: 'And a second question.', fromStaff: false, createdAt: '2026-11-22T10:01:00.000Z' }] };
    answer('POST', 'chat/80/messages', { status: 200, body: more });
    await renderHelpPage('/chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('start-chat'));
    expect(await screen.findAllByTestId('field-error')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('Your name'), 'Ali Hassan');
    await userEvent.type(screen.getByLabelText('Your email'), 'ali@example.org');
    await userEvent.type(screen.getByLabelText('Your message'), 'Is there a certificate?');
    await userEvent.click(screen.getByTestId('start-chat'));

    const log = await screen.findByRole('log', { name: 'Messages of the chat' });
    expect(log).toHaveTextContent('Is there a certificate?');
    expect(requestsTo('POST', 'chat')[0]!.body).toEqual({ message: 'Is there a certificate?', name: 'Ali Hassan', email: 'ali@example.org' });
    expect(readOpenChat()).toEqual({ ticketId: 80, token: TOKEN });
    expect(screen.getByText('Waiting for the support team. New answers appear here by themselves.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Write a message'), 'And a second question.');
    await userEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    const write = requestsTo('POST', 'chat/80/messages')[0]!;
    expect(write.body).toEqual({ body: 'And a second question.' });
    // The token travels in a header, never in the address.
    expect(write.headers.get('x-chat-token')).toBe(TOKEN);
    expect(screen.getByLabelText('Write a message')).toHaveValue('');
  });

  it('reopens the chat of this tab and asks for new answers every few seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    keepOpenChat({ ticketId: 80, token: TOKEN });
    let answered = false;
    answer('GET', 'chat/80', () => ({
      status: 200,
      body: answered
        ? visitorChat({ status: 'pending', messages: [...visitorChat().messages, { id: 2, body: 'Yes, when you pass.', fromStaff: true, createdAt: '2026-11-22T10:05:00.000Z' }] })
        : visitorChat(),
    }));
    await renderHelpPage('/chat');
    await screen.findByRole('log');
    expect(requestsTo('GET', 'chat/80')[0]!.headers.get('x-chat-token')).toBe(TOKEN);
    answered = true;
    await act(async () => { jest.advanceTimersByTime(CHAT_REFRESH_MS); });
    expect(await screen.findByText('Yes, when you pass.')).toBeInTheDocument();
    expect(screen.getAllByTestId('message')[1]!.querySelector('strong')).toHaveTextContent('Support team');
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Pending');
    expect(screen.queryByText(/Waiting for the support team/)).toBeNull();
  });

  it('starts afresh when the chat of this tab is no longer there', async () => {
    keepOpenChat({ ticketId: 81, token: TOKEN });
    answer('GET', 'chat/81', apiError(404, 'sup-001'));
    await renderHelpPage('/chat');
    expect(await screen.findByText('That chat is no longer available in this tab. Start a new one below.')).toBeInTheDocument();
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('start-chat-form')).toBeInTheDocument();
  });

  it('a member only writes (the session says who), and may start a new chat', async () => {
    const mine = visitorChat({ id: 82, requester: { userId: 7, name: 'Sara Ali', email: 'sara@example.com' } });
    answer('POST', 'chat', { status: 201, body: { ticket: mine, accessToken: null } });
    answer('GET', 'chat/82', { status: 200, body: mine });
    await renderHelpPage('/chat', { signedIn: true });
    await screen.findByTestId('start-chat-form');
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(screen.getByText('You are signed in: this chat also appears among your tickets.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your message'), 'Quick question');
    await userEvent.click(screen.getByTestId('start-chat'));
    await screen.findByRole('log');
    expect(requestsTo('POST', 'chat')[0]!.body).toEqual({ message: 'Quick question' });
    expect(readOpenChat()).toEqual({ ticketId: 82, token: null });
    expect(requestsTo('GET', 'chat/82').every((request) => !request.headers.has('x-chat-token'))).toBe(true);

    await userEvent.click(screen.getByTestId('new-chat'));
    expect(screen.getByTestId('start-chat-form')).toBeInTheDocument();
    expect(readOpenChat()).toBeNull();
  });

  it('says clearly when too many messages were sent', async () => {
    answer('POST', 'chat', apiError(429, 'sup-002'));
    await renderHelpPage('/chat', { language: 'ar' });
    await userEvent.type(await screen.findByLabelText('اسمك'), 'علي');
    await userEvent.type(screen.getByLabelText('بريدك الإلكتروني'), 'ali@example.org');
    await userEvent.type(screen.getByLabelText('رسالتك'), 'مرحبا');
    await userEvent.click(screen.getByTestId('start-chat'));
    expect(await screen.findByTestId('chat-error')).toHaveTextContent('أرسلت رسائل كثيرة في وقت قصير');
  });
});

describe('chat storage', () => {
  it('reads back only what it wrote', () => {
    keepOpenChat({ ticketId: 5, token: 'x' });
    expect(readOpenChat()).toEqual({ ticketId: 5, token: 'x' });
    for (const stored of ['{', '[]', '{"ticketId":"5"}', '{"ticketId":0}', 'null']) {
      sessionStorage.setItem(CHAT_STORAGE_KEY, stored);
      expect(readOpenChat()).toBeNull();
    }
  });
});
