import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { examKeys } from './exam-queries';
import { reviewCalls } from './review-calls';
import type { AttemptDecision, ManagedAttempt, ReviewBody } from './review-types';

/** Attempts a page of the review queue shows (the API pages it with skip/take). */
export const QUEUE_PAGE_SIZE = 20;

/** Under the course's exam keys: a decision reloads the member-facing exam answers with them. */
const reviewKeys = {
  queues: (courseId: number) => [...examKeys.all(courseId), 'manage', 'queue'] as const,
  queue: (courseId: number, page: number) => [...examKeys.all(courseId), 'manage', 'queue', page] as const,
  attempt: (courseId: number, examAttemptId: number) => [...examKeys.all(courseId), 'manage', 'attempt', examAttemptId] as const,
};

/** GET courses/{id}/exam-reviews: the attempts waiting for a review, the longest waiting first (`page` is 1-based). */
export function useReviewQueue(courseId: number, page: number, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.queue(courseId, page),
    queryFn: () => reviewCalls.listExamReviewQueue(courseId, (page - 1) * QUEUE_PAGE_SIZE, QUEUE_PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET …/exam-attempts/{id}/manage: one attempt with everything the grading screen shows. */
export function useManagedAttempt(courseId: number, examAttemptId: number) {
  return useQuery({
    queryKey: reviewKeys.attempt(courseId, examAttemptId),
    queryFn: () => reviewCalls.getManagedExamAttempt({ courseId, examAttemptId }),
  });
}

/**
 * PUT …/answers/{id}/review. The saved review goes into the attempt's
 * answer in place (no reload: the other answers' forms keep what is being
 * typed in them), with what is left to review; the queue reads again.
 */
export function useReviewAnswer(courseId: number, examAttemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptQuestionId, body }: { attemptQuestionId: number; body: ReviewBody }) =>
      reviewCalls.reviewExamAnswer({ courseId, examAttemptId }, attemptQuestionId, body),
    onSuccess: ({ review, pendingReviews }) => {
      queryClient.setQueryData<ManagedAttempt>(reviewKeys.attempt(courseId, examAttemptId), (known) => known && {
        ...known,
        attempt: { ...known.attempt, pendingReviews },
        questions: known.questions.map((question) => (question.attemptQuestionId === review.attemptQuestionId
          ? { ...question, review, isReviewed: true } : question)),
      });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.queues(courseId) });
    },
  });
}

/** POST …/approve | reject | cancel: the attempt's new state; every exam answer of the course reads again (scores, queue, results). */
export function useDecideAttempt(courseId: number, examAttemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, note }: { decision: AttemptDecision; note: string | null }) =>
      reviewCalls.decideExamAttempt({ courseId, examAttemptId }, decision, note),
    onSuccess: (attempt) => {
      queryClient.setQueryData<ManagedAttempt>(reviewKeys.attempt(courseId, examAttemptId), (known) => known && { ...known, attempt });
      void queryClient.invalidateQueries({ queryKey: examKeys.all(courseId) });
    },
  });
}
