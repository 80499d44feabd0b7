import { and, asc, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { recordEvent } from '../../notifications/events';
import { users } from '../../users/tables';
import { reviewCourseCompletion } from '../completion/review-completion';
import { inEditableCourse } from '../authoring/editable-course';
import { courseGroupMembers, courseGroups } from '../content/tables';
import { personName } from '../localized-name';
import { findEditableCourse, type Manager } from '../manage/manager';
import { courseEnrollees, courses } from '../tables';
import type { Gradebook, GroupGradeInput, StudentGradeInput } from './dto';
import { effectiveGrades, itemPercentage, gradeFits, letterOf, round2, weightedTotal } from './grade-rule';
import { gradeItemDto } from './item-dto';
import { gradeItemColumns } from './member-grades';
import { recordStudentGrade } from './record-grade';
import { applicableMappings } from './schema-of';
import { gradeItems, groupGrades, studentGrades } from './tables';

async function courseItem(tx: Db, courseId: number, gradeItemId: number) {
  const [item] = await tx.select(gradeItemColumns).from(gradeItems).where(and(eq(gradeItems.courseId, courseId), eq(gradeItems.id, gradeItemId)));
  if (!item) throw notFound(ERROR_CODES.NOT_FOUND, 'Grade item not found');
  return item;
}

/** Grades one enrolled member of the manager's organization (recordStudentGrade: checks, upsert, notification). */
export async function setStudentGrade(
  db: Db, manager: Manager, params: { courseId: number; gradeItemId: number; studentId: number }, input: StudentGradeInput,
) {
  return inEditableCourse(db, manager, params.courseId, async (tx) => {
    const item = await courseItem(tx, params.courseId, params.gradeItemId);
    const grade = round2(input.grade);
    const { studentGradeId } = await recordStudentGrade(tx, {
      organizationId: manager.organizationId,
      gradeItemId: item.id,
      studentId: params.studentId,
      grade,
      comment: input.comment ?? null,
      mediaIds: input.mediaIds ?? [],
      ratings: input.ratings ?? [],
      gradedBy: manager.userId,
      now: manager.now,
    });
    return { studentGradeId, gradeItemId: item.id, studentId: params.studentId, grade, percentage: itemPercentage(item, grade) };
  });
}

/**
 * Grades a course group: the grade applies to each member without an own
 * grade for the item. Members of the manager's organization in the group
 * are told (template 18) when the item is published and the grade changed.
 */
export async function setGroupGrade(
  db: Db, manager: Manager, params: { courseId: number; gradeItemId: number; groupId: number }, input: GroupGradeInput,
) {
  return inEditableCourse(db, manager, params.courseId, async (tx) => {
    const item = await courseItem(tx, params.courseId, params.gradeItemId);
    const grade = round2(input.grade);
    if (!gradeFits(item, grade)) throw new AppError(400, ERROR_CODES.GRADE_OUT_OF_RANGE, `The grade must be between 0 and ${item.maxPoints}`);
    const [group] = await tx.select({ id: courseGroups.id }).from(courseGroups)
      .where(and(eq(courseGroups.id, params.groupId), eq(courseGroups.courseId, params.courseId)));
    if (!group) throw new AppError(400, ERROR_CODES.GRADE_TARGET_INVALID, 'The group is not one of this course\'s');
    const comment = input.comment === undefined || input.comment === null ? null : sanitizeRichText(input.comment) || null;
    const [before] = await tx.select({ grade: groupGrades.grade, comment: groupGrades.comment }).from(groupGrades)
      .where(and(eq(groupGrades.gradeItemId, item.id), eq(groupGrades.groupId, group.id))).for('update');
    const [row] = await tx.insert(groupGrades).values({
      gradeItemId: item.id, groupId: group.id, grade, comment, gradedBy: manager.userId, gradedAt: manager.now,
    }).onConflictDoUpdate({
      target: [groupGrades.gradeItemId, groupGrades.groupId],
      set: { grade, comment, gradedBy: manager.userId, gradedAt: manager.now },
    }).returning({ id: groupGrades.id });
    const changed = !before || before.grade !== grade || before.comment !== comment;
    const members = changed ? await tx.select({ userId: courseGroupMembers.userId }).from(courseGroupMembers)
      .where(and(eq(courseGroupMembers.groupId, group.id), eq(courseGroupMembers.organizationId, manager.organizationId))) : [];
    if (changed && item.isPublished) {
      const own = members.length ? await tx.select({ studentId: studentGrades.studentId }).from(studentGrades)
        .where(and(eq(studentGrades.gradeItemId, item.id), inArray(studentGrades.studentId, members.map((member) => member.userId)))) : [];
      const overridden = new Set(own.map((row) => row.studentId));
      const told = members.map((member) => member.userId).filter((id) => !overridden.has(id));
      const [course] = await tx.select({ name: courses.name }).from(courses).where(eq(courses.id, params.courseId));
      if (told.length) {
        await recordEvent(tx, {
          type: 'course.grade-published', organizationId: manager.organizationId, actorUserId: manager.userId,
          subject: { courseId: params.courseId, gradeItemId: item.id, ...(item.assignmentId === null ? {} : { assignmentId: item.assignmentId }) },
          audience: { kind: 'users', userIds: told },
          payload: { courseName: { en: course?.name ?? '', ar: course?.name ?? '' }, itemName: item.name },
        });
      }
    }
    // The group's grade may be what a member still lacked to finish the course.
    for (const member of members) {
      await reviewCourseCompletion(tx, { organizationId: manager.organizationId, courseId: params.courseId, userId: member.userId, now: manager.now });
    }
    return { groupGradeId: row!.id, gradeItemId: item.id, groupId: group.id, grade };
  });
}

/** Removes a member's own grade (a group grade, if any, applies again). */
export async function deleteStudentGrade(db: Db, manager: Manager, params: { courseId: number; gradeItemId: number; studentId: number }): Promise<void> {
  await inEditableCourse(db, manager, params.courseId, async (tx) => {
    const item = await courseItem(tx, params.courseId, params.gradeItemId);
    const deleted = await tx.delete(studentGrades).where(and(
      eq(studentGrades.gradeItemId, item.id), eq(studentGrades.studentId, params.studentId), eq(studentGrades.organizationId, manager.organizationId),
    )).returning({ id: studentGrades.id });
    if (!deleted.length) throw notFound(ERROR_CODES.NOT_FOUND, 'Grade not found');
  });
}

/**
 * The gradebook: every item (unpublished included) by every member of the
 * manager's organization enrolled in the course, with each member's total
 * as they see it (published items only).
 */
export async function gradebookOf(db: Db, manager: Manager, courseId: number): Promise<Gradebook> {
  await findEditableCourse(db, manager, courseId);
  const items = await db.select(gradeItemColumns).from(gradeItems).where(eq(gradeItems.courseId, courseId)).orderBy(asc(gradeItems.sort), asc(gradeItems.id));
  const students = await db.select({
    userId: users.id, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName,
  }).from(courseEnrollees).innerJoin(users, and(eq(users.id, courseEnrollees.userId), eq(users.organizationId, courseEnrollees.organizationId)))
    .where(and(eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.organizationId, manager.organizationId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const itemIds = items.map((item) => item.id);
  const own = itemIds.length ? await db.select({ gradeItemId: studentGrades.gradeItemId, studentId: studentGrades.studentId, grade: studentGrades.grade })
    .from(studentGrades).where(and(inArray(studentGrades.gradeItemId, itemIds), eq(studentGrades.organizationId, manager.organizationId))) : [];
  const ofGroups = itemIds.length ? await db.select({ gradeItemId: groupGrades.gradeItemId, userId: courseGroupMembers.userId, grade: groupGrades.grade })
    .from(groupGrades).innerJoin(courseGroupMembers, eq(courseGroupMembers.groupId, groupGrades.groupId))
    .where(and(inArray(groupGrades.gradeItemId, itemIds), eq(courseGroupMembers.organizationId, manager.organizationId))) : [];
  const mappings = await applicableMappings(db, courseId, manager.organizationId);
  return {
    items: items.map(gradeItemDto),
    students: students.map((student) => {
      const individual = new Map(own.filter((row) => row.studentId === student.userId).map((row) => [row.gradeItemId, row.grade]));
      const effective = effectiveGrades(individual, ofGroups.filter((row) => row.userId === student.userId));
      const total = weightedTotal(items, effective);
      return {
        userId: student.userId,
        name: personName(manager.language, student),
        grades: [...effective.entries()].map(([gradeItemId, grade]) => ({ gradeItemId, grade, source: individual.has(gradeItemId) ? 'STUDENT' as const : 'GROUP' as const })),
        total: { ...total, letter: letterOf(mappings, total.running) },
      };
    }),
  };
}
