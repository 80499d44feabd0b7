import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { countdownText } from './countdown-text';

/**
 * When the code changes and when the session closes. Not a live region: a
 * screen reader would otherwise read a number every second.
 */
export function SessionCountdowns({ changesAt, closesAt, now }: { changesAt: number | null; closesAt: number; now: number }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  // A code that will not change before closing (or whose change is due) needs no countdown of its own.
  const showChange = changesAt !== null && changesAt > now && changesAt < closesAt;
  return (
    <p className="countdowns">
      {showChange && <span data-testid="code-changes-in">{t('player.attendance.take.changesIn', { time: countdownText(changesAt, now, language) })}</span>}
      <span data-testid="session-closes-in">{t('player.attendance.take.closesIn', { time: countdownText(closesAt, now, language) })}</span>
    </p>
  );
}
