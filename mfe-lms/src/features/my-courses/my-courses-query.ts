import { keepPreviousData, useQuery } from '@halaqa/query';
import { unwrap, type paths } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { skipOf } from '@halaqa/ui/pages';

export type MyCoursesPage = paths['/api/courses/my-courses']['get']['responses'][200]['content']['application/json'];
export type MyCourse = MyCoursesPage['data'][number];

export const MY_COURSES_PAGE_SIZE = 12;
/** Every page of my courses and finished courses (the pin toggle updates them all). */
export const MY_COURSES_KEY = ['lms', 'my-courses'] as const;

/** GET courses/my-courses: unfinished (`completed` false) or finished courses, pinned first. */
export function useMyCourses(completed: boolean, page: number) {
  return useQuery({
    queryKey: [...MY_COURSES_KEY, { completed, page }],
    queryFn: () => unwrap(api.GET('/api/courses/my-courses', {
      params: { query: { completed, skip: skipOf(page, MY_COURSES_PAGE_SIZE), take: MY_COURSES_PAGE_SIZE } },
    })),
    placeholderData: keepPreviousData,
  });
}
