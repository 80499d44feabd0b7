import styled from 'styled-components';
import type { Language } from '@halaqa/contracts';
import { usePageLanguage, useTranslation, dateTimeFormat } from '@halaqa/i18n';
import { GRADING_NAMESPACES } from '../i18n/exam-texts';
import type { AttemptEvent } from '../api/review-types';
import { Badge, Panel } from '../shared/ui';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; padding-block: 8px; border-block-end: 1px solid ${({ theme }) => theme.colors.border}; }
  time { font-variant-numeric: tabular-nums; color: ${({ theme }) => theme.colors.muted}; min-inline-size: 12em; }
  .detail { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;

const Note = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What the member's browser reports with cheat detection on (the rest the server records itself). */
const REPORTED: ReadonlySet<AttemptEvent['type']> = new Set(['TAB_HIDDEN', 'WINDOW_BLUR', 'COPY', 'PASTE', 'FULLSCREEN_EXIT', 'SECOND_DEVICE']);

/** A moment to the second, in the page's language and the viewer's own time zone (the browser's). */
const momentOf = (iso: string, language: Language) => dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

/**
 * The attempt's events in the order they happened: the server's (started,
 * opened again, submitted, finished at the deadline, restarted, a second
 * device) and, with cheat detection on, what the browser reported (the tab
 * hidden, another window, copy and paste, leaving full screen), marked so
 * they stand out.
 */
export function AttemptEvents({ events, detection }: { events: readonly AttemptEvent[]; detection: boolean }) {
  const { t } = useTranslation(GRADING_NAMESPACES, { nsMode: 'fallback' });
  const language = usePageLanguage();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Panel aria-labelledby="attempt-events-title" data-testid="attempt-events">
      <h2 id="attempt-events-title">{t('grading.events.title')}</h2>
      {!detection && <Note data-testid="detection-off">{t('grading.events.detectionOff')}</Note>}
      {events.length === 0
        ? <Note>{t('grading.events.none')}</Note>
        : (
          <>
            <Note>{t('grading.events.zone', { zone })}</Note>
            <List>
              {events.map((event, index) => {
                const device = event.type === 'SECOND_DEVICE' && typeof event.details?.deviceId === 'string' ? event.details.deviceId : null;
                return (
                  <li key={`${event.occurredAt}-${index}`} data-testid="attempt-event" data-type={event.type}>
                    <time dateTime={event.occurredAt}>{momentOf(event.occurredAt, language)}</time>
                    <span>{t(`grading.events.type.${event.type}`)}</span>
                    {device && <span className="detail" dir="auto">{t('grading.events.device', { id: device })}</span>}
                    {REPORTED.has(event.type) && <Badge $tone="warning">{t('grading.events.watch')}</Badge>}
                  </li>
                );
              })}
            </List>
          </>
        )}
    </Panel>
  );
}
