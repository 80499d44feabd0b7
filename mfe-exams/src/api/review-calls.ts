import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { AttemptDecision, ReviewBody } from './review-types';

type AttemptIds = { courseId: number; examAttemptId: number };

/**
 * The instructors' review calls of docs/design/exams-api.md (courseManagers:
 * 403 perm-001 without course management, 404 req-002 on a course they do
 * not teach). No device header: these are not attempt calls.
 */
export const reviewCalls = {
  listExamReviewQueue: (courseId: number, skip: number, take: number) =>
    unwrap(api.GET('/api/courses/{courseId}/exam-reviews', { params: { path: { courseId }, query: { skip, take } } })),
  getManagedExamAttempt: (path: AttemptIds) =>
    unwrap(api.GET('/api/courses/{courseId}/exam-attempts/{examAttemptId}/manage', { params: { path } })),
  reviewExamAnswer: (ids: AttemptIds, attemptQuestionId: number, body: ReviewBody) =>
    unwrap(api.PUT('/api/courses/{courseId}/exam-attempts/{examAttemptId}/answers/{attemptQuestionId}/review', {
      params: { path: { ...ids, attemptQuestionId } }, body,
    })),
  decideExamAttempt: (path: AttemptIds, decision: AttemptDecision, note: string | null) => {
    const body = { note };
    switch (decision) {
      case 'approve': return unwrap(api.POST('/api/courses/{courseId}/exam-attempts/{examAttemptId}/approve', { params: { path }, body }));
      case 'reject': return unwrap(api.POST('/api/courses/{courseId}/exam-attempts/{examAttemptId}/reject', { params: { path }, body }));
      case 'cancel': return unwrap(api.POST('/api/courses/{courseId}/exam-attempts/{examAttemptId}/cancel', { params: { path }, body }));
    }
  },
};
