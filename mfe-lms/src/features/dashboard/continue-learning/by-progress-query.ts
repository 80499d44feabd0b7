import { useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';

/** The block shows the first few; the rest are in my courses. */
export const CONTINUE_LEARNING_TAKE = 4;

/** GET dashboard/enrolled-courses-by-progress: unfinished courses, furthest along first. */
export function useCoursesByProgress() {
  return useQuery({
    queryKey: ['lms', 'dashboard', 'by-progress', CONTINUE_LEARNING_TAKE],
    queryFn: () => unwrap(api.GET('/api/dashboard/enrolled-courses-by-progress', { params: { query: { take: CONTINUE_LEARNING_TAKE } } })),
  });
}
