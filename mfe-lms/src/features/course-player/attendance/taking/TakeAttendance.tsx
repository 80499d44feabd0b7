import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { useOpenAttendanceSession, type LectureRef } from '../../api/attendance-taking-queries';
import type { AttendanceSession } from '../../api/types';
import { useIsTeaching, usePlayer } from '../../frame/player-context';
import { AttendancePanel } from './AttendancePanel';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  .alert { margin: 0; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
`;

/**
 * A lecture's "Take attendance", for the course's instructors and
 * administrators in their own view: it opens a session and shows its panel;
 * once that has closed, another can be opened from the panel.
 */
export function TakeAttendance({ lecture }: { lecture: LectureRef }) {
  const teaching = useIsTeaching();
  return teaching ? <TakeAttendanceControl lecture={lecture} /> : null;
}

function TakeAttendanceControl({ lecture }: { lecture: LectureRef }) {
  const { t } = useTranslation('mfe-lms');
  const { courseId } = usePlayer();
  const open = useOpenAttendanceSession(courseId);
  const [session, setSession] = useState<AttendanceSession | null>(null);
  const start = () => open.mutate(lecture, { onSuccess: setSession });
  const button = (label: string) => <Button type="button" onClick={start} disabled={open.isPending} data-testid="take-attendance">{label}</Button>;
  const failure = open.isError && <p role="alert" className="alert" data-testid="take-attendance-error">{t('player.attendance.take.openFailed')}</p>;

  if (session) {
    // Keyed by the session: a new one starts with its own code, countdowns and closing.
    return <AttendancePanel key={session.id} session={session} actions={<>{button(t('player.attendance.take.again'))}{failure}</>} />;
  }
  return <Box>{button(t('player.attendance.take.start'))}{failure}</Box>;
}
