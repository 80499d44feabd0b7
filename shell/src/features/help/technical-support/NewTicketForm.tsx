import { useState } from 'react';
import styled from 'styled-components';
import { Formik } from 'formik';
import { object } from 'yup';
import { bus } from '@halaqa/bus';
import { SUPPORT_LIMITS, type SupportTicketDetail } from '@halaqa/contracts/src/support';
import { Button } from '@halaqa/ui';
import { FocusingForm, FormError, FormikTextArea, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { useOpenTicket } from '../api/ticket-queries';
import { text } from '../components/validation';
import { failureMessage } from '../error-text';
import { Panel } from '../components/Panel';
import { useSupportTexts } from '../use-support-texts';

const schema = object({ subject: text(SUPPORT_LIMITS.subject), body: text(SUPPORT_LIMITS.body) });
type Values = { subject: string; body: string };

const Box = styled(Panel)`
  h2 { margin: 0 0 8px; font-size: 1.25rem; }
  > p { margin: 0 0 20px; line-height: 1.6; color: ${({ theme }) => theme.colors.muted}; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; }
`;

/** POST technical-support: subject and description; on success the new ticket opens. */
export function NewTicketForm({ onCreated, onCancel }: { onCreated(ticket: SupportTicketDetail): void; onCancel(): void }) {
  const { t } = useSupportTexts();
  const open = useOpenTicket();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values) {
    setFailure(null);
    try {
      const ticket = await open.mutateAsync({ subject: values.subject.trim(), body: values.body.trim() });
      bus.emit('toast', { type: 'success', message: t('newTicket.created') });
      onCreated(ticket);
    } catch (error) {
      setFailure(failureMessage(t, error));
    }
  }

  return (
    <Box as="section" aria-labelledby="support-new-ticket-title" data-testid="new-ticket">
      <h2 id="support-new-ticket-title">{t('newTicket.title')}</h2>
      <p>{t('newTicket.lead')}</p>
      <Formik<Values> initialValues={{ subject: '', body: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FocusingForm testId="new-ticket-form">
            <FormError>{failure}</FormError>
            <FormikTextField name="subject" label={t('newTicket.subject')} maxLength={SUPPORT_LIMITS.subject} autoComplete="off" />
            <FormikTextArea name="body" label={t('newTicket.body')} maxLength={SUPPORT_LIMITS.body} />
            <div className="actions">
              <SubmitButton saving={isSubmitting} savingLabel={t('newTicket.submitting')} data-testid="new-ticket-submit">{t('newTicket.submit')}</SubmitButton>
              <Button type="button" $variant="ghost" onClick={onCancel}>{t('newTicket.cancel')}</Button>
            </div>
          </FocusingForm>
        )}
      </Formik>
    </Box>
  );
}
