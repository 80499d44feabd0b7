import { useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { unwrap, type paths } from '@halaqa/api-client';
import { api } from '@halaqa/session';

type Json<Path extends keyof paths, Method extends 'get' | 'post'> =
  paths[Path][Method] extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body
    : paths[Path][Method] extends { responses: { 201: { content: { 'application/json': infer Body } } } } ? Body : never;

export type AssignmentList = Json<'/api/courses/{courseId}/assignments', 'get'>;
export type AssignmentSummary = AssignmentList['data'][number];
export type AssignmentDetail = Json<'/api/courses/{courseId}/assignments/{assignmentId}', 'get'>;
export type Submission = AssignmentDetail['attempts'][number];
export type SubmittedFile = Submission['files'][number];

/** Keys under the course's ('lms', 'courses', id): an enrollment or sign-out reloads them with the rest. */
const keys = {
  all: (courseId: number) => ['lms', 'courses', courseId, 'assignments'] as const,
  list: (courseId: number) => ['lms', 'courses', courseId, 'assignments', 'list'] as const,
  one: (courseId: number, assignmentId: number) => ['lms', 'courses', courseId, 'assignments', assignmentId] as const,
};

/** GET courses/{id}/assignments: those the member can see, with their dates and the latest attempt. */
export function useAssignments(courseId: number) {
  return useQuery({
    queryKey: keys.list(courseId),
    queryFn: (): Promise<AssignmentList> => unwrap(api.GET('/api/courses/{courseId}/assignments', { params: { path: { courseId } } })),
  });
}

/** GET courses/{id}/assignments/{assignmentId}: the assignment and the member's (or group's) attempts. */
export function useAssignment(courseId: number, assignmentId: number) {
  return useQuery({
    queryKey: keys.one(courseId, assignmentId),
    queryFn: (): Promise<AssignmentDetail> => unwrap(api.GET('/api/courses/{courseId}/assignments/{assignmentId}', {
      params: { path: { courseId, assignmentId } },
    })),
  });
}

export interface NewAttempt {
  body?: string;
  link?: string;
  mediaIds?: number[];
  /** One per attempt the member means to make: a lost answer retried does not hand in twice. */
  clientKey: string;
}

/** POST …/submissions: the list and the assignment reload (the latest attempt, the due state). */
export function useSubmitAttempt(courseId: number, assignmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: NewAttempt): Promise<Submission> => unwrap(api.POST('/api/courses/{courseId}/assignments/{assignmentId}/submissions', {
      params: { path: { courseId, assignmentId } }, body: attempt,
    })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all(courseId) }),
  });
}
