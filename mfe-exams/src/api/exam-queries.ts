import { useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { examCalls } from './exam-calls';
import type { AttemptView } from './types';

/** How many exams the list asks for: a course has a handful, so one page holds them. */
const LIST_PAGE_SIZE = 50;

/** Keys under the course's ('lms', 'courses', id): an enrollment or a sign-out reloads them with the rest of the course. */
export const examKeys = {
  all: (courseId: number) => ['lms', 'courses', courseId, 'exams'] as const,
  list: (courseId: number) => ['lms', 'courses', courseId, 'exams', 'list'] as const,
  landing: (courseId: number, subsectionExamId: number) => ['lms', 'courses', courseId, 'exams', subsectionExamId, 'landing'] as const,
  review: (courseId: number, examAttemptId: number) => ['lms', 'courses', courseId, 'exams', 'review', examAttemptId] as const,
};

/** An attempt as the server answered it, with when it arrived on this page's clock (the timer counts from there). */
export interface ReceivedView {
  view: AttemptView;
  receivedAt: number;
}

export const received = (view: AttemptView): ReceivedView => ({ view, receivedAt: performance.now() });

/** GET courses/{id}/exams: the course's exams with the member's status and result. */
export function useExamList(courseId: number) {
  return useQuery({
    queryKey: examKeys.list(courseId),
    queryFn: () => examCalls.listMyExams({ courseId }, 0, LIST_PAGE_SIZE),
  });
}

/** GET courses/{id}/exams/{subsectionExamId}: the rules, the attempts and the open one; when it arrived (for countdowns). */
export function useExamLanding(courseId: number, subsectionExamId: number) {
  return useQuery({
    queryKey: examKeys.landing(courseId, subsectionExamId),
    queryFn: async () => ({ landing: await examCalls.getExamLanding({ courseId, subsectionExamId }), receivedAt: performance.now() }),
  });
}

/** GET …/exam-attempts/{id}/review: a finished attempt, with what the settings let the member see. */
export function useAttemptReview(courseId: number, examAttemptId: number) {
  return useQuery({
    queryKey: examKeys.review(courseId, examAttemptId),
    queryFn: () => examCalls.getExamAttemptReview({ courseId, examAttemptId }),
  });
}

/**
 * The attempt just started (or resumed) from the landing, handed to the
 * runner so it does not ask again; kept only for the next mount.
 */
const handedOver = new Map<number, ReceivedView>();

export function takeHandedOver(subsectionExamId: number): ReceivedView | null {
  const view = handedOver.get(subsectionExamId) ?? null;
  handedOver.delete(subsectionExamId);
  return view;
}

/** POST …/attempts: starts an attempt (or answers the open one; `restart` finishes it and starts the next). */
export function useStartAttempt(courseId: number, subsectionExamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (restart: boolean) => examCalls.startExamAttempt({ courseId, subsectionExamId }, restart),
    onSuccess: (view) => {
      handedOver.set(subsectionExamId, received(view));
      void queryClient.invalidateQueries({ queryKey: examKeys.all(courseId) });
    },
  });
}
