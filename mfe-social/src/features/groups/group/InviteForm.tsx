import { useState } from 'react';
import { Formik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { useTranslation } from '@halaqa/i18n';
import { FocusingForm, FormError, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { useInvite } from '../../../api/groups-queries';
import { groupFailureText } from '../ui/failure';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  > div { flex: 1 1 16em; }
`;

/** Messages are i18n keys (formik-fields' useFieldError translates them). */
const schema = yup.object({
  email: yup.string().trim().required('common:required').email('common:form.invalidEmail').max(254, 'mfe-social:groups.invite.tooLong'),
});

/** A group admin invites a member of the organization by email. */
export function InviteForm({ groupId }: { groupId: number }) {
  const { t } = useTranslation(['mfe-social', 'common']);
  const invite = useInvite(groupId);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={schema}
      onSubmit={async ({ email }, { resetForm }) => {
        setProblem(null);
        try {
          await invite.mutateAsync(email.trim());
          bus.emit('toast', { type: 'success', message: t('groups.invite.sent', { email: email.trim() }) });
          resetForm();
        } catch (error) {
          setProblem(groupFailureText(t, error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FocusingForm testId="invite-form">
          <FormError testId="invite-error">{problem}</FormError>
          <Row>
            <FormikTextField name="email" type="email" autoComplete="off" label={t('groups.invite.email')} />
            <SubmitButton saving={isSubmitting} savingLabel={t('groups.invite.sending')}>{t('groups.invite.send')}</SubmitButton>
          </Row>
        </FocusingForm>
      )}
    </Formik>
  );
}
