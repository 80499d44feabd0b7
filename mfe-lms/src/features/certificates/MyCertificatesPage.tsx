import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { usePageInRange, usePageParam } from '@halaqa/mfe-runtime/paging';
import { Link } from '@halaqa/router';
import { EmptyState, LoadingState, Pagination, QueryStates } from '@halaqa/ui/pages';
import { lmsPaths } from '../../definition';
import { PageFrame } from '../../layout/PageFrame';
import { MY_CERTIFICATES_PAGE_SIZE, useMyCertificates, type MyCertificate } from './certificate-api';
import { certificateDay } from '../../certificate-ui/certificate-date';
import { DownloadCertificateButton } from '../../certificate-ui/DownloadCertificateButton';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  li { padding: 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
  h2 { margin: 0 0 6px; font-size: 1.15rem; }
  p { margin: 4px 0; color: ${({ theme }) => theme.colors.muted}; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-block-start: 12px;
`;

/** /my-certificates: the member's certificates, newest first, each with its PDF and its public page. */
export function MyCertificatesPage() {
  const { t } = useTranslation('mfe-lms');
  const { page, setPage } = usePageParam();
  const certificates = useMyCertificates(page);
  const pageCount = usePageInRange(certificates, page, MY_CERTIFICATES_PAGE_SIZE, setPage);
  return (
    <PageFrame>
      <h1>{t('pages.myCertificates')}</h1>
      <QueryStates query={certificates} namespace="mfe-lms" loading={<LoadingState />}>
        {({ data }) => data.length === 0
          ? <EmptyState action={<Link to={lmsPaths.myCourses()}>{t('certificates.mine.toMyCourses')}</Link>}>{t('certificates.mine.empty')}</EmptyState>
          : (
            <>
              <List data-testid="my-certificates">
                {data.map((certificate) => <CertificateRow key={certificate.id} certificate={certificate} />)}
              </List>
              <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setPage(next)} />
            </>
          )}
      </QueryStates>
    </PageFrame>
  );
}

function CertificateRow({ certificate }: { certificate: MyCertificate }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  return (
    <li data-testid="my-certificate">
      <h2 dir="auto">{certificate.courseName}</h2>
      <p>{t('certificates.mine.issued', { date: certificateDay(certificate.issuedAt, language) })}</p>
      <p>{t('certificates.code', { code: certificate.verificationCode })}</p>
      {certificate.status === 'REVOKED' && <p><strong>{t('certificates.status.revoked')}</strong></p>}
      <Actions>
        <DownloadCertificateButton certificate={certificate} courseName={certificate.courseName} />
        <Link to={lmsPaths.certificate(certificate.id)}>{t('certificates.verificationPage')}</Link>
        <Link to={lmsPaths.courseCertificate(certificate.courseId)}>{t('certificates.mine.inCourse')}</Link>
      </Actions>
    </li>
  );
}
