import { useState } from 'react';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { SUPPORT_LIMITS, type OpenedChat } from '@halaqa/contracts/src/support';
import { FocusingForm, FormError, FormikTextArea, FormikTextField, SubmitButton } from '@halaqa/ui/forms';
import { useOpenChat } from '../api/chat-queries';
import { email, text } from '../components/validation';
import { failureMessage } from '../error-text';
import { useSupportTexts } from '../use-support-texts';

type Values = { name: string; email: string; message: string };

const visitorSchema = object({ name: text(SUPPORT_LIMITS.name), email: email(), message: text(SUPPORT_LIMITS.body) });
const memberSchema = object({ name: string(), email: string(), message: text(SUPPORT_LIMITS.body) });

/** POST chat: a visitor gives a name and an email; a member only writes. */
export function StartChatForm({ member, onOpened }: { member: boolean; onOpened(chat: OpenedChat): void }) {
  const { t } = useSupportTexts();
  const open = useOpenChat();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values) {
    setFailure(null);
    try {
      const message = values.message.trim();
      onOpened(await open.mutateAsync(member ? { message } : { message, name: values.name.trim(), email: values.email.trim() }));
    } catch (error) {
      setFailure(failureMessage(t, error));
    }
  }

  return (
    <Formik<Values> initialValues={{ name: '', email: '', message: '' }} validationSchema={member ? memberSchema : visitorSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <FocusingForm testId="start-chat-form">
          <FormError testId="chat-error">{failure}</FormError>
          {!member && (
            <>
              <FormikTextField name="name" label={t('chat.name')} autoComplete="name" maxLength={SUPPORT_LIMITS.name} />
              <FormikTextField name="email" type="email" label={t('chat.email')} autoComplete="email" dir="ltr" />
            </>
          )}
          <FormikTextArea name="message" label={t('chat.message')} maxLength={SUPPORT_LIMITS.body} />
          <SubmitButton saving={isSubmitting} savingLabel={t('chat.starting')} data-testid="start-chat">{t('chat.start')}</SubmitButton>
        </FocusingForm>
      )}
    </Formik>
  );
}
