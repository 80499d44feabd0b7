import { useMemo, useState, type KeyboardEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { useTranslation, dateTimeFormat } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { ErrorState, LoadingState } from '@halaqa/ui/pages';
import { useSlots } from '../../../api/coaching-queries';
import type { Slot } from '../../../api/coaching-types';
import { addDays, dayKey, daysBetween, formatDay, formatTime, memberTimeZone, today, zoneLabel } from '../ui/time';

/** Days shown at once: two weeks, one slots request (the API allows 62 days). */
const WINDOW_DAYS = 14;

const Days = styled.ul`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 6px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const DayButton = styled.button<{ $chosen: boolean }>`
  inline-size: 100%;
  min-block-size: 56px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $chosen }) => ($chosen ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  span { display: block; font-size: 0.8rem; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const Times = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin-block-end: 12px;
  h3 { margin: 0; font-size: 1rem; }
`;

const Note = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface SlotPickerProps {
  providerId: number;
  kind: 'PAID' | 'FREE';
  /** The coach's limit: no day after today + this many days. */
  maximumFutureDays: number;
  coachTimeZone: string;
  chosen: Slot | null;
  onChoose(slot: Slot | null): void;
}

/**
 * Two weeks of days (days without a free time disabled) and the times of the
 * chosen day, in the member's zone. Arrow keys move between the days that
 * have times (up and down by a week), in the reading direction.
 */
export function SlotPicker({ providerId, kind, maximumFutureDays, coachTimeZone, chosen, onChoose }: SlotPickerProps) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const { direction } = useTheme();
  const first = useMemo(() => today(), []);
  const lastOffset = Math.max(0, maximumFutureDays);
  const [offset, setOffset] = useState(0);
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const windowStart = useMemo(() => addDays(first, offset), [first, offset]);
  const range = useMemo(() => ({ from: windowStart.toISOString(), until: addDays(windowStart, WINDOW_DAYS).toISOString() }), [windowStart]);
  const slots = useSlots(providerId, kind, range);
  const language = i18n.language;
  const zone = memberTimeZone();

  const byDay = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const slot of slots.data?.slots ?? []) {
      const key = dayKey(new Date(slot.startsAt));
      map.set(key, [...(map.get(key) ?? []), slot]);
    }
    return map;
  }, [slots.data]);

  const days = Array.from({ length: WINDOW_DAYS }, (_, index) => addDays(windowStart, index))
    .filter((day) => daysBetween(first, day) <= lastOffset);
  const openDays = days.filter((day) => byDay.has(dayKey(day)));
  const chosenDay = dayChoice !== null && byDay.has(dayChoice) ? dayChoice : openDays[0] ? dayKey(openDays[0]) : null;
  const times = chosenDay ? byDay.get(chosenDay) ?? [] : [];

  function move(by: number) {
    setOffset((current) => Math.min(Math.max(0, current + by), lastOffset));
    setDayChoice(null);
    onChoose(null);
  }

  function onDaysKey(event: KeyboardEvent<HTMLUListElement>) {
    const steps: Record<string, number> = { ArrowRight: direction === 'rtl' ? -1 : 1, ArrowLeft: direction === 'rtl' ? 1 : -1, ArrowDown: 7, ArrowUp: -7 };
    const step = steps[event.key];
    if (step === undefined) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    let index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    for (index += step; index >= 0 && index < buttons.length; index += Math.sign(step)) {
      if (!buttons[index]!.disabled) { buttons[index]!.focus(); return; }
    }
  }

  return (
    <div data-testid="slot-picker">
      <Note data-testid="zone-note">
        {t('book.zoneNote', { zone: zoneLabel(zone, language) })}
        {coachTimeZone !== zone ? ` ${t('book.coachZone', { zone: zoneLabel(coachTimeZone, language) })}` : ''}
      </Note>
      <Row>
        <Button type="button" $variant="secondary" onClick={() => move(-WINDOW_DAYS)} disabled={offset === 0} data-testid="earlier-days">{t('book.earlier')}</Button>
        <h3 aria-live="polite">{t('book.range', { from: formatDay(days[0] ?? windowStart, language), to: formatDay(days[days.length - 1] ?? windowStart, language) })}</h3>
        <Button type="button" $variant="secondary" onClick={() => move(WINDOW_DAYS)} disabled={offset + WINDOW_DAYS > lastOffset} data-testid="later-days">{t('book.later')}</Button>
      </Row>
      {slots.isPending ? <LoadingState /> : slots.isError ? (
        <ErrorState namespace="mfe-coaching" error={slots.error} onRetry={() => void slots.refetch()} />
      ) : (
        <>
          <Days aria-label={t('book.days')} onKeyDown={onDaysKey} data-testid="days">
            {days.map((day) => {
              const key = dayKey(day);
              const open = byDay.has(key);
              return (
                <li key={key}>
                  <DayButton
                    type="button" $chosen={key === chosenDay} aria-pressed={key === chosenDay} disabled={!open}
                    aria-label={open ? formatDay(day, language) : t('book.dayClosed', { day: formatDay(day, language) })}
                    onClick={() => { setDayChoice(key); onChoose(null); }} data-testid={`day-${key}`}
                  >
                    <span aria-hidden="true">{dateTimeFormat(language, { weekday: 'short' }).format(day)}</span>
                    {dateTimeFormat(language, { day: 'numeric' }).format(day)}
                  </DayButton>
                </li>
              );
            })}
          </Days>
          {chosenDay === null ? <Note data-testid="no-times">{t('book.noTimes')}</Note> : (
            <section aria-labelledby="slot-times-title">
              <h3 id="slot-times-title">{formatDay(times[0] ? new Date(times[0].startsAt) : windowStart, language)}</h3>
              <Times data-testid="times">
                {times.map((slot) => (
                  <li key={slot.startsAt}>
                    <Button
                      type="button" $variant={chosen?.startsAt === slot.startsAt ? 'primary' : 'secondary'}
                      aria-pressed={chosen?.startsAt === slot.startsAt} onClick={() => onChoose(slot)} data-testid="time"
                    >
                      {formatTime(slot.startsAt, language)}
                    </Button>
                  </li>
                ))}
              </Times>
            </section>
          )}
        </>
      )}
    </div>
  );
}
