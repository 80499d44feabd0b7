import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePageLanguage, useTranslation } from '@halaqa/i18n';
import { VisuallyHidden } from '@halaqa/ui/pages';
import { formatClock } from '../shared/format';
import { useRemaining } from '../shared/use-server-clock';

/** Minutes left at which screen readers are told (and the timer turns to a warning). */
const ANNOUNCED_MINUTES = [5, 1] as const;

const Clock = styled.div<{ $low: boolean }>`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme, $low }) => ($low ? theme.colors.error : theme.colors.border)};
  color: ${({ theme, $low }) => ($low ? theme.colors.error : theme.colors.text)};
  font-weight: 700;
  .digits { font-variant-numeric: tabular-nums; font-size: 1.1rem; }
  .label { font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * The time left by the server's clock (deadlineAt against the serverNow of
 * the latest answer, counted on this page's monotonic clock). Screen readers
 * are told once when 5 minutes and 1 minute are left, and when time is up;
 * the clock itself is not read out every second.
 */
export function Timer({ deadlineAt, serverNow, receivedAt, onTimeUp }: { deadlineAt: string; serverNow: string; receivedAt: number; onTimeUp(): void }) {
  const { t } = useTranslation('mfe-exams');
  const language = usePageLanguage();
  const remaining = useRemaining(deadlineAt, serverNow, receivedAt) ?? 0;
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(remaining);
  const upCalled = useRef(false);

  useEffect(() => {
    const before = previous.current;
    previous.current = remaining;
    for (const minutes of ANNOUNCED_MINUTES) {
      const mark = minutes * 60_000;
      if (before > mark && remaining <= mark && remaining > 0) setAnnouncement(t('timer.announce', { count: minutes }));
    }
    if (remaining <= 0 && !upCalled.current) {
      upCalled.current = true;
      setAnnouncement(t('timer.up'));
      onTimeUp();
    }
  }, [remaining, t, onTimeUp]);

  const low = remaining <= ANNOUNCED_MINUTES[0] * 60_000;
  return (
    <>
      <Clock $low={low} data-testid="exam-timer">
        <span className="label" id="exam-timer-label">{t('timer.left')}</span>
        <span className="digits" role="timer" aria-labelledby="exam-timer-label" dir="ltr">{formatClock(remaining, language)}</span>
      </Clock>
      <VisuallyHidden role="status" aria-live="assertive" data-testid="timer-announcement">{announcement}</VisuallyHidden>
    </>
  );
}
