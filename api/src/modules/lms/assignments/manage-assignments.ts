import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { media } from '../../media/tables';
import { inEditableCourse } from '../authoring/editable-course';
import type { Manager } from '../manage/manager';
import { courseSections, courseSubsections } from '../tables';
import { findAssignment, iso, type AssignmentRow } from './assignment-rows';
import type { AssignmentInput, AssignmentPatch, ManagedAssignment } from './dto';
import { syncGradeItem } from './gradebook';
import { asSubmissionTypes } from './submission-rows';
import { assignments } from './tables';

/**
 * Assignments as course managers write them (docs/design/course-work-api.md
 * "Manager calls"): one per ASSIGNMENT item of a course they may edit, with
 * its grade item kept in step in the same transaction.
 */

const invalid = (message: string) => new AppError(400, ERROR_CODES.ASSIGNMENT_INVALID, message);

function managedDto(row: AssignmentRow, gradeItemId: number): ManagedAssignment {
  return {
    id: row.id, courseId: row.courseId, subsectionId: row.subsectionId, title: row.title, body: row.body, mediaId: row.mediaId,
    isGroupAssignment: row.isGroupAssignment, availableFrom: iso(row.availableFrom), availableTo: iso(row.availableTo),
    dueDate: iso(row.dueDate), submissionTypes: asSubmissionTypes(row.submissionTypes), gradeItemId,
  };
}

const dateOf = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

function checkDates(window: { availableFrom: Date | null; availableTo: Date | null; dueDate: Date | null }): void {
  const { availableFrom, availableTo, dueDate } = window;
  if (availableFrom && availableTo && availableFrom >= availableTo) throw invalid('availableFrom must come before availableTo');
  if (dueDate && availableTo && dueDate > availableTo) throw invalid('The due date cannot be after availableTo');
  if (dueDate && availableFrom && dueDate < availableFrom) throw invalid('The due date cannot be before availableFrom');
}

async function checkMedia(tx: Db, manager: Manager, mediaId: number | null | undefined): Promise<void> {
  if (mediaId === null || mediaId === undefined) return;
  const [row] = await tx.select({ id: media.id }).from(media)
    .where(and(eq(media.organizationId, manager.organizationId), eq(media.id, mediaId), eq(media.status, 'READY')));
  if (!row) throw invalid('The file is not one of the organization\'s finished uploads');
}

export function createAssignment(db: Db, manager: Manager, courseId: number, input: AssignmentInput): Promise<ManagedAssignment> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [item] = await tx.select({ contentType: courseSubsections.contentType, taken: assignments.id }).from(courseSubsections)
      .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
      .leftJoin(assignments, eq(assignments.subsectionId, courseSubsections.id))
      .where(and(eq(courseSubsections.id, input.subsectionId), eq(courseSections.courseId, courseId)));
    if (!item || item.contentType !== 'ASSIGNMENT') throw invalid('subsectionId must be an ASSIGNMENT item of this course');
    if (item.taken !== null) throw invalid('That item already has its assignment');
    const window = { availableFrom: dateOf(input.availableFrom) ?? null, availableTo: dateOf(input.availableTo) ?? null, dueDate: dateOf(input.dueDate) ?? null };
    checkDates(window);
    await checkMedia(tx, manager, input.mediaId);
    const [row] = await tx.insert(assignments).values({
      courseId, subsectionId: input.subsectionId, title: input.title.trim(), body: sanitizeRichText(input.body ?? ''),
      mediaId: input.mediaId ?? null, isGroupAssignment: input.isGroupAssignment ?? false, ...window, submissionTypes: input.submissionTypes,
    }).returning();
    return managedDto(row!, await syncGradeItem(tx, row!, input.maxPoints));
  });
}

export function updateAssignment(db: Db, manager: Manager, courseId: number, assignmentId: number, patch: AssignmentPatch): Promise<ManagedAssignment> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await findAssignment(tx, courseId, assignmentId);
    const window = {
      availableFrom: dateOf(patch.availableFrom) === undefined ? current.availableFrom : dateOf(patch.availableFrom)!,
      availableTo: dateOf(patch.availableTo) === undefined ? current.availableTo : dateOf(patch.availableTo)!,
      dueDate: dateOf(patch.dueDate) === undefined ? current.dueDate : dateOf(patch.dueDate)!,
    };
    checkDates(window);
    await checkMedia(tx, manager, patch.mediaId);
    const [row] = await tx.update(assignments).set({
      ...(patch.title === undefined ? {} : { title: patch.title.trim() }),
      ...(patch.body === undefined ? {} : { body: sanitizeRichText(patch.body) }),
      ...(patch.mediaId === undefined ? {} : { mediaId: patch.mediaId }),
      ...(patch.isGroupAssignment === undefined ? {} : { isGroupAssignment: patch.isGroupAssignment }),
      ...(patch.submissionTypes === undefined ? {} : { submissionTypes: patch.submissionTypes }),
      ...window,
    }).where(eq(assignments.id, current.id)).returning();
    return managedDto(row!, await syncGradeItem(tx, row!, patch.maxPoints));
  });
}

/** Deletes the assignment and its submissions; its grade item stays (grade_items.assignment_id is set null) with the grades given. */
export function deleteAssignment(db: Db, manager: Manager, courseId: number, assignmentId: number): Promise<void> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [row] = await tx.delete(assignments).where(and(eq(assignments.courseId, courseId), eq(assignments.id, assignmentId))).returning({ id: assignments.id });
    if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Assignment not found');
  });
}
