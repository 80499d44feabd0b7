import { useMutation, useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { nextCodeFetchIn } from './attendance-code-timing';
import { playerKeys } from './player-keys';
import type { AttendanceCode, AttendanceSession, ClosedAttendanceSession } from './types';

/** The lecture attendance is taken for. */
export interface LectureRef { kind: 'ONLINE' | 'ON_CAMPUS'; id: number }

/** How long a session takes codes: the API's default, a lecture's first quarter of an hour. */
const SESSION_MINUTES = 15;

/** POST courses/{id}/attendance-sessions: codes are taken from now for SESSION_MINUTES. */
export function useOpenAttendanceSession(courseId: number) {
  return useMutation({
    mutationFn: (lecture: LectureRef): Promise<AttendanceSession> => unwrap(api.POST('/api/courses/{courseId}/attendance-sessions', {
      params: { path: { courseId } },
      body: lecture.kind === 'ONLINE'
        ? { onlineLectureId: lecture.id, minutes: SESSION_MINUTES }
        : { onCampusLectureId: lecture.id, minutes: SESSION_MINUTES },
    })),
  });
}

/**
 * GET …/attendance-sessions/{id}/code, asked again as the code changes
 * (attendance-code-timing.ts); 409 att-002 once the session has closed. Not stale for
 * the shortest refresh, so a remount cannot ask faster than the polling.
 */
export function useAttendanceCode(courseId: number, attendanceId: number, enabled: boolean) {
  return useQuery({
    queryKey: playerKeys.attendanceCode(courseId, attendanceId),
    queryFn: (): Promise<AttendanceCode> => unwrap(api.GET('/api/courses/{courseId}/attendance-sessions/{attendanceId}/code', {
      params: { path: { courseId, attendanceId } },
    })),
    enabled,
    staleTime: 5_000,
    refetchInterval: (query) => nextCodeFetchIn(query.state.data, query.state.error, Date.now()),
    // The code is on a projector while the instructor works in another window: it must keep changing there.
    refetchIntervalInBackground: true,
  });
}

/** POST …/attendance-sessions/{id}/close: idempotent, so no confirmation (closing twice answers the closed session). */
export function useCloseAttendanceSession(courseId: number, attendanceId: number) {
  return useMutation({
    mutationFn: (): Promise<ClosedAttendanceSession> => unwrap(api.POST('/api/courses/{courseId}/attendance-sessions/{attendanceId}/close', {
      params: { path: { courseId, attendanceId } },
    })),
  });
}
