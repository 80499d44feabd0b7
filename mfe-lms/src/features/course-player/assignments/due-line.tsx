import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import type { AssignmentSummary } from './assignment-queries';
import { formatDueDate, relativeDue } from './due-text';

export const Badge = styled.span<{ $tone: 'error' | 'warning' | 'info' | 'success' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme }) => theme.colors.text};
`;

export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-inline-start: 8px;
  vertical-align: middle;
`;

type Dated = Pick<AssignmentSummary, 'dueDate' | 'availableFrom' | 'availableTo' | 'dueState'>;

/** "Due Mar 7, 2026, 11:59 PM · due in 2 days", in the member's time zone; when it opens or closes where that matters. */
export function DueLine({ assignment, now = new Date() }: { assignment: Dated; now?: Date }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const parts: string[] = [];
  if (assignment.dueState === 'NOT_OPEN' && assignment.availableFrom) parts.push(t('assignments.opensOn', { date: formatDueDate(assignment.availableFrom, language) }));
  if (assignment.dueDate) {
    parts.push(t('assignments.due', { date: formatDueDate(assignment.dueDate, language) }));
    if (assignment.dueState !== 'CLOSED') parts.push(t('assignments.dueRelative', { when: relativeDue(assignment.dueDate, now, language) }));
  } else {
    parts.push(t('assignments.noDueDate'));
  }
  if (assignment.availableTo && assignment.dueState !== 'CLOSED') parts.push(t('assignments.closesOn', { date: formatDueDate(assignment.availableTo, language) }));
  return <>{parts.join(' · ')}</>;
}

/** Closed, past due, not open yet, group work: the badges of an assignment. */
export function StateBadges({ assignment }: { assignment: Pick<AssignmentSummary, 'dueState' | 'isGroupAssignment' | 'locked'> }) {
  const { t } = useTranslation('mfe-lms');
  return (
    <Badges>
      {assignment.locked && <Badge $tone="warning">{t('assignments.badges.locked')}</Badge>}
      {assignment.dueState === 'CLOSED' && <Badge $tone="error" data-testid="badge-closed">{t('assignments.badges.closed')}</Badge>}
      {assignment.dueState === 'PAST_DUE' && <Badge $tone="warning" data-testid="badge-late">{t('assignments.badges.late')}</Badge>}
      {assignment.dueState === 'NOT_OPEN' && <Badge $tone="info">{t('assignments.state.NOT_OPEN')}</Badge>}
      {assignment.isGroupAssignment && <Badge $tone="info">{t('assignments.badges.group')}</Badge>}
    </Badges>
  );
}
