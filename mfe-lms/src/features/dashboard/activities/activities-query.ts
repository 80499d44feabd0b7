import { keepPreviousData, useQuery } from '@halaqa/query';
import { unwrap, type paths } from '@halaqa/api-client';
import { api } from '@halaqa/session';

type ActivitiesPage = paths['/api/dashboard/student-activities']['get']['responses'][200]['content']['application/json'];
export type Activity = ActivitiesPage['data'][number];
export type ActivityKind = Activity['kind'];

/** GET dashboard/student-activities: the member's to-do list, a page at a time. */
export function useStudentActivities(skip: number, take: number) {
  return useQuery({
    queryKey: ['lms', 'dashboard', 'activities', skip, take],
    queryFn: () => unwrap(api.GET('/api/dashboard/student-activities', { params: { query: { skip, take } } })),
    placeholderData: keepPreviousData,
  });
}
