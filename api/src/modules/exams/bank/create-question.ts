import type { Db } from '../../../core/db/types';
import { normalizeQuestion } from './normalize-question';
import { assertQuestionHolds, assertReferencesOfCourse, insertQuestion } from './question-rows';
import { readQuestions } from './read-questions';
import type { Question, QuestionInput, QuestionOwner } from './types';

/**
 * Adds a question (a CASE with its children) to a course's bank in the
 * caller's transaction. The caller has checked that the course is theirs to
 * edit; this checks the question itself: it holds together for its type and
 * its category, tags and rubric are the course's (400 exm-008, field named).
 * Rich text is sanitized here, whoever calls.
 */
export async function createQuestion(tx: Db, owner: QuestionOwner, input: QuestionInput, now = new Date()): Promise<Question> {
  const question = normalizeQuestion(input);
  assertQuestionHolds(question);
  await assertReferencesOfCourse(tx, owner.courseId, question);
  const id = await insertQuestion(tx, { ...owner, now }, question);
  const [created] = await readQuestions(tx, [id]);
  return created!;
}
