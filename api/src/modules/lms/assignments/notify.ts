import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { recordEvent } from '../../notifications/events';
import { courseGroupMembers } from '../content/tables';
import { courseInstructors, courses } from '../tables';
import type { AssignmentRow } from './assignment-rows';
import { submissions } from './tables';

type AssignmentEvent = 'assignment.plagiarism-report-ready' | 'assignment.plagiarism-report-published' | 'assignment.submission-returned';

/** The members an attempt belongs to: its student, or every member of its group (of the organization). */
export async function membersOfSubmission(tx: Db, submission: typeof submissions.$inferSelect): Promise<number[]> {
  if (submission.groupId === null) return [submission.studentId];
  const rows = await tx.select({ userId: courseGroupMembers.userId }).from(courseGroupMembers)
    .where(and(eq(courseGroupMembers.groupId, submission.groupId), eq(courseGroupMembers.organizationId, submission.organizationId)));
  return rows.map((row) => row.userId);
}

export async function instructorsOf(tx: Db, courseId: number): Promise<number[]> {
  const rows = await tx.select({ userId: courseInstructors.userId }).from(courseInstructors).where(eq(courseInstructors.courseId, courseId));
  return rows.map((row) => row.userId);
}

/** Records one of the assignment events in the caller's transaction (the notifications outbox). */
export async function recordAssignmentEvent(
  tx: Db, type: AssignmentEvent, assignment: AssignmentRow,
  event: { organizationId: number; actorUserId: number; userIds: number[]; submissionId: number },
): Promise<void> {
  const userIds = event.userIds.filter((id) => id !== event.actorUserId);
  if (!userIds.length) return;
  const [course] = await tx.select({ name: courses.name }).from(courses).where(eq(courses.id, assignment.courseId));
  await recordEvent(tx, {
    type,
    organizationId: event.organizationId,
    actorUserId: event.actorUserId,
    subject: { courseId: assignment.courseId, assignmentId: assignment.id, submissionId: event.submissionId },
    audience: { kind: 'users', userIds },
    payload: { courseName: { en: course?.name ?? '', ar: course?.name ?? '' }, assignmentTitle: assignment.title },
  });
}
