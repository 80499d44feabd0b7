import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courseGroupMembers, courseGroups } from '../content/tables';
import { effectiveGrades } from './grade-rule';
import { gradeItems, groupGrades, studentGrades } from './tables';

export const gradeItemColumns = {
  id: gradeItems.id,
  courseId: gradeItems.courseId,
  name: gradeItems.name,
  shortName: gradeItems.shortName,
  description: gradeItems.description,
  maxPoints: gradeItems.maxPoints,
  canExceed: gradeItems.canExceed,
  bonus: gradeItems.bonus,
  isCountedTowardsFinalGrade: gradeItems.isCountedTowardsFinalGrade,
  weight: gradeItems.weight,
  isPublished: gradeItems.isPublished,
  rubricId: gradeItems.rubricId,
  assignmentId: gradeItems.assignmentId,
  sort: gradeItems.sort,
};


/** Where a member's grade for an item comes from: their own grade, or their group's. */
export interface MemberGrade {
  grade: number;
  source: 'STUDENT' | 'GROUP';
  studentGradeId: number | null;
  groupGradeId: number | null;
  comment: string | null;
  gradedAt: Date;
}

/**
 * The course's published grade items and the member's grade on each (their
 * own, else their group's: individual overrides group). Unpublished items
 * are never read here (unless an instructor's view asks), so a member cannot learn of them.
 */
export async function memberGrades(db: Db, courseId: number, userId: number, options: { includeUnpublished?: boolean } = {}) {
  const items = await db.select(gradeItemColumns).from(gradeItems)
    .where(and(eq(gradeItems.courseId, courseId), options.includeUnpublished ? undefined : eq(gradeItems.isPublished, true)))
    .orderBy(asc(gradeItems.sort), asc(gradeItems.id));
  const grades = new Map<number, MemberGrade>();
  if (!items.length) return { items, grades, effective: new Map<number, number>() };
  const itemIds = items.map((item) => item.id);
  const own = await db.select({
    id: studentGrades.id, gradeItemId: studentGrades.gradeItemId, grade: studentGrades.grade, comment: studentGrades.comment, gradedAt: studentGrades.gradedAt,
  }).from(studentGrades).where(and(eq(studentGrades.studentId, userId), inArray(studentGrades.gradeItemId, itemIds)));
  const ofGroups = await db.select({
    id: groupGrades.id, gradeItemId: groupGrades.gradeItemId, grade: groupGrades.grade, comment: groupGrades.comment, gradedAt: groupGrades.gradedAt,
  }).from(groupGrades)
    .innerJoin(courseGroups, and(eq(courseGroups.id, groupGrades.groupId), eq(courseGroups.courseId, courseId)))
    .innerJoin(courseGroupMembers, and(eq(courseGroupMembers.groupId, courseGroups.id), eq(courseGroupMembers.userId, userId)))
    .where(inArray(groupGrades.gradeItemId, itemIds));
  const individual = new Map(own.map((row) => [row.gradeItemId, row.grade]));
  const effective = effectiveGrades(individual, ofGroups);
  for (const row of own) {
    grades.set(row.gradeItemId, { grade: row.grade, source: 'STUDENT', studentGradeId: row.id, groupGradeId: null, comment: row.comment, gradedAt: row.gradedAt });
  }
  for (const row of ofGroups) {
    if (grades.has(row.gradeItemId) && grades.get(row.gradeItemId)!.source === 'STUDENT') continue;
    if (effective.get(row.gradeItemId) !== row.grade) continue;
    grades.set(row.gradeItemId, { grade: row.grade, source: 'GROUP', studentGradeId: null, groupGradeId: row.id, comment: row.comment, gradedAt: row.gradedAt });
  }
  return { items, grades, effective };
}

export type GradeItemRow = Awaited<ReturnType<typeof memberGrades>>['items'][number];
