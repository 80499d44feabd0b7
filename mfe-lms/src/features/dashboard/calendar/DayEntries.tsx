import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { pathForRole } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { lmsPaths } from '../../../definition';
import type { CalendarEntry } from './calendar-query';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding-inline-start: 12px;
    border-inline-start: 3px solid ${({ theme }) => theme.colors.primaryText};
  }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  a, strong { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

const Muted = styled.p`margin: 0; color: ${({ theme }) => theme.colors.muted};`;

/** The dates of the selected day: what happens, and the course or event it happens to. */
export function DayEntries({ entries, monthIsEmpty }: { entries: readonly CalendarEntry[]; monthIsEmpty: boolean }) {
  const { t } = useTranslation('mfe-lms');
  if (entries.length === 0) {
    return <Muted data-testid="calendar-day-empty">{t(monthIsEmpty ? 'calendar.emptyMonth' : 'calendar.nothingOnDay')}</Muted>;
  }
  return (
    <List data-testid="calendar-day-entries">
      {entries.map((entry) => {
        if ('eventId' in entry) {
          // The event's page is mfe-social's: asked by its role (nothing when social is off for the organization).
          const to = pathForRole('event', entry.eventId);
          return (
            <li key={`${entry.kind}-event-${entry.eventId}`}>
              <span>{t(`calendar.kinds.${entry.kind}`)}</span>
              {to ? <Link to={to}>{entry.title}</Link> : <strong>{entry.title}</strong>}
            </li>
          );
        }
        return (
          <li key={`${entry.kind}-${entry.courseId}`}>
            <span>{t(`calendar.kinds.${entry.kind}`)}</span>
            <Link to={lmsPaths.courseOverview(entry.courseId)}>{entry.courseName}</Link>
          </li>
        );
      })}
    </List>
  );
}
