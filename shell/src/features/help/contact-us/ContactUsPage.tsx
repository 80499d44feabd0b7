import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Formik } from 'formik';
import { object } from 'yup';
import { SUPPORT_LIMITS, type SupportTicket } from '@halaqa/contracts/src/support';
import { usePageLanguage } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { displayName, useCurrentUser, useSession, type CurrentUser } from '@halaqa/session';
import { Button, Spinner } from '@halaqa/ui';
import { FocusingForm, FormError, FormikTextArea, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { useSendContactMessage } from '../api/ticket-queries';
import { HelpPageFrame } from '../components/HelpPageFrame';
import { email, text } from '../components/validation';
import { failureMessage } from '../error-text';
import { isolate } from '../isolate';
import { Panel } from '../components/Panel';
import { useSupportTexts } from '../use-support-texts';

const schema = object({
  name: text(SUPPORT_LIMITS.name),
  email: email(),
  subject: text(SUPPORT_LIMITS.subject),
  message: text(SUPPORT_LIMITS.body),
});
type Values = { name: string; email: string; subject: string; message: string };

const Box = styled(Panel)`
  .note { margin: 0 0 16px; color: ${({ theme }) => theme.colors.muted}; }
`;

const Sent = styled(Panel)`
  h2 { margin: 0 0 8px; font-size: 1.25rem; }
  h2:focus { outline: none; }
  p { margin: 0 0 20px; line-height: 1.6; }
`;

function SentMessage({ ticket, onAnother }: { ticket: SupportTicket; onAnother(): void }) {
  const { t } = useSupportTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Sent role="status" data-testid="contact-sent">
      <h2 ref={heading} tabIndex={-1}>{t('contact.sentTitle')}</h2>
      <p>{t('contact.sentBody', { email: isolate(ticket.requester.email), id: ticket.id })}</p>
      <Button type="button" $variant="ghost" onClick={onAnother}>{t('contact.another')}</Button>
    </Sent>
  );
}

function ContactForm({ user, onSent }: { user: CurrentUser | undefined; onSent(ticket: SupportTicket): void }) {
  const { t } = useSupportTexts();
  const language = usePageLanguage();
  const send = useSendContactMessage();
  const [failure, setFailure] = useState<string | null>(null);
  // A member's name and email are filled in; they may change them (a reply to another address, say).
  const initialValues: Values = { name: user ? displayName(user, language).full : '', email: user?.email ?? '', subject: '', message: '' };

  async function submit(values: Values) {
    setFailure(null);
    try {
      onSent(await send.mutateAsync({
        name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim(),
      }));
    } catch (error) {
      setFailure(failureMessage(t, error));
    }
  }

  return (
    <Box>
      {user && <p className="note">{t('contact.memberNote')}</p>}
      <Formik<Values> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FocusingForm testId="contact-form">
            <FormError testId="contact-error">{failure}</FormError>
            <FormikTextField name="name" label={t('contact.name')} autoComplete="name" maxLength={SUPPORT_LIMITS.name} />
            <FormikTextField name="email" type="email" label={t('contact.email')} autoComplete="email" dir="ltr" />
            <FormikTextField name="subject" label={t('contact.subject')} autoComplete="off" maxLength={SUPPORT_LIMITS.subject} />
            <FormikTextArea name="message" label={t('contact.message')} maxLength={SUPPORT_LIMITS.body} />
            <SubmitButton saving={isSubmitting} savingLabel={t('contact.submitting')} data-testid="contact-submit">{t('contact.submit')}</SubmitButton>
          </FocusingForm>
        )}
      </Formik>
    </Box>
  );
}

/**
 * /contact-us (spec section 2, everyone): name, email, subject and message
 * become a ticket for the support staff (POST contact-us). Too many messages
 * (sup-002) is said above the form.
 */
export function ContactUsPage({ title }: PageProps) {
  const { t } = useSupportTexts();
  const { signedIn } = useSession();
  const user = useCurrentUser();
  const [sent, setSent] = useState<SupportTicket | null>(null);
  return (
    <HelpPageFrame title={title ?? ''} lead={t('contact.lead')} testId="contact-us-page">
      {sent ? <SentMessage ticket={sent} onAnother={() => setSent(null)} />
        : signedIn && user.isPending ? <Spinner label={t('loading', { ns: 'common' })} />
          : <ContactForm user={signedIn ? user.data : undefined} onSent={setSent} />}
    </HelpPageFrame>
  );
}
