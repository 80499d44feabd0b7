import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Formik, Form, type FormikProps } from 'formik';
import styled from 'styled-components';
import { bus } from '@halaqa/bus';
import { useTranslation } from '@halaqa/i18n';
import { changePassword } from '@halaqa/session';
import { Button } from '../Button';
import { FormError } from '../form/FormError';
import { PasswordField } from '../form/PasswordField';
import { SubmitButton } from '../form/SubmitButton';
import { useFocusFirstError } from '../form/focus-first-error';
import { focusableIn } from '../dialog/focus-trap';
import { PasswordRulesHint } from './PasswordRulesHint';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';

export interface ChangePasswordDialogProps {
  /** A reset is required: a panel of the page rather than a dialog, with no way to close it. */
  forced: boolean;
  onClose?(): void;
  /** The password was changed (after the success toast; the session has already re-read the user). */
  onChanged?(): void;
}

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
  margin-block-start: 8px;
`;

const Lead = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The server's refusals of spec section 8, as keys of the common namespace. */
const FAILURE_TEXT = {
  passwordSameAsOld: 'account.passwordSameAsOld',
  oldPasswordRule: 'account.oldPasswordRule',
  somethingWentWrong: 'somethingWentWrong',
} as const;

function FocusFirstError({ form, submitCount, busy }: { form: RefObject<HTMLFormElement | null>; submitCount: number; busy: boolean }) {
  useFocusFirstError(form, submitCount, busy);
  return null;
}

const INITIAL: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The change-password form (spec sections 2, 5 and 8), inside the frame the
 * dialog keeps open while this code loads: old, new and confirmation, each
 * with show/hide; validated on submit; live hints for the new password's
 * rules; the save button disabled while saving.
 */
export default function ChangePasswordForm({ forced, onClose, onChanged }: ChangePasswordDialogProps) {
  const { t } = useTranslation('common');
  const [failure, setFailure] = useState<keyof typeof FAILURE_TEXT | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const closable = !forced && onClose ? onClose : undefined;

  // Arriving in a frame that already has the focus (its panel, while this loaded), the keyboard moves on to the first field.
  useLayoutEffect(() => {
    const node = form.current;
    if (node && document.activeElement?.contains(node)) focusableIn(node)[0]?.focus();
  }, []);

  async function submit(values: ChangePasswordValues) {
    setFailure(null);
    const result = await changePassword(values.oldPassword, values.newPassword);
    if (result.ok) {
      bus.emit('toast', { type: 'success', message: t('account.passwordChanged') });
      onChanged?.();
      closable?.();
      return;
    }
    setFailure(result.messageKey);
  }

  return (
    <>
      {forced && <Lead>{t('account.forcedReset')}</Lead>}
      <Formik initialValues={INITIAL} validationSchema={changePasswordSchema} onSubmit={submit} validateOnBlur={false}>
        {(formik: FormikProps<ChangePasswordValues>) => {
          // Spec: the form validates on submit; errors appear after the first attempt.
          const errorOf = (name: keyof ChangePasswordValues) => {
            const key = formik.submitCount > 0 ? formik.errors[name] : undefined;
            return key ? t(key) : null;
          };
          return (
            <Form ref={form} noValidate>
              <FocusFirstError form={form} submitCount={formik.submitCount} busy={formik.isSubmitting || formik.isValidating} />
              <FormError>{failure ? t(FAILURE_TEXT[failure]) : null}</FormError>
              <PasswordField
                label={t('account.oldPassword')}
                autoComplete="current-password"
                {...formik.getFieldProps('oldPassword')}
                error={errorOf('oldPassword')}
              />
              <PasswordField
                label={t('account.newPassword')}
                autoComplete="new-password"
                {...formik.getFieldProps('newPassword')}
                error={errorOf('newPassword')}
                hint={<PasswordRulesHint password={formik.values.newPassword} />}
              />
              <PasswordField
                label={t('account.confirmPassword')}
                autoComplete="new-password"
                {...formik.getFieldProps('confirmPassword')}
                error={errorOf('confirmPassword')}
              />
              <Actions>
                {closable && <Button type="button" $variant="ghost" onClick={closable}>{t('form.cancel')}</Button>}
                <SubmitButton saving={formik.isSubmitting} data-testid="change-password-save">{t('form.save')}</SubmitButton>
              </Actions>
            </Form>
          );
        }}
      </Formik>
    </>
  );
}
