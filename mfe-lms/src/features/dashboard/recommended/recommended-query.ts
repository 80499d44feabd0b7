import { useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';

/** The dashboard shows one row of them. */
export const RECOMMENDED_TAKE = 4;

/** GET courses/recommended: catalogue courses the member is not enrolled in, their interests first. */
export function useRecommendedCourses() {
  return useQuery({
    queryKey: ['lms', 'recommended', RECOMMENDED_TAKE],
    queryFn: () => unwrap(api.GET('/api/courses/recommended', { params: { query: { take: RECOMMENDED_TAKE } } })),
  });
}
