import { useTranslation } from '@halaqa/i18n';
import { useChromeTexts } from '@halaqa/mfe-runtime';
import { Button, ButtonRow, MessageCard } from '@halaqa/ui';
import type { RemoteName } from '@halaqa/contracts';

/** Says which area of the site could not be loaded, with a retry; the rest keeps working. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const area = useChromeTexts().areaName(remote);
  return (
    <MessageCard data-testid="remote-fallback" role="alert">
      <h1>{t('remotes.unavailableTitle', { area })}</h1>
      <p>{t('remotes.unavailableBody')}</p>
      <ButtonRow>
        <Button type="button" onClick={onRetry} data-testid="remote-retry">{t('remotes.retry')}</Button>
      </ButtonRow>
    </MessageCard>
  );
}
