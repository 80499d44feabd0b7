import { useTranslation, usePageLanguage, numberFormat } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import type { PlayerSubsection } from '../api/types';
import { PlayerIcon } from '../frame/PlayerIcon';

/** A file without a viewer (a document, a PDF without rendered pages): its download. */
export function FileDownload({ file }: { file: NonNullable<PlayerSubsection['file']> }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const size = file.sizeBytes === null ? null
    : numberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(file.sizeBytes / 1_000_000);
  return (
    <p data-testid="file-download">
      <Button as="a" href={file.url} download={file.fileName}>
        <PlayerIcon name="download" />
        {t('player.content.download', { name: file.fileName })}
      </Button>
      {size && <span style={{ marginInlineStart: 12 }}>{size}</span>}
    </p>
  );
}
