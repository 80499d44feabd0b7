import { useQuery } from '@halaqa/query';
import { unwrap, type paths } from '@halaqa/api-client';
import { api } from '@halaqa/session';

type MyGroup = paths['/api/courses/{courseId}/current-group']['get']['responses'][200]['content']['application/json'];

/** GET courses/{id}/current-group: the member's group and its members' names (group null: in none). */
export function useMyCourseGroup(courseId: number) {
  return useQuery({
    queryKey: ['lms', 'courses', courseId, 'current-group'] as const,
    queryFn: (): Promise<MyGroup> => unwrap(api.GET('/api/courses/{courseId}/current-group', { params: { path: { courseId } } })),
  });
}
