import { useTranslation } from '@halaqa/i18n';
import { Button, ButtonRow } from '@halaqa/ui';
import { Dialog } from '@halaqa/ui/pages';

/** Asks before something that cannot be undone (leave, delete, remove, block); the focus returns where it was. */
export function ConfirmDialog({ title, text, confirm, busy, onConfirm, onClose }: {
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog title={title} onClose={onClose} testId="confirm-dialog">
      <p>{text}</p>
      <ButtonRow>
        <Button type="button" $variant="ghost" onClick={onClose}>{t('form.cancel')}</Button>
        <Button type="button" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>{confirm}</Button>
      </ButtonRow>
    </Dialog>
  );
}
