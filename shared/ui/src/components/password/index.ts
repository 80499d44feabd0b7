export { PasswordRulesHint } from './PasswordRulesHint';
export { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
