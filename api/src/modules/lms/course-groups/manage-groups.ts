import { and, asc, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { inEditableCourse } from '../authoring/editable-course';
import { courseGroupMembers, courseGroups } from '../content/tables';
import { findEditableCourse, type Manager } from '../manage/manager';
import { courseEnrollees } from '../tables';
import type { CourseGroup, GroupPatch, MoveMemberBody } from './dto';
import type { RandomSource } from '../../../core/random';
import { generateGroups } from './generate-groups';
import { groupsOf, ungroupedStudents } from './group-rows';

/**
 * Course groups as instructors and administrators manage them
 * (docs/design/course-work-api.md "Course groups"): only in courses they may
 * edit (404 otherwise), each write one transaction. A student is in at most
 * one group of a course: the enrollee rows of the students moved are locked
 * first, so two moves of one student at once run one after the other.
 */

const invalid = (message: string) => new AppError(400, ERROR_CODES.COURSE_GROUP_INVALID, message);

export async function listGroups(db: Db, manager: Manager, courseId: number) {
  await findEditableCourse(db, manager, courseId);
  const [data, ungrouped] = await Promise.all([
    groupsOf(db, courseId, manager.language),
    ungroupedStudents(db, manager.organizationId, courseId, manager.language),
  ]);
  return { data, ungrouped };
}

export function createGroups(db: Db, manager: Manager, courseId: number, names: string[]): Promise<CourseGroup[]> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const rows = await tx.insert(courseGroups).values(names.map((name) => ({ courseId, name: name.trim() })))
      .returning({ id: courseGroups.id });
    return groupsOf(tx, courseId, manager.language, rows.map((row) => row.id));
  });
}

/** Deals the enrolled students who are in no group yet into new groups of `size` (grp-002 when there is nobody). */
export function generateCourseGroups(
  db: Db, manager: Manager, courseId: number, request: { size: number; namePrefix?: string }, random: RandomSource,
): Promise<CourseGroup[]> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    await lockEnrollees(tx, manager.organizationId, courseId);
    const students = await ungroupedStudents(tx, manager.organizationId, courseId, manager.language);
    if (!students.length) throw new AppError(409, ERROR_CODES.COURSE_GROUP_NOTHING_TO_GENERATE, 'Every enrolled student is already in a group');
    const dealt = generateGroups(students.map((student) => student.id), request.size, random);
    const existing = await tx.select({ id: courseGroups.id }).from(courseGroups).where(eq(courseGroups.courseId, courseId));
    const prefix = request.namePrefix?.trim() ?? (manager.language === 'ar' ? 'مجموعة' : 'Group');
    const created = await tx.insert(courseGroups)
      .values(dealt.map((_, index) => ({ courseId, name: `${prefix} ${existing.length + index + 1}` })))
      .returning({ id: courseGroups.id });
    await tx.insert(courseGroupMembers).values(dealt.flatMap((studentIds, index) =>
      studentIds.map((userId) => ({ organizationId: manager.organizationId, groupId: created[index]!.id, userId }))));
    return groupsOf(tx, courseId, manager.language, created.map((row) => row.id));
  });
}

export function updateGroup(db: Db, manager: Manager, courseId: number, groupId: number, patch: GroupPatch): Promise<CourseGroup> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [row] = await tx.update(courseGroups).set({
      ...(patch.name === undefined ? {} : { name: patch.name.trim() }),
      ...(patch.notes === undefined ? {} : { notes: patch.notes }),
      ...(patch.weight === undefined ? {} : { weight: patch.weight }),
    }).where(and(eq(courseGroups.id, groupId), eq(courseGroups.courseId, courseId))).returning({ id: courseGroups.id });
    if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Group not found');
    return (await groupsOf(tx, courseId, manager.language, [row.id]))[0]!;
  });
}

/** Deleting a group deletes its memberships and its group submissions (the gradebook keeps the grades it recorded). */
export function deleteGroup(db: Db, manager: Manager, courseId: number, groupId: number): Promise<void> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [row] = await tx.delete(courseGroups).where(and(eq(courseGroups.id, groupId), eq(courseGroups.courseId, courseId)))
      .returning({ id: courseGroups.id });
    if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Group not found');
  });
}

/** Puts an enrolled student in one group of the course (out of any other), or in none. */
export function moveMember(db: Db, manager: Manager, courseId: number, move: MoveMemberBody) {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const locked = await lockEnrollees(tx, manager.organizationId, courseId, move.userId);
    if (!locked.length) throw invalid('The member is not a student of this course');
    if (move.toGroupId !== null) {
      const [target] = await tx.select({ id: courseGroups.id }).from(courseGroups)
        .where(and(eq(courseGroups.id, move.toGroupId), eq(courseGroups.courseId, courseId)));
      if (!target) throw invalid('The group is not one of this course');
    }
    const groupIds = (await tx.select({ id: courseGroups.id }).from(courseGroups).where(eq(courseGroups.courseId, courseId))).map((row) => row.id);
    if (groupIds.length) {
      await tx.delete(courseGroupMembers).where(and(eq(courseGroupMembers.userId, move.userId), inArray(courseGroupMembers.groupId, groupIds)));
    }
    if (move.toGroupId !== null) {
      await tx.insert(courseGroupMembers).values({ organizationId: manager.organizationId, groupId: move.toGroupId, userId: move.userId });
    }
    return listGroupsIn(tx, manager, courseId);
  });
}

async function listGroupsIn(tx: Db, manager: Manager, courseId: number) {
  return { data: await groupsOf(tx, courseId, manager.language), ungrouped: await ungroupedStudents(tx, manager.organizationId, courseId, manager.language) };
}

/**
 * Locks the organization's enrollee rows of the course (or one student's):
 * group membership changes take turns. In userId order, the order a group
 * submission takes its members' enrollments in (assignments/submit.ts), so
 * the two never wait on each other crosswise.
 */
function lockEnrollees(tx: Db, organizationId: number, courseId: number, userId?: number) {
  return tx.select({ userId: courseEnrollees.userId }).from(courseEnrollees).where(and(
    eq(courseEnrollees.courseId, courseId),
    eq(courseEnrollees.organizationId, organizationId),
    userId === undefined ? undefined : eq(courseEnrollees.userId, userId),
  )).orderBy(asc(courseEnrollees.userId)).for('update');
}
