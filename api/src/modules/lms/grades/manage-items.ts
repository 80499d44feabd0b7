import { and, asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { inEditableCourse } from '../authoring/editable-course';
import { findEditableCourse, type Manager } from '../manage/manager';
import type { GradeItem, GradeItemInput, GradeItemPatch } from './dto';
import { gradeItemDto } from './item-dto';
import { gradeItemColumns } from './member-grades';
import { gradeItems, rubrics } from './tables';

/** A rubric the item may use: one of the same course (grd-004 otherwise). */
async function checkRubric(tx: Db, courseId: number, rubricId: number | null | undefined): Promise<void> {
  if (rubricId === null || rubricId === undefined) return;
  const [row] = await tx.select({ id: rubrics.id }).from(rubrics).where(and(eq(rubrics.id, rubricId), eq(rubrics.courseId, courseId)));
  if (!row) throw new AppError(400, ERROR_CODES.GRADE_TARGET_INVALID, 'The rubric is not one of this course\'s');
}

const trimmedOrNull = (text: string | null | undefined) => (text === null || text === undefined ? text : text.trim() || null);

/** Every grade item of the course, unpublished ones included (the authors' list). */
export async function listManagedGradeItems(db: Db, manager: Manager, courseId: number): Promise<{ count: number; data: GradeItem[] }> {
  await findEditableCourse(db, manager, courseId);
  const rows = await db.select(gradeItemColumns).from(gradeItems).where(eq(gradeItems.courseId, courseId)).orderBy(asc(gradeItems.sort), asc(gradeItems.id));
  return { count: rows.length, data: rows.map(gradeItemDto) };
}

export async function createGradeItem(db: Db, manager: Manager, courseId: number, input: GradeItemInput): Promise<GradeItem> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    await checkRubric(tx, courseId, input.rubricId);
    const [row] = await tx.insert(gradeItems).values({
      courseId,
      name: input.name.trim(),
      shortName: trimmedOrNull(input.shortName) ?? null,
      description: trimmedOrNull(input.description) ?? null,
      maxPoints: input.maxPoints,
      canExceed: input.canExceed ?? false,
      bonus: input.bonus ?? false,
      isCountedTowardsFinalGrade: input.isCountedTowardsFinalGrade ?? true,
      weight: input.weight ?? 1,
      isPublished: input.isPublished ?? true,
      rubricId: input.rubricId ?? null,
      sort: input.sort ?? 0,
    }).returning(gradeItemColumns);
    return gradeItemDto(row!);
  });
}

/**
 * Changes what the patch carries (publishing and unpublishing included).
 * Lowering maxPoints below a grade already given is allowed: that grade then
 * counts as 100% unless the item can be exceeded (the rule caps it).
 */
export async function updateGradeItem(db: Db, manager: Manager, courseId: number, gradeItemId: number, patch: GradeItemPatch): Promise<GradeItem> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    await checkRubric(tx, courseId, patch.rubricId);
    const { name, shortName, description, ...rest } = patch;
    const [row] = await tx.update(gradeItems).set({
      ...rest,
      ...(name !== undefined ? { name: name.trim() } : {}),
      ...(shortName !== undefined ? { shortName: trimmedOrNull(shortName) } : {}),
      ...(description !== undefined ? { description: trimmedOrNull(description) } : {}),
    }).where(and(eq(gradeItems.courseId, courseId), eq(gradeItems.id, gradeItemId))).returning(gradeItemColumns);
    if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Grade item not found');
    return gradeItemDto(row);
  });
}

/** Removes the item and its grades; an assignment's item goes with its assignment instead (grd-004). */
export async function deleteGradeItem(db: Db, manager: Manager, courseId: number, gradeItemId: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    const ofCourse = and(eq(gradeItems.courseId, courseId), eq(gradeItems.id, gradeItemId));
    const [row] = await tx.select({ assignmentId: gradeItems.assignmentId }).from(gradeItems).where(ofCourse);
    if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Grade item not found');
    if (row.assignmentId !== null) throw new AppError(400, ERROR_CODES.GRADE_TARGET_INVALID, 'An assignment\'s grade item is removed with its assignment');
    await tx.delete(gradeItems).where(ofCourse);
  });
}
