import { useTranslation } from '@halaqa/i18n';
import { useIsTeaching } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import type { PlayerChildProps } from '../player-child';
import { OwnAttendance } from './OwnAttendance';
import { AttendanceReport } from './report/AttendanceReport';

/**
 * attendance: for a member, the code form, their attendance against the
 * course's mandatory share, and every lecture held; for the course's
 * instructors and administrators, the report of every student instead.
 */
export function AttendancePage({ title }: PlayerChildProps) {
  const { t } = useTranslation('mfe-lms');
  const teaching = useIsTeaching();
  return (
    <div data-testid="course-attendance">
      <PlayerHeading>{title ?? t('pages.courseAttendance')}</PlayerHeading>
      {teaching ? <AttendanceReport /> : <OwnAttendance />}
    </div>
  );
}
