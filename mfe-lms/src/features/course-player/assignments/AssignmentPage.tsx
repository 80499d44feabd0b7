import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { QueryStates, RichText } from '@halaqa/ui/pages';
import { routeIdOf } from '../../../route-id';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerListLoading } from '../frame/player-list';
import type { PlayerChildProps } from '../player-child';
import { useAssignment } from './assignment-queries';
import { Attempts } from './Attempts';
import { DueLine, StateBadges } from './due-line';
import { SubmissionForm } from './SubmissionForm';

const Meta = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const Notice = styled.p`
  padding: 12px 16px;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
`;

/** assignments/{id}: the assignment, the form to hand in (when it takes an attempt now) and every attempt with its grade. */
export function AssignmentPage({ params }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId, paths, isLearner } = usePlayer();
  const assignmentId = routeIdOf(params.assignmentId) ?? 0;
  const assignment = useAssignment(courseId, assignmentId);
  return (
    <article data-testid="course-assignment">
      <QueryStates query={assignment} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {(item) => (
          <>
            <PlayerHeading>{item.title}<StateBadges assignment={item} /></PlayerHeading>
            <Meta data-testid="assignment-dates"><DueLine assignment={item} /></Meta>
            {item.isGroupAssignment && (item.group
              ? <Meta data-testid="assignment-group">{t('assignments.yourGroup', { name: item.group.name })}</Meta>
              : isLearner && <Notice data-testid="assignment-no-group">{t('assignments.noGroup')}</Notice>)}
            <RichText html={item.body} testId="assignment-body" />
            {item.media && (
              <p>{t('assignments.attachedFile')}: <a href={item.media.url} download={item.media.fileName} dir="auto">{item.media.fileName}</a></p>
            )}
            {item.canSubmit
              ? <SubmissionForm courseId={courseId} assignment={item} />
              : item.refusal && item.refusal !== 'asg-005' && <Notice data-testid="assignment-refusal">{t(`assignments.refusal.${item.refusal}`)}</Notice>}
            <Attempts attempts={item.attempts} isGroup={item.isGroupAssignment} />
          </>
        )}
      </QueryStates>
      <p><Link to={paths.assignments()}>{t('assignments.all')}</Link></p>
    </article>
  );
}
