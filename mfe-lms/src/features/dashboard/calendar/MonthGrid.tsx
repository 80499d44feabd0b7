import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation, dateTimeFormat, numberFormat } from '@halaqa/i18n';
import { dayAfterKey, dayKey, firstDayOfWeek, monthWeeks, sameDay, weekdaysFrom, type Day } from './calendar-month';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  th {
    padding-block: 4px;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
  td { padding: 2px; text-align: center; }
`;

const DayButton = styled.button<{ $selected: boolean; $today: boolean }>`
  position: relative;
  inline-size: 100%;
  min-block-size: 44px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme, $today }) => ($today ? theme.colors.primaryText : 'transparent')};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-weight: ${({ $today }) => ($today ? 700 : 400)};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.border}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
`;

/* A dot under the number marks a day with dates; the button's name says it in words. */
const Mark = styled.span`
  position: absolute;
  inset-block-end: 5px;
  inset-inline-start: calc(50% - 3px);
  inline-size: 6px;
  block-size: 6px;
  border-radius: 50%;
  background: currentColor;
`;

export interface MonthGridProps {
  year: number;
  month: number;
  /** The day the keyboard focus rests on (the one tabbable day). */
  focused: Day;
  selected: Day;
  today: Day;
  /** `dayKey`s of the days that have dates. */
  marked: ReadonlySet<string>;
  titleId: string;
  onFocusDay(day: Day): void;
  onSelect(day: Day): void;
}

/**
 * A month as a grid of weeks starting on the language's first weekday. One
 * day is in the tab order (roving tabindex); arrow keys, Home/End and Page
 * Up/Down move between days (into the next month too); Enter or a click selects.
 */
export function MonthGrid({ year, month, focused, selected, today, marked, titleId, onFocusDay, onSelect }: MonthGridProps) {
  const { t, i18n } = useTranslation('mfe-lms');
  const language = i18n.language;
  const table = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const firstDay = firstDayOfWeek(language);
  const dateName = dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekdayShort = dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const number = numberFormat(language);
  // 2024-01-01 was a Monday (ISO weekday 1): weekday n is 2024-01-0n.
  const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));
  const asDate = (day: Day) => new Date(Date.UTC(day.year, day.month - 1, day.day));

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    table.current?.querySelector<HTMLButtonElement>(`[data-day="${dayKey(focused)}"]`)?.focus();
  }, [focused]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: Day) {
    const next = dayAfterKey(day, event.key, { rtl: i18n.dir(language) === 'rtl', firstDay });
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    onFocusDay(next);
  }

  return (
    <Table role="grid" aria-labelledby={titleId} ref={table} data-testid="calendar-grid">
      <thead>
        <tr>
          {weekdaysFrom(firstDay).map((weekday) => (
            <th key={weekday} scope="col" abbr={weekdayLong.format(weekdayDate(weekday))}>
              {weekdayShort.format(weekdayDate(weekday))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(year, month, firstDay).map((week, index) => (
          <tr key={index}>
            {week.map((day, cell) => {
              if (!day) return <td key={`empty-${cell}`} />;
              const key = dayKey(day);
              const isSelected = sameDay(day, selected);
              const name = dateName.format(asDate(day));
              return (
                <td key={key} aria-selected={isSelected}>
                  <DayButton
                    type="button"
                    data-day={key}
                    tabIndex={sameDay(day, focused) ? 0 : -1}
                    $selected={isSelected}
                    $today={sameDay(day, today)}
                    aria-current={sameDay(day, today) ? 'date' : undefined}
                    aria-label={marked.has(key) ? t('calendar.hasEntries', { date: name }) : name}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    onFocus={() => { if (!sameDay(day, focused)) onFocusDay(day); }}
                    onClick={() => onSelect(day)}
                  >
                    {number.format(day.day)}
                    {marked.has(key) && <Mark aria-hidden="true" />}
                  </DayButton>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
