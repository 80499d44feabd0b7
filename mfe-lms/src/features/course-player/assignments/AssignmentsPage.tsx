import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { EmptyState, QueryStates } from '@halaqa/ui/pages';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerList, PlayerListLoading } from '../frame/player-list';
import type { PlayerChildProps } from '../player-child';
import { useAssignments, type AssignmentSummary } from './assignment-queries';
import { DueLine, StateBadges } from './due-line';

const Status = styled.p<{ $done: boolean }>`
  && { font-weight: 600; color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.muted)}; }
`;

function SubmittedState({ assignment }: { assignment: AssignmentSummary }) {
  const { t } = useTranslation('mfe-lms');
  const { latest } = assignment;
  if (!latest) return <Status $done={false} data-testid="assignment-status">{t('assignments.status.none')}</Status>;
  return (
    <Status $done data-testid="assignment-status">
      {t(`assignments.status.${latest.status}`, { attempt: latest.attempt })}
      {latest.isLate && ` · ${t('assignments.badges.late')}`}
    </Status>
  );
}

/** assignments: what the course asks to hand in, with due dates, state and what the member handed in. */
export function AssignmentsPage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths } = usePlayer();
  const assignments = useAssignments(courseId);
  return (
    <div data-testid="course-assignments">
      <PlayerHeading>{title ?? t('pages.courseAssignments')}</PlayerHeading>
      <QueryStates query={assignments} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {({ data }) => data.length === 0 ? <EmptyState>{t('assignments.empty')}</EmptyState> : (
          <PlayerList>
            {data.map((assignment) => (
              <li key={assignment.id} data-testid="assignment">
                <h2 dir="auto">
                  {assignment.locked ? assignment.title : <Link to={paths.assignment(assignment.id)}>{assignment.title}</Link>}
                  <StateBadges assignment={assignment} />
                </h2>
                <p><DueLine assignment={assignment} /></p>
                <SubmittedState assignment={assignment} />
              </li>
            ))}
          </PlayerList>
        )}
      </QueryStates>
    </div>
  );
}
