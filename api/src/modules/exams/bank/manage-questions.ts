import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { inEditableCourse } from '../../lms/authoring/editable-course';
import { findEditableCourse, type Manager } from '../../lms/manage/manager';
import { questions } from '../tables';
import { createQuestion } from './create-question';
import { normalizeQuestion, type NormalizedQuestion } from './normalize-question';
import { questionInputOf } from './question-input';
import {
  assertQuestionHolds, assertReferencesOfCourse, deleteQuestionParts, insertQuestion, insertQuestionParts, questionColumns, questionInvalid,
} from './question-rows';
import { anyAttemptDrew, anyExamUses, familyOf, inUse, lockQuestion } from './question-usage';
import { readQuestions } from './read-questions';
import type { Question, QuestionInput } from './types';

/**
 * The bank's instructor calls on one question. Every call checks, inside its
 * transaction, that the manager may edit the course (404 req-002) and that
 * the question is the course's (404 req-002 otherwise, whoever's it is).
 */

/** The two databases a write needs: the request's, and the one that sees every organization's attempts. */
export interface BankDbs {
  db: Db;
  systemDb: Db;
}

const questionNotFound = () => notFound(undefined, 'Question not found');

export async function getQuestion(db: Db, manager: Manager, courseId: number, questionId: number): Promise<Question> {
  await findEditableCourse(db, manager, courseId);
  const [question] = await readQuestions(db, [questionId]);
  if (!question || question.courseId !== courseId) throw questionNotFound();
  return question;
}

export function addQuestion(db: Db, manager: Manager, courseId: number, input: QuestionInput): Promise<Question> {
  return inEditableCourse(db, manager, courseId, (tx) => createQuestion(tx, { courseId, createdById: manager.userId }, input, manager.now));
}

/**
 * Refuses (409 exm-010) when an attempt of any organization drew the question
 * or one of its children. The course and the question are checked first (404
 * req-002), so nothing is said about another course's questions.
 */
async function assertNotDrawn(dbs: BankDbs, manager: Manager, courseId: number, questionId: number, verb: string): Promise<void> {
  await findEditableCourse(dbs.db, manager, courseId);
  const [own] = await dbs.db.select({ id: questions.id }).from(questions).where(and(eq(questions.id, questionId), eq(questions.courseId, courseId)));
  if (!own) throw questionNotFound();
  if (await anyAttemptDrew(dbs.systemDb, await familyOf(dbs.systemDb, questionId))) {
    throw inUse(`An attempt drew this question: it cannot be ${verb} (copy it to make an editable copy)`);
  }
}

/** Rewrites a question's own columns and parts in place (its id, place and author stay). */
async function rewrite(tx: Db, id: number, question: NormalizedQuestion, now: Date, sort?: number): Promise<void> {
  await tx.update(questions).set({ ...questionColumns(question), updatedAt: now, ...(sort === undefined ? {} : { sort }) })
    .where(eq(questions.id, id));
  await deleteQuestionParts(tx, id);
  await insertQuestionParts(tx, id, question);
}

/**
 * Replaces a question wholly (type included). A CASE keeps its children's ids
 * by position, so exams that hold them keep them; children beyond the new
 * count go, unless an exam holds them (409 exm-010). Refused once an attempt
 * drew it (409 exm-010): copyQuestion makes an editable copy.
 */
export async function replaceQuestion(dbs: BankDbs, manager: Manager, courseId: number, questionId: number, input: QuestionInput): Promise<Question> {
  const question = normalizeQuestion(input);
  assertQuestionHolds(question);
  await assertNotDrawn(dbs, manager, courseId, questionId, 'changed');
  return inEditableCourse(dbs.db, manager, courseId, async (tx) => {
    const locked = await lockQuestion(tx, courseId, questionId);
    if (!locked.question) throw questionNotFound();
    if (locked.question.parentId !== null && question.type === 'CASE') throw questionInvalid('type: a case question cannot hold another case question');
    if (await anyAttemptDrew(tx, [questionId, ...locked.children.map((child) => child.id)])) {
      throw inUse('An attempt drew this question: it cannot be changed (copy it to make an editable copy)');
    }
    await assertReferencesOfCourse(tx, courseId, question);
    await rewrite(tx, questionId, question, manager.now);
    const kept = locked.children.slice(0, question.children.length);
    const dropped = locked.children.slice(question.children.length).map((child) => child.id);
    if (await anyExamUses(tx, dropped)) throw inUse('An exam holds a question this change removes from the case: remove it from the exam first');
    if (dropped.length) await tx.delete(questions).where(inArray(questions.id, dropped));
    for (const [sort, child] of question.children.entries()) {
      const existing = kept[sort];
      if (existing) await rewrite(tx, existing.id, child, manager.now, sort);
      else await insertQuestion(tx, { courseId, createdById: manager.userId, now: manager.now }, child, { parentId: questionId, sort });
    }
    const [replaced] = await readQuestions(tx, [questionId]);
    return replaced!;
  });
}

/** Deletes a question (a CASE with its children): refused (409 exm-010) once drawn by an attempt or held by an exam. */
export async function deleteQuestion(dbs: BankDbs, manager: Manager, courseId: number, questionId: number): Promise<void> {
  await assertNotDrawn(dbs, manager, courseId, questionId, 'deleted');
  await inEditableCourse(dbs.db, manager, courseId, async (tx) => {
    const locked = await lockQuestion(tx, courseId, questionId);
    if (!locked.question) throw questionNotFound();
    const family = [questionId, ...locked.children.map((child) => child.id)];
    if (await anyAttemptDrew(tx, family)) throw inUse('An attempt drew this question: it cannot be deleted');
    if (await anyExamUses(tx, family)) throw inUse('An exam uses this question: remove it from the exam first');
    await tx.delete(questions).where(eq(questions.id, questionId));
  });
}

/**
 * An editable copy of a question (a CASE with its children), in the same
 * course, category and tags. A copied CASE child becomes a question of its own.
 */
export function copyQuestion(db: Db, manager: Manager, courseId: number, questionId: number): Promise<Question> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [source] = await readQuestions(tx, [questionId]);
    if (!source || source.courseId !== courseId) throw questionNotFound();
    return createQuestion(tx, { courseId, createdById: manager.userId }, questionInputOf(source), manager.now);
  });
}
