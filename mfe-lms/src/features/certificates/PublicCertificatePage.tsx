import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { ErrorState, failureCode, LoadingState } from '@halaqa/ui/pages';
import { usePublicCertificate, type PublicCertificate } from './certificate-api';
import { certificateDay } from '../../certificate-ui/certificate-date';

const Page = styled.main`
  min-block-size: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
  background: ${({ theme }) => theme.colors.background};
`;

const Card = styled.article`
  inline-size: min(640px, 100%);
  padding: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-start: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  h1 { margin: 0 0 16px; font-size: 1.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 10px 16px; margin: 24px 0 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Status = styled.p<{ $valid: boolean }>`
  display: inline-block;
  margin: 0;
  padding: 6px 12px;
  border-radius: 999px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  border: 2px solid ${({ theme, $valid }) => ($valid ? theme.colors.success : theme.colors.error)};
`;

/**
 * /certificates/:certificateId: anyone (signed in or not) checks a
 * certificate of this organization, usually from its QR code. Shown without
 * the app bar and side menu (the route's meta); a wrong id says only that
 * no such certificate exists.
 */
export function PublicCertificatePage({ params }: PageProps) {
  const certificate = usePublicCertificate(params.certificateId ?? '');
  return (
    <Page>
      <Card aria-busy={certificate.isPending} data-testid="public-certificate">
        {certificate.isPending && <LoadingState />}
        {certificate.isError && (failureCode(certificate.error) === 'crt-001'
          ? <NotFound />
          : <ErrorState error={certificate.error} namespace="mfe-lms" onRetry={() => void certificate.refetch()} />)}
        {certificate.data && <Verified certificate={certificate.data} />}
      </Card>
    </Page>
  );
}

function NotFound() {
  const { t } = useTranslation('mfe-lms');
  return (
    <>
      <h1>{t('certificates.public.notFoundTitle')}</h1>
      <p data-testid="certificate-not-found">{t('certificates.public.notFound')}</p>
    </>
  );
}

function Verified({ certificate }: { certificate: PublicCertificate }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const valid = certificate.status === 'VALID';
  return (
    <>
      <h1>{t('certificates.public.title')}</h1>
      <Status $valid={valid} data-testid="certificate-status">
        {valid ? t('certificates.status.valid') : t('certificates.status.revoked')}
      </Status>
      <dl>
        <dt>{t('certificates.fields.holder')}</dt>
        <dd dir="auto" data-testid="certificate-holder">{certificate.holderName}</dd>
        <dt>{t('certificates.fields.course')}</dt>
        <dd dir="auto" data-testid="certificate-course">{certificate.courseName}</dd>
        <dt>{t('certificates.fields.organization')}</dt>
        <dd dir="auto">{certificate.organizationName}</dd>
        <dt>{t('certificates.fields.issuedAt')}</dt>
        <dd>{certificateDay(certificate.issuedAt, language)}</dd>
        {certificate.revokedAt && (
          <>
            <dt>{t('certificates.fields.revokedAt')}</dt>
            <dd>{certificateDay(certificate.revokedAt, language)}</dd>
          </>
        )}
      </dl>
    </>
  );
}
