import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { VisuallyHidden } from '@halaqa/ui/pages';
import { usePlayer } from '../frame/player-context';
import type { CourseCertificateStatus } from './certificate-query';

const List = styled.ul`
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 10px;
  li { display: flex; gap: 10px; align-items: baseline; }
`;

const Mark = styled.span<{ $met: boolean }>`
  flex: none;
  inline-size: 1.4em;
  text-align: center;
  font-weight: 700;
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.error)};
`;

function Requirement({ met, children, testId }: { met: boolean; children: ReactNode; testId: string }) {
  const { t } = useTranslation('mfe-lms');
  return (
    <li data-testid={testId} data-met={met}>
      <Mark $met={met} aria-hidden="true">{met ? '✓' : '✗'}</Mark>
      <span>
        <VisuallyHidden>{met ? t('certificates.player.met') : t('certificates.player.notMet')} </VisuallyHidden>
        {children}
      </span>
    </li>
  );
}

/** The three conditions of finishing, each with where the member stands (docs/design/course-work-api.md "Passing rule"). */
export function RequirementList({ status }: { status: CourseCertificateStatus }) {
  const { t } = useTranslation('mfe-lms');
  const { paths } = usePlayer();
  const missing = new Set(status.missing.map((requirement) => requirement.kind));
  const { grade, attendance } = status;
  return (
    <List data-testid="certificate-requirements">
      <Requirement met={!missing.has('GRADE')} testId="requirement-grade">
        {grade.percentage === null
          ? t('certificates.player.noGrade')
          : t('certificates.player.grade', { actual: String(Math.round(grade.percentage * 100) / 100), required: String(grade.required) })}
        {' '}<Link to={paths.gradeItems()}>{t('certificates.player.toGrades')}</Link>
      </Requirement>
      <Requirement met={!missing.has('ATTENDANCE')} testId="requirement-attendance">
        {attendance.held + attendance.upcoming === 0
          ? t('certificates.player.noLectures')
          : t('certificates.player.attendance', {
            attended: String(attendance.attended), lectures: String(attendance.held + attendance.upcoming),
            actual: String(attendance.percentage ?? 0), required: String(attendance.required),
          })}
        {/* Lectures still to come count as not attended yet: say how many, so the share is not a surprise. */}
        {attendance.upcoming > 0 && <> {t('certificates.player.upcoming', { count: attendance.upcoming })}</>}
        {' '}<Link to={paths.attendance()}>{t('certificates.player.toAttendance')}</Link>
      </Requirement>
      <Requirement met={!missing.has('ITEMS')} testId="requirement-items">
        {status.itemsLeft === 0 ? t('certificates.player.itemsDone') : t('certificates.player.itemsLeft', { count: status.itemsLeft })}
        {' '}<Link to={paths.modules()}>{t('certificates.player.toModules')}</Link>
      </Requirement>
    </List>
  );
}
