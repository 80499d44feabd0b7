import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { media } from '../../media/tables';
import { courseGroupMembers, courseGroups } from '../content/tables';
import { groupIdsOfMember } from '../course-groups/group-rows';
import { actionInvalid } from '../player/open-item';
import type { PlayerSeat } from '../player/player-gate';
import { writerOf } from '../player/progress-writer';
import { completeSubsection } from '../progress/completion';
import { courseEnrollees } from '../tables';
import type { AssignmentRow } from './assignment-rows';
import type { Submission, SubmitBody } from './dto';
import { contentVerdict, submissionOwnerOf, type SubmissionOwner } from './group-rule';
import { openAssignment, refusalCodeOf } from './member-assignments';
import { ownerFilter, selectSubmissions, submissionDto, type OwnerRef } from './submission-rows';
import { submissionVerdict } from './submission-window';
import { submissionMedia, submissions } from './tables';

const refused = (status: number, code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], message: string) => new AppError(status, code, message);

/**
 * Hands in one attempt (docs/design/course-work-api.md "Submitting"). In one
 * transaction: the owner's row is locked (the student's enrollment, or the
 * group), so two submissions at once from one student or group take turns
 * and get consecutive attempt numbers; the unique attempt index is the
 * backstop. A retry with the same clientKey answers the attempt it made.
 */
export async function submitAttempt(db: Db, seat: PlayerSeat, assignmentId: number, body: SubmitBody): Promise<{ submission: Submission; created: boolean; assignment: AssignmentRow }> {
  if (seat.role !== 'STUDENT') throw actionInvalid('Only the course\'s students hand in assignments');
  const assignment = await openAssignment(db, seat, assignmentId);
  const content = { body: body.body ? sanitizeRichText(body.body) : null, link: body.link?.trim() || null, mediaIds: body.mediaIds ?? [] };
  const fits = contentVerdict(assignment.submissionTypes, content);
  if (!fits.ok) throw refused(400, ERROR_CODES.SUBMISSION_INVALID, fits.message);
  const { organizationId, userId, now } = seat.caller;

  return db.transaction(async (tx) => {
    const verdict = submissionOwnerOf(assignment.isGroupAssignment, userId, await groupIdsOfMember(tx, seat.course.id, userId));
    if (!verdict.ok) throw refused(409, ERROR_CODES.SUBMISSION_NEEDS_GROUP, 'This is a group assignment and you are in no group of the course yet');
    await lockOwner(tx, seat, verdict.owner);
    const owner: OwnerRef = verdict.owner.kind === 'GROUP' ? { groupId: verdict.owner.groupId } : { studentId: userId };

    if (body.clientKey) {
      const [replayed] = await selectSubmissions(tx, and(ownerFilter(assignment.id, owner), eq(submissions.studentId, userId), eq(submissions.clientKey, body.clientKey))!);
      if (replayed) return { submission: submissionDto(replayed, seat.caller.language), created: false, assignment };
    }
    if (content.mediaIds.length) await checkOwnFiles(tx, organizationId, userId, content.mediaIds);

    const [last] = await tx.select({ attempt: max(submissions.attempt) }).from(submissions).where(ownerFilter(assignment.id, owner));
    const previous = last?.attempt ?? 0;
    const window = submissionVerdict(assignment, now, previous > 0);
    if (!window.accepted) {
      const messages = { NOT_OPEN: 'This assignment does not take submissions yet', CLOSED: 'This assignment no longer takes submissions', RESUBMISSION_CLOSED: 'The due date has passed: no more resubmissions' };
      throw refused(409, refusalCodeOf(window.reason), messages[window.reason]);
    }
    const [inserted] = await tx.insert(submissions).values({
      organizationId, assignmentId: assignment.id, studentId: userId,
      groupId: verdict.owner.kind === 'GROUP' ? verdict.owner.groupId : null,
      attempt: previous + 1, body: content.body, link: content.link, clientKey: body.clientKey ?? null,
      isLate: window.isLate, createdAt: now,
    }).returning({ id: submissions.id });
    if (content.mediaIds.length) {
      await tx.insert(submissionMedia).values(content.mediaIds.map((mediaId) => ({ organizationId, submissionId: inserted!.id, mediaId })));
    }
    await completeForOwners(tx, seat, assignment, verdict.owner);
    const [row] = await selectSubmissions(tx, eq(submissions.id, inserted!.id));
    return { submission: submissionDto(row!, seat.caller.language), created: true, assignment };
  });
}

/**
 * A submission completes the ASSIGNMENT item (its completion rule,
 * progress/content-types.ts) through lms/progress, in the submission's
 * transaction, which also reviews course completion: for the student, or
 * on group work for every member of the group enrolled through this
 * organization (the group's attempt is each member's: without it a member
 * who did not press the button could never complete the item, and after
 * the due date could not hand in again). Members in userId order, so two
 * transactions locking several enrollments take them in the same order.
 */
async function completeForOwners(tx: Db, seat: PlayerSeat, assignment: AssignmentRow, owner: SubmissionOwner): Promise<void> {
  const writer = writerOf(seat);
  if (owner.kind === 'STUDENT') {
    await completeSubsection(tx, writer, assignment.subsectionId);
    return;
  }
  const members = await tx.select({ userId: courseGroupMembers.userId }).from(courseGroupMembers)
    .innerJoin(courseEnrollees, and(
      eq(courseEnrollees.userId, courseGroupMembers.userId),
      eq(courseEnrollees.courseId, seat.course.id),
      eq(courseEnrollees.organizationId, courseGroupMembers.organizationId),
    ))
    .where(and(eq(courseGroupMembers.groupId, owner.groupId), eq(courseGroupMembers.organizationId, writer.organizationId)))
    .orderBy(asc(courseGroupMembers.userId));
  for (const member of members) await completeSubsection(tx, { ...writer, userId: member.userId }, assignment.subsectionId);
}

/**
 * The owner's row, locked until the transaction ends: the student's
 * enrollment or the group. The group is locked FOR NO KEY UPDATE: two
 * submissions of the group still take turns, while moving a member into the
 * group (which holds that member's enrollment and references the group row)
 * is not blocked by it, so it cannot deadlock with completeForOwners taking
 * that enrollment.
 */
async function lockOwner(tx: Db, seat: PlayerSeat, owner: SubmissionOwner): Promise<void> {
  if (owner.kind === 'GROUP') {
    await tx.select({ id: courseGroups.id }).from(courseGroups).where(eq(courseGroups.id, owner.groupId)).for('no key update');
    // The member may have been moved out meanwhile: the group is theirs only if they are still in it.
    const [still] = await tx.select({ userId: courseGroupMembers.userId }).from(courseGroupMembers)
      .where(and(eq(courseGroupMembers.groupId, owner.groupId), eq(courseGroupMembers.userId, seat.caller.userId)));
    if (!still) throw refused(409, ERROR_CODES.SUBMISSION_NEEDS_GROUP, 'You are no longer in that group');
    return;
  }
  await tx.select({ id: courseEnrollees.id }).from(courseEnrollees)
    .where(and(eq(courseEnrollees.courseId, seat.course.id), eq(courseEnrollees.userId, owner.studentId), eq(courseEnrollees.organizationId, seat.caller.organizationId)))
    .for('update');
}

/** Files handed in must be the member's own finished uploads. */
async function checkOwnFiles(tx: Db, organizationId: number, userId: number, mediaIds: number[]): Promise<void> {
  const own = await tx.select({ id: media.id }).from(media).where(and(
    eq(media.organizationId, organizationId), eq(media.userId, userId), eq(media.status, 'READY'), inArray(media.id, mediaIds),
  ));
  if (own.length !== mediaIds.length) throw refused(400, ERROR_CODES.SUBMISSION_INVALID, 'A file is not one of your finished uploads');
}
