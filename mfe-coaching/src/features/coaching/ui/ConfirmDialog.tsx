import type { ReactNode } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { Button, ButtonRow } from '@halaqa/ui';
import { Dialog } from '@halaqa/ui/pages';

/** Asks before a booking, a cancellation or a deletion; what it is about goes in `children`. */
export function ConfirmDialog({ title, confirm, busy, onConfirm, onClose, children, testId = 'confirm-dialog' }: {
  title: string;
  confirm: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog title={title} onClose={onClose} testId={testId}>
      {children}
      <ButtonRow>
        <Button type="button" $variant="ghost" onClick={onClose}>{t('form.cancel')}</Button>
        <Button type="button" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined} data-testid="confirm">{confirm}</Button>
      </ButtonRow>
    </Dialog>
  );
}
