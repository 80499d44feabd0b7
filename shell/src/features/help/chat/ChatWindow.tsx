import { useState } from 'react';
import styled from 'styled-components';
import { Formik, type FormikHelpers } from 'formik';
import { object } from 'yup';
import { SUPPORT_LIMITS, type SupportTicketDetail } from '@halaqa/contracts/src/support';
import { Button } from '@halaqa/ui';
import { FocusingForm, FormError, FormikTextArea, SubmitButton } from '@halaqa/ui/forms';
import { useWriteToChat, type OpenChatRef } from '../api/chat-queries';
import { Conversation } from '../components/Conversation';
import { StatusBadge } from '../components/StatusBadge';
import { text } from '../components/validation';
import { failureMessage } from '../error-text';
import { useSupportTexts } from '../use-support-texts';

const schema = object({ body: text(SUPPORT_LIMITS.body) });
type Values = { body: string };

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block-end: 16px;
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const Waiting = styled.p`
  margin: 0 0 16px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** An open chat: its messages (new ones announced), and a box to write more. */
export function ChatWindow({ chat, ticket, onNewChat }: { chat: OpenChatRef; ticket: SupportTicketDetail; onNewChat(): void }) {
  const { t } = useSupportTexts();
  const write = useWriteToChat(chat);
  const [failure, setFailure] = useState<string | null>(null);
  const answered = ticket.messages.some((message) => message.fromStaff);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFailure(null);
    try {
      await write.mutateAsync(values.body.trim());
      helpers.resetForm();
    } catch (error) {
      setFailure(failureMessage(t, error));
    }
  }

  return (
    <section aria-label={t('chat.log')} data-testid="chat-window">
      <Bar>
        <StatusBadge status={ticket.status} />
        <Button type="button" $variant="ghost" onClick={onNewChat} data-testid="new-chat">{t('chat.newChat')}</Button>
      </Bar>
      <Conversation messages={ticket.messages} reader="requester" requesterName={ticket.requester.name} label={t('chat.log')} live />
      {!answered && <Waiting>{t('chat.waiting')}</Waiting>}
      <Formik<Values> initialValues={{ body: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FocusingForm testId="chat-form">
            <FormError testId="chat-error">{failure}</FormError>
            <FormikTextArea name="body" label={t('chat.write')} maxLength={SUPPORT_LIMITS.body} rows={3} />
            <SubmitButton saving={isSubmitting} savingLabel={t('chat.sending')} data-testid="chat-send">{t('chat.send')}</SubmitButton>
          </FocusingForm>
        )}
      </Formik>
    </section>
  );
}
