import { useTranslation } from '@halaqa/i18n';
import { Spinner } from '@halaqa/ui';

/** A shell page's stand-in while its chunk loads: only what the first load has (the spinner, the common texts). */
export function PageLoading() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} testId="loading" />;
}
