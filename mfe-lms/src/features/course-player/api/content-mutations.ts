import { useMutation, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { playerKeys } from './player-keys';
import type { AnswerFeedback, CompletionAnswer, PlayerSubsection } from './types';
import { useAfterCompletion } from './use-after-completion';

const itemPath = (courseId: number, subsectionId: number) => ({ params: { path: { courseId, subsectionId } } });

/** PUT …/visit: remembers the item as the last visited and completes the ones that are done by opening them. */
export function useVisitSubsection(courseId: number) {
  const after = useAfterCompletion(courseId);
  return useMutation({
    mutationFn: (subsectionId: number): Promise<CompletionAnswer> => unwrap(api.PUT('/api/courses/{courseId}/subsections/{subsectionId}/visit', itemPath(courseId, subsectionId))),
    onSuccess: (answer, subsectionId) => after(subsectionId, answer),
  });
}

/** POST …/complete: "mark as done" of a text item. */
export function useCompleteSubsection(courseId: number) {
  const after = useAfterCompletion(courseId);
  return useMutation({
    mutationFn: (subsectionId: number): Promise<CompletionAnswer> => unwrap(api.POST('/api/courses/{courseId}/subsections/{subsectionId}/complete', itemPath(courseId, subsectionId))),
    onSuccess: (answer, subsectionId) => after(subsectionId, answer),
  });
}

/** PUT …/questionnaire/{questionId}: the answer's feedback, kept in the item's answer so it stays on return. */
export function useAnswerQuestion(courseId: number, subsection: PlayerSubsection, studentView: boolean) {
  const queryClient = useQueryClient();
  const after = useAfterCompletion(courseId);
  return useMutation({
    mutationFn: ({ questionId, answerId }: { questionId: number; answerId: number }): Promise<AnswerFeedback> => unwrap(api.PUT(
      '/api/courses/{courseId}/subsections/{subsectionId}/questionnaire/{questionId}',
      { params: { path: { courseId, subsectionId: subsection.id, questionId } }, body: { answerId } },
    )),
    onSuccess: (answer: AnswerFeedback) => {
      const { isCompleted, progress, ...feedback } = answer;
      queryClient.setQueryData<PlayerSubsection>(playerKeys.item(courseId, subsection.id, studentView), (item) => item && {
        ...item,
        questionnaire: item.questionnaire?.map((question) => (question.id === feedback.questionId ? { ...question, feedback } : question)) ?? null,
      });
      after(subsection.id, { isCompleted, progress });
    },
  });
}
