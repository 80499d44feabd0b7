import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation, dateTimeFormat } from '@halaqa/i18n';
import { Icon } from '@halaqa/ui';
import { ErrorState, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { DashboardBlock } from '../DashboardBlock';
import { addMonths, dayKey, dayOf, todayOf, type Day } from './calendar-month';
import { useCalendarMonth } from './calendar-query';
import { DayEntries } from './DayEntries';
import { MonthGrid } from './MonthGrid';

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-block-end: 8px;
  h3 { margin: 0; font-size: 1rem; }
`;

const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  /* Chevrons point "forward" in the reading direction. */
  svg { transform: ${({ theme }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none')}; }
`;

const DayPanel = styled.div`
  margin-block-start: 16px;
  padding-block-start: 12px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0 0 8px; font-size: 1rem; }
`;

/**
 * The dashboard's month calendar of course dates (GET dashboard/calendar for
 * the month shown): previous/next month, days with dates marked, and the
 * selected day's dates listed under the grid.
 */
export function CalendarBlock() {
  const { t, i18n } = useTranslation('mfe-lms');
  const titleId = useId();
  const [today] = useState(() => todayOf(new Date()));
  const [focused, setFocused] = useState<Day>(today);
  const [selected, setSelected] = useState<Day>(today);
  const { year, month } = focused;
  const calendar = useCalendarMonth(year, month);
  const entries = calendar.data ?? [];
  const marked = new Set(entries.map((entry) => dayKey(dayOf(entry.date))));
  const selectedEntries = entries.filter((entry) => dayKey(dayOf(entry.date)) === dayKey(selected));

  const monthTitle = dateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(Date.UTC(year, month - 1, 1)));
  const selectedTitle = dateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    .format(new Date(Date.UTC(selected.year, selected.month - 1, selected.day)));

  /** Moving into another month also selects the day moved to: the list below always belongs to the month shown. */
  function focusDay(day: Day) {
    setFocused(day);
    if (day.year !== year || day.month !== month) setSelected(day);
  }

  return (
    <DashboardBlock title={t('calendar.title')} testId="dashboard-calendar">
      <MonthBar>
        <NavButton type="button" aria-label={t('calendar.previousMonth')} onClick={() => focusDay(addMonths(focused, -1))} data-testid="calendar-previous">
          <Icon name="chevronLeft" />
        </NavButton>
        <h3 id={titleId} aria-live="polite" data-testid="calendar-month">{monthTitle}</h3>
        <NavButton type="button" aria-label={t('calendar.nextMonth')} onClick={() => focusDay(addMonths(focused, 1))} data-testid="calendar-next">
          <Icon name="chevronRight" />
        </NavButton>
      </MonthBar>
      <MonthGrid
        year={year}
        month={month}
        focused={focused}
        selected={selected}
        today={today}
        marked={marked}
        titleId={titleId}
        onFocusDay={focusDay}
        onSelect={(day) => { setFocused(day); setSelected(day); }}
      />
      <DayPanel aria-live="polite">
        <h3 data-testid="calendar-selected-day">{selectedTitle}</h3>
        {calendar.isPending ? (
          <SkeletonRegion label={t('calendar.loading')}><SkeletonText lines={2} /></SkeletonRegion>
        ) : calendar.isError ? (
          <ErrorState namespace="mfe-lms" error={calendar.error} onRetry={() => void calendar.refetch()} />
        ) : (
          <DayEntries entries={selectedEntries} monthIsEmpty={entries.length === 0} />
        )}
      </DayPanel>
    </DashboardBlock>
  );
}
