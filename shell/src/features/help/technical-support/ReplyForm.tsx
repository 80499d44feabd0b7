import { useState } from 'react';
import styled from 'styled-components';
import { Formik, type FormikHelpers } from 'formik';
import { mixed, object } from 'yup';
import { bus } from '@halaqa/bus';
import { SUPPORT_LIMITS, SUPPORT_TICKET_STATUSES, type SupportTicketDetail, type SupportTicketStatus } from '@halaqa/contracts/src/support';
import { FocusingForm, FormError, FormikSelectField, FormikTextArea, SubmitButton } from '@halaqa/ui/forms';
import { useUpdateTicket } from '../api/ticket-queries';
import { optionalText, text } from '../components/validation';
import { failureMessage } from '../error-text';
import { useSupportTexts } from '../use-support-texts';

type Values = { body: string; status: '' | SupportTicketStatus };

const requesterSchema = object({ body: text(SUPPORT_LIMITS.body) });
// The staff may answer, set the status, or both: the answer is needed only when the status stays (formik sends '' as undefined).
const staffSchema = object({
  status: mixed<SupportTicketStatus>().oneOf([...SUPPORT_TICKET_STATUSES]),
  body: optionalText(SUPPORT_LIMITS.body).when('status', { is: (status: unknown) => !status, then: (field) => field.required('common:required') }),
});

const Box = styled.section`
  h3 { margin: 0 0 12px; font-size: 1.1rem; }
`;

/**
 * PATCH technical-support/:ticketId: the requester's answer, or the staff's
 * answer and/or new status.
 */
export function ReplyForm({ ticket, staff }: { ticket: SupportTicketDetail; staff: boolean }) {
  const { t } = useSupportTexts();
  const update = useUpdateTicket(ticket.id);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFailure(null);
    const body = values.body.trim();
    try {
      await update.mutateAsync({ ...(body ? { body } : {}), ...(staff && values.status ? { status: values.status } : {}) });
      helpers.resetForm();
      bus.emit('toast', { type: 'success', message: body ? t('ticket.sent') : t('ticket.saved') });
    } catch (error) {
      setFailure(failureMessage(t, error));
    }
  }

  return (
    <Box aria-labelledby="support-reply-title">
      <h3 id="support-reply-title">{t('ticket.replyTitle')}</h3>
      <Formik<Values> initialValues={{ body: '', status: '' }} validationSchema={staff ? staffSchema : requesterSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FocusingForm testId="reply-form">
            <FormError>{failure}</FormError>
            <FormikTextArea name="body" label={staff ? t('ticket.replyOptional') : t('ticket.reply')} maxLength={SUPPORT_LIMITS.body} />
            {staff && (
              <FormikSelectField
                name="status"
                label={t('status.label')}
                optional
                placeholder={t('ticket.keepStatus', { status: t(`status.${ticket.status}`) })}
                options={SUPPORT_TICKET_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
                data-testid="reply-status"
              />
            )}
            <SubmitButton saving={isSubmitting} savingLabel={t('ticket.sending')} data-testid="reply-submit">{t('ticket.send')}</SubmitButton>
          </FocusingForm>
        )}
      </Formik>
    </Box>
  );
}
