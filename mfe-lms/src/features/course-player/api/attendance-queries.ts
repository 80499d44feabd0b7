import { useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { playerKeys } from './player-keys';
import type { AttendanceRecord, MyAttendance } from './types';

/** GET courses/{id}/attendance: the member's records and percentage against the course's mandatory one. */
export function useMyAttendance(courseId: number) {
  return useQuery({
    queryKey: playerKeys.attendance(courseId),
    queryFn: (): Promise<MyAttendance> => unwrap(api.GET('/api/courses/{courseId}/attendance', { params: { path: { courseId } } })),
  });
}

/** POST courses/{id}/attendance/code: att-001 wrong or expired, att-003 too many tries; a replayed code answers the same record. */
export function useRecordAttendance(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<AttendanceRecord> => unwrap(api.POST('/api/courses/{courseId}/attendance/code', { params: { path: { courseId } }, body: { code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lms'], predicate: (query) => query.queryKey[3] !== 'player-item' }),
  });
}
