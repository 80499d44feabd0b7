import { keepPreviousData, useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { skipOf } from '@halaqa/ui/pages';
import { playerKeys } from './player-keys';
import type { AttendanceReportPage } from './types';

export const REPORT_TAKE = 20;

/** GET courses/{id}/attendance/report: each enrolled student's attended and held lectures, by name, one page (1-based) at a time. */
export function useAttendanceReport(courseId: number, page: number) {
  return useQuery({
    queryKey: playerKeys.attendanceReport(courseId, page),
    queryFn: (): Promise<AttendanceReportPage> => unwrap(api.GET('/api/courses/{courseId}/attendance/report', {
      params: { path: { courseId }, query: { skip: skipOf(page, REPORT_TAKE), take: REPORT_TAKE } },
    })),
    placeholderData: keepPreviousData,
  });
}
