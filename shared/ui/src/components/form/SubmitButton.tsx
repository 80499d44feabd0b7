import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '../Button';

/**
 * The submit button of a form. While `saving` it is disabled (no double
 * submit) and says so, in words, to everyone.
 */
export function SubmitButton({ saving = false, savingLabel, children, disabled, ...rest }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  saving?: boolean;
  savingLabel?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Button {...rest} type="submit" disabled={disabled || saving} aria-busy={saving || undefined}>
      {saving ? (savingLabel ?? t('form.saving')) : children}
    </Button>
  );
}
