import { object, ref, string } from 'yup';
import { failingPasswordRules } from '@halaqa/contracts';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Spec section 5 for the change-password form. Messages are i18n keys of the
 * common namespace, translated when shown (so a language switch applies).
 */
export const changePasswordSchema = object({
  oldPassword: string().required('required'),
  newPassword: string()
    .required('required')
    .test('rules', 'password.weak', (value) => failingPasswordRules(value ?? '').length === 0)
    .test('differs', 'account.passwordSameAsOld', function differs(value) {
      return !value || value !== this.parent.oldPassword;
    }),
  confirmPassword: string()
    .required('required')
    .oneOf([ref('newPassword')], 'password.confirmMismatch'),
});
