/**
 * @jest-environment <rootDir>/../jest.fetch-environment.js
 * @jest-environment-options {"url": "http://demo.localhost/"}
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { plainText, renderHelpPage, resetHelpPageState, summaryOf, ticketFixture } from '../testing/render-help-page';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetHelpPageState();
});

const sent = (email: string) => ({ status: 201, body: summaryOf(ticketFixture({ id: 77, source: 'contact-us', requester: { userId: null, name: 'Mona', email } })) });

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

describe('contact us', () => {
  it('says which fields need fixing, starting with the first', async () => {
    await renderHelpPage('/contact-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toHaveFocus();
    await userEvent.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(screen.getAllByTestId('field-error').map((error) => error.textContent)).toEqual([
      'This field is required', 'This field is required', 'This field is required', 'This field is required',
    ]);
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    await fill({ 'Your name': 'Mona', 'Your email': 'not-an-email', Subject: 'Hi', Message: 'Hello' });
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(requestsTo('POST', 'contact-us')).toEqual([]);
  });

  it("sends a visitor's message and confirms with its reference", async () => {
    answer('POST', 'contact-us', sent('mona@example.org'));
    await renderHelpPage('/contact-us');
    await screen.findByTestId('contact-form');
    await fill({ 'Your name': ' Mona Salem ', 'Your email': 'mona@example.org', Subject: 'Group discount', Message: 'Do you offer one?' });
    await userEvent.click(screen.getByTestId('contact-submit'));
    const confirmation = await screen.findByTestId('contact-sent');
    expect(plainText(confirmation)).toContain('We answer at mona@example.org. Your reference number is 77.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Thank you, your message was sent' })).toHaveFocus());
    expect(requestsTo('POST', 'contact-us')[0]!.body).toEqual({ name: 'Mona Salem', email: 'mona@example.org', subject: 'Group discount', message: 'Do you offer one?' });
    await userEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('says clearly when too many messages were sent', async () => {
    answer('POST', 'contact-us', apiError(429, 'sup-002'));
    await renderHelpPage('/contact-us');
    await screen.findByTestId('contact-form');
    await fill({ 'Your name': 'Mona', 'Your email': 'mona@example.org', Subject: 'Again', Message: 'Hello?' });
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-error')).toHaveTextContent('You have sent many messages in a short time. Please wait a while before writing again.');
    expect(screen.getByTestId('contact-error')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello?');
  });

  it("fills in a member's name and email", async () => {
    answer('POST', 'contact-us', sent('sara@example.com'));
    await renderHelpPage('/contact-us', { signedIn: true });
    expect(await screen.findByLabelText('Your name')).toHaveValue('Sara Ali');
    expect(screen.getByLabelText('Your email')).toHaveValue('sara@example.com');
    expect(screen.getByText('You are signed in: your message will also appear among your tickets.')).toBeInTheDocument();
    await fill({ Subject: 'Invoice', Message: 'Please send it again.' });
    await userEvent.click(screen.getByTestId('contact-submit'));
    await screen.findByTestId('contact-sent');
    expect(requestsTo('POST', 'contact-us')[0]!.body).toMatchObject({ name: 'Sara Ali', email: 'sara@example.com' });
  });

  it('speaks Arabic', async () => {
    await renderHelpPage('/contact-us', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'أرسل الرسالة' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب'))).toHaveLength(4);
  });
});
