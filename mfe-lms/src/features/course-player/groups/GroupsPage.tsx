import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { EmptyState, QueryStates } from '@halaqa/ui/pages';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import { PlayerListLoading } from '../frame/player-list';
import type { PlayerChildProps } from '../player-child';
import { useMyCourseGroup } from './group-queries';

const Members = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 8px;
  li { padding: 12px 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
`;

/** groups: the member's course group and who is in it, or that they are in none yet. */
export function GroupsPage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const { courseId } = usePlayer();
  const group = useMyCourseGroup(courseId);
  return (
    <div data-testid="course-groups">
      <PlayerHeading>{title ?? t('pages.courseGroups', { course: '' })}</PlayerHeading>
      <QueryStates query={group} namespace="mfe-lms" loading={<PlayerListLoading />}>
        {({ group: mine }) => !mine ? (
          <EmptyState>
            <span data-testid="no-group">{t('courseGroup.none')}</span> {t('courseGroup.noneHint')}
          </EmptyState>
        ) : (
          <section aria-labelledby="my-group-heading">
            <h2 id="my-group-heading" dir="auto" data-testid="my-group">{t('courseGroup.name', { name: mine.name })}</h2>
            <h3>{t('courseGroup.members')}</h3>
            <Members data-testid="group-members">
              {mine.members.map((member) => (
                <li key={member.id} dir="auto">{member.name}</li>
              ))}
            </Members>
          </section>
        )}
      </QueryStates>
    </div>
  );
}
