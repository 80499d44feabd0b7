import { useQuery } from '@halaqa/query';
import { unwrap, type paths } from '@halaqa/api-client';
import { api, useSession } from '@halaqa/session';

export type CourseStatistics = paths['/api/users/{userId}/course-statistics']['get']['responses'][200]['content']['application/json'];

/** GET users/{userId}/course-statistics of the signed-in member. */
export function useCourseStatistics() {
  const { userId } = useSession();
  return useQuery({
    queryKey: ['lms', 'dashboard', 'statistics', userId],
    queryFn: () => unwrap(api.GET('/api/users/{userId}/course-statistics', { params: { path: { userId: userId! } } })),
    enabled: userId !== null,
  });
}
