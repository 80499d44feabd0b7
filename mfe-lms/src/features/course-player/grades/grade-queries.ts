import { useQuery } from '@halaqa/query';
import { unwrap, type paths } from '@halaqa/api-client';
import { api } from '@halaqa/session';

type Json<Path extends keyof paths> =
  paths[Path]['get'] extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

export type MyGradeItems = Json<'/api/courses/{courseId}/grade-items'>;
export type MyGradeItem = MyGradeItems['data'][number];
export type GradeTotal = MyGradeItems['total'];
export type GradeDetail = Json<'/api/courses/{courseId}/grade-items/{gradeItemId}'>;
export type GradeRubric = NonNullable<GradeDetail['rubric']>;

/** The most items one page shows: a course's gradebook fits in one (the API's page limit). */
const GRADE_ITEMS_TAKE = 50;

/** Keys under the course's ('lms', 'courses', id): an enrollment or sign-out reloads them with the rest. */
const keys = {
  list: (courseId: number) => ['lms', 'courses', courseId, 'grade-items', 'list'] as const,
  one: (courseId: number, gradeItemId: number) => ['lms', 'courses', courseId, 'grade-items', gradeItemId] as const,
};

/** GET courses/{id}/grade-items: the published items with my grades, and my running total and letter. */
export function useMyGradeItems(courseId: number) {
  return useQuery({
    queryKey: keys.list(courseId),
    queryFn: (): Promise<MyGradeItems> => unwrap(api.GET('/api/courses/{courseId}/grade-items', {
      params: { path: { courseId }, query: { take: GRADE_ITEMS_TAKE } },
    })),
  });
}

/** GET courses/{id}/grade-items/{gradeItemId}: one item with my grade, comment, files and rubric. */
export function useMyGradeItem(courseId: number, gradeItemId: number) {
  return useQuery({
    queryKey: keys.one(courseId, gradeItemId),
    queryFn: (): Promise<GradeDetail> => unwrap(api.GET('/api/courses/{courseId}/grade-items/{gradeItemId}', {
      params: { path: { courseId, gradeItemId } },
    })),
  });
}
