import { useMutation, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { CourseOverview } from './types';
import { courseKeys } from './overview-queries';

/**
 * POST courses/{id}/enroll. On success the overview says Enrolled at once,
 * then every courses query reloads (my courses, the dashboard, the cards).
 */
export function useEnrollInCourse(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/courses/{courseId}/enroll', { params: { path: { courseId } } })),
    onSuccess: async () => {
      queryClient.setQueriesData<CourseOverview>({ queryKey: [...courseKeys.all(courseId), 'overview'] }, (course) => course && {
        ...course,
        isEnrolled: true,
        enrollmentState: 'ENROLLED',
        enrollment: course.enrollment ?? { isPinned: false, isFinished: false, progress: 0 },
        enrollmentCount: course.enrollmentCount + 1,
      });
      await queryClient.invalidateQueries({ queryKey: ['lms'] });
    },
  });
}
