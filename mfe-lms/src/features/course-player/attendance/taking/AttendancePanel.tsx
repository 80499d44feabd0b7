import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { LoadingState } from '@halaqa/ui/pages';
import { codeChangesAt, isSessionClosed } from '../../api/attendance-code-timing';
import { useAttendanceCode, useCloseAttendanceSession } from '../../api/attendance-taking-queries';
import type { AttendanceSession } from '../../api/types';
import { usePlayer } from '../../frame/player-context';
import { useNow } from '../../lectures/use-now';
import { AttendanceCodeView } from './AttendanceCodeView';
import { SessionCountdowns } from './SessionCountdowns';
import { useFullscreen } from './use-fullscreen';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; }
  .countdowns { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px 24px; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; font-variant-numeric: tabular-nums; }
  .alert { color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; }
  /* On a projector: the whole screen, the code in its middle. */
  &:fullscreen { justify-content: center; padding: 5vmin; border: none; border-radius: 0; }
  &:fullscreen .countdowns { font-size: 3vmin; }
`;

/**
 * An open attendance session: its code and QR code, renewed as the code
 * changes, the countdowns, and closing it. The session ends by the button,
 * by its time, or when the API says it has closed (409 att-002).
 */
export function AttendancePanel({ session, actions }: { session: AttendanceSession; actions: ReactNode }) {
  const { t } = useTranslation(['mfe-lms', 'common']);
  const { courseId } = usePlayer();
  const close = useCloseAttendanceSession(courseId, session.id);
  // Every second: the countdowns, and noticing the closing time without asking the API.
  const now = useNow(1000);
  const panel = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(panel);
  const headingId = useId();
  const sessionEnd = Date.parse(session.closesAt);
  const code = useAttendanceCode(courseId, session.id, !close.isSuccess && now < sessionEnd);
  const closesAt = Date.parse(close.data?.closesAt ?? code.data?.closesAt ?? session.closesAt);
  const closed = close.isSuccess || now >= closesAt || isSessionClosed(code.error);

  let body: ReactNode = null;
  if (!closed) {
    if (code.isError) {
      body = (
        <>
          <p role="alert" className="alert" data-testid="attendance-code-error">{t('player.attendance.take.codeFailed')}</p>
          <div><Button type="button" $variant="secondary" onClick={() => void code.refetch()}>{t('retry', { ns: 'common' })}</Button></div>
        </>
      );
    } else if (code.data) {
      body = (
        <>
          <AttendanceCodeView code={code.data} />
          <SessionCountdowns changesAt={codeChangesAt(code.data)} closesAt={closesAt} now={now} />
        </>
      );
    } else body = <LoadingState label={t('player.attendance.take.loadingCode')} />;
  }

  return (
    <Panel ref={panel} aria-labelledby={headingId} data-testid="attendance-panel">
      <h2 id={headingId}>{t(closed ? 'player.attendance.take.closedTitle' : 'player.attendance.take.openTitle')}</h2>
      {body}
      {/* Always there, so the closing is announced when it comes. */}
      <div role="status">{closed && <p data-testid="attendance-closed">{t('player.attendance.take.closed')}</p>}</div>
      {close.isError && !closed && <p role="alert" className="alert">{t('player.attendance.take.closeFailed')}</p>}
      <div className="actions">
        {!closed && (
          <Button type="button" onClick={() => close.mutate()} disabled={close.isPending}>{t('player.attendance.take.close')}</Button>
        )}
        {fullscreen.supported && (
          <Button type="button" $variant="ghost" aria-pressed={fullscreen.active} onClick={fullscreen.toggle}>{t('player.attendance.take.fullscreen')}</Button>
        )}
        {closed && actions}
      </div>
    </Panel>
  );
}
