import { useState } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { downloadCertificate } from './download-certificate';

/** The PDF download of one of the member's certificates, saying so while it comes and if it fails. */
export function DownloadCertificateButton({ certificate, courseName }: { certificate: { id: string; verificationCode: string }; courseName?: string }) {
  const { t } = useTranslation('mfe-lms');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const start = async () => {
    setState('busy');
    try {
      await downloadCertificate(certificate);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <span>
      <Button
        type="button" onClick={() => void start()} disabled={state === 'busy'} aria-busy={state === 'busy'} data-testid="certificate-download"
        // In a list, each button names its course (the visible words first, so speech input finds it).
        aria-label={courseName && state !== 'busy' ? `${t('certificates.download')}: ${courseName}` : undefined}
      >
        {state === 'busy' ? t('certificates.downloading') : t('certificates.download')}
      </Button>
      {state === 'failed' && <span role="alert" data-testid="certificate-download-error"> {t('certificates.downloadFailed')}</span>}
    </span>
  );
}
