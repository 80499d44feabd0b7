import { and, count, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { questionnaireAnswers, questionnaireQuestions } from '../content/tables';
import { lockEnrollment, recordOpened, refreshProgress, storedProgress } from '../progress/completion';
import { questionnaireResponses } from '../progress/tables';
import type { CompletionAnswer, QuestionFeedback } from './dto';
import { actionInvalid, openItem } from './open-item';
import { loadOutline } from './outline';
import { writesProgress, type PlayerSeat } from './player-gate';
import { NOTHING_RECORDED, writerOf } from './progress-writer';
import { feedbackOf } from './subsection-content';

/**
 * PUT .../questionnaire/{questionId}: the member answers (again: the answer
 * replaces the last one). Answering every question of the questionnaire,
 * right or wrong, completes it.
 */
export async function answerQuestion(
  db: Db, seat: PlayerSeat, subsectionId: number, questionId: number, answerId: number,
): Promise<QuestionFeedback & CompletionAnswer> {
  const item = openItem(await loadOutline(db, seat), subsectionId);
  if (item.contentType !== 'QUESTIONNAIRE') throw actionInvalid('Only questionnaire items take answers');
  const [question] = await db.select({ id: questionnaireQuestions.id }).from(questionnaireQuestions)
    .where(and(eq(questionnaireQuestions.id, questionId), eq(questionnaireQuestions.subsectionId, item.id)));
  if (!question) throw notFound(ERROR_CODES.NOT_FOUND, 'Question not found');
  const answers = await db.select({ id: questionnaireAnswers.id, isCorrect: questionnaireAnswers.isCorrect, explanation: questionnaireAnswers.explanation })
    .from(questionnaireAnswers).where(eq(questionnaireAnswers.questionId, questionId));
  if (!answers.some((answer) => answer.id === answerId)) {
    throw new AppError(400, ERROR_CODES.CONTENT_ACTION_INVALID, 'That answer is not one of this question\'s');
  }
  const feedback = feedbackOf(questionId, answerId, answers);
  if (!writesProgress(seat)) return { ...feedback, ...NOTHING_RECORDED };

  const writer = writerOf(seat);
  return db.transaction(async (tx) => {
    await lockEnrollment(tx, writer);
    await tx.insert(questionnaireResponses).values({ organizationId: writer.organizationId, userId: writer.userId, questionId, answerId, answeredAt: writer.now })
      .onConflictDoUpdate({ target: [questionnaireResponses.userId, questionnaireResponses.questionId], set: { answerId, answeredAt: writer.now } });
    const questions = await tx.select({ id: questionnaireQuestions.id }).from(questionnaireQuestions)
      .where(eq(questionnaireQuestions.subsectionId, item.id));
    const [answered] = await tx.select({ value: count() }).from(questionnaireResponses).where(and(
      eq(questionnaireResponses.userId, writer.userId),
      inArray(questionnaireResponses.questionId, questions.map((row) => row.id)),
    ));
    const completes = (answered?.value ?? 0) >= questions.length;
    await recordOpened(tx, writer, item.id, completes);
    const progress = completes && !item.isCompleted ? await refreshProgress(tx, writer) : await storedProgress(tx, writer);
    return { ...feedback, isCompleted: completes || item.isCompleted, progress };
  });
}
