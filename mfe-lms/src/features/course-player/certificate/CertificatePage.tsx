import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { QueryStates, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { lmsPaths } from '../../../definition';
import { certificateDay } from '../../../certificate-ui/certificate-date';
import { DownloadCertificateButton } from '../../../certificate-ui/DownloadCertificateButton';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import type { PlayerChildProps } from '../player-child';
import { RequirementList } from './RequirementList';
import { useCourseCertificate, type CourseCertificateStatus } from './certificate-query';

const Card = styled.section`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 8px; font-size: 1.3rem; }
  p { margin: 6px 0; }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-block-start: 16px;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * certificate: the member's certificate of the course (download, public
 * verification page), or the checklist of what is still missing: grade,
 * attendance, items. Instructors and administrators see the criteria.
 */
export function CertificatePage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId } = usePlayer();
  const status = useCourseCertificate(courseId);
  return (
    <div data-testid="course-certificate">
      <PlayerHeading>{title ?? t('pages.courseCertificate')}</PlayerHeading>
      <QueryStates query={status} namespace="mfe-lms" loading={<SkeletonRegion label={t('certificates.loading')}><SkeletonText lines={5} /></SkeletonRegion>}>
        {(current) => <CertificateStatus status={current} />}
      </QueryStates>
    </div>
  );
}

function CertificateStatus({ status }: { status: CourseCertificateStatus }) {
  const { t } = useTranslation('mfe-lms');
  if (status.certificate) return <HeldCertificate status={status} />;
  if (status.viewer !== 'STUDENT') {
    return (
      <Card data-testid="certificate-criteria">
        <h2>{t('certificates.player.criteriaTitle')}</h2>
        <p>{t('certificates.player.criteria', { grade: String(status.grade.required), attendance: String(status.attendance.required) })}</p>
        <Note>{status.issuesAutomatically ? t('certificates.player.automatic') : t('certificates.player.manual')}</Note>
      </Card>
    );
  }
  return (
    <Card data-testid="certificate-missing">
      <h2>{status.isFinished ? t('certificates.player.finishedTitle') : t('certificates.player.missingTitle')}</h2>
      {!status.certificatesEnabled && <Note>{t('certificates.player.disabled')}</Note>}
      {status.certificatesEnabled && status.isFinished && !status.issuesAutomatically && <Note>{t('certificates.player.byHand')}</Note>}
      <RequirementList status={status} />
    </Card>
  );
}

function HeldCertificate({ status }: { status: CourseCertificateStatus }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const certificate = status.certificate!;
  const revoked = certificate.status === 'REVOKED';
  return (
    <Card data-testid="certificate-held">
      <h2>{revoked ? t('certificates.player.revokedTitle') : t('certificates.player.heldTitle')}</h2>
      <p dir="auto"><strong>{certificate.holderName}</strong></p>
      <p dir="auto">{certificate.courseName}</p>
      <p>{t('certificates.mine.issued', { date: certificateDay(certificate.issuedAt, language) })}</p>
      <p data-testid="certificate-code">{t('certificates.code', { code: certificate.verificationCode })}</p>
      <Actions>
        <DownloadCertificateButton certificate={certificate} />
        <Link to={lmsPaths.certificate(certificate.id)} data-testid="certificate-verification-link">{t('certificates.verificationPage')}</Link>
      </Actions>
    </Card>
  );
}
