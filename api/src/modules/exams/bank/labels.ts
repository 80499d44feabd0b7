import { and, asc, count, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { inEditableCourse } from '../../lms/authoring/editable-course';
import { findEditableCourse, type Manager } from '../../lms/manage/manager';
import { questionCategories, questions, questionTagLinks, questionTags } from '../tables';
import type { Label, LabelInput } from './dto';

/**
 * A course's question categories and tags: named labels of its bank. A name
 * is the course's once (409 exm-008, also when two requests race: the
 * table's unique constraint decides). Deleting one leaves its questions,
 * uncategorized or untagged.
 */

export type LabelKind = 'category' | 'tag';

const duplicate = (kind: LabelKind, name: string) =>
  new AppError(409, ERROR_CODES.EXAM_QUESTION_INVALID, `name: the course already has a question ${kind} named “${name}”`);

async function categoryList(db: Db, courseId: number): Promise<Label[]> {
  return db.select({ id: questionCategories.id, name: questionCategories.name, questionCount: count(questions.id) })
    .from(questionCategories)
    .leftJoin(questions, eq(questions.categoryId, questionCategories.id))
    .where(eq(questionCategories.courseId, courseId))
    .groupBy(questionCategories.id).orderBy(asc(questionCategories.name), asc(questionCategories.id));
}

async function tagList(db: Db, courseId: number): Promise<Label[]> {
  return db.select({ id: questionTags.id, name: questionTags.name, questionCount: count(questionTagLinks.questionId) })
    .from(questionTags)
    .leftJoin(questionTagLinks, eq(questionTagLinks.tagId, questionTags.id))
    .where(eq(questionTags.courseId, courseId))
    .groupBy(questionTags.id).orderBy(asc(questionTags.name), asc(questionTags.id));
}

export async function listLabels(db: Db, manager: Manager, courseId: number, kind: LabelKind): Promise<{ count: number; data: Label[] }> {
  await findEditableCourse(db, manager, courseId);
  const data = kind === 'category' ? await categoryList(db, courseId) : await tagList(db, courseId);
  return { count: data.length, data };
}

/** Adds a label to a course in the caller's transaction (the import files questions under new categories too). */
export async function insertLabel(tx: Db, courseId: number, kind: LabelKind, name: string, now: Date): Promise<Label | null> {
  const [row] = kind === 'category'
    ? await tx.insert(questionCategories).values({ courseId, name, createdAt: now }).onConflictDoNothing()
      .returning({ id: questionCategories.id, name: questionCategories.name })
    : await tx.insert(questionTags).values({ courseId, name }).onConflictDoNothing()
      .returning({ id: questionTags.id, name: questionTags.name });
  return row ? { ...row, questionCount: 0 } : null;
}

export async function createLabel(db: Db, manager: Manager, courseId: number, kind: LabelKind, input: LabelInput): Promise<Label> {
  const name = input.name.trim();
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const label = await insertLabel(tx, courseId, kind, name, manager.now);
    if (!label) throw duplicate(kind, name);
    return label;
  });
}

export async function deleteLabel(db: Db, manager: Manager, courseId: number, kind: LabelKind, id: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    const deleted = kind === 'category'
      ? await tx.delete(questionCategories).where(and(eq(questionCategories.id, id), eq(questionCategories.courseId, courseId)))
        .returning({ id: questionCategories.id })
      : await tx.delete(questionTags).where(and(eq(questionTags.id, id), eq(questionTags.courseId, courseId)))
        .returning({ id: questionTags.id });
    if (!deleted.length) throw notFound(ERROR_CODES.NOT_FOUND, kind === 'category' ? 'Question category not found' : 'Question tag not found');
  });
}
