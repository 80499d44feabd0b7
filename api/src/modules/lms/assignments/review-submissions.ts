import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { media } from '../../media/tables';
import { inEditableCourse } from '../authoring/editable-course';
import { courseGroups } from '../content/tables';
import { personName } from '../localized-name';
import { findEditableCourse, type Manager } from '../manage/manager';
import { findAssignment, type AssignmentRow } from './assignment-rows';
import type { GradeBody, ManagedSubmission } from './dto';
import { recordAttemptGrades, syncGradeItem } from './gradebook';
import { membersOfSubmission, recordAssignmentEvent } from './notify';
import { selectSubmissions, submissionDto, type SubmissionRow } from './submission-rows';
import { plagiarismReports, submissions } from './tables';

/**
 * Submissions as course managers review them (docs/design/course-work-api.md
 * "Grading"): the organization's attempts (row-level security), in courses
 * the manager may edit (404 otherwise).
 */

function managedSubmission(row: SubmissionRow, manager: Manager, groups: Map<number, { id: number; name: string }>): ManagedSubmission {
  const { plagiarismReport: _memberView, ...member } = submissionDto(row, manager.language);
  const { report } = row;
  return {
    ...member,
    group: row.submission.groupId === null ? null : groups.get(row.submission.groupId) ?? null,
    plagiarismReport: report ? {
      id: report.id, scanId: report.scanId, score: report.score, reportAvailable: report.reportAvailable,
      isPublished: report.isPublished, matches: report.matches,
    } : null,
  };
}

export async function listSubmissions(db: Db, manager: Manager, courseId: number, assignmentId: number) {
  await findEditableCourse(db, manager, courseId);
  const assignment = await findAssignment(db, courseId, assignmentId);
  const rows = await selectSubmissions(db, eq(submissions.assignmentId, assignment.id));
  const groupIds = [...new Set(rows.flatMap((row) => (row.submission.groupId === null ? [] : [row.submission.groupId])))];
  const groups = new Map((groupIds.length ? await db.select({ id: courseGroups.id, name: courseGroups.name }).from(courseGroups).where(inArray(courseGroups.id, groupIds)) : [])
    .map((group) => [group.id, group]));
  // Rows come latest attempt first: the first row of an owner is its latest.
  const owners = new Map<string, { student: { id: number; name: string } | null; group: { id: number; name: string } | null; attempts: ManagedSubmission[] }>();
  for (const row of rows) {
    const key = row.submission.groupId === null ? `s${row.submission.studentId}` : `g${row.submission.groupId}`;
    const dto = managedSubmission(row, manager, groups);
    const owner = owners.get(key) ?? {
      student: row.submission.groupId === null ? { id: row.by.id, name: personName(manager.language, row.by) } : null,
      group: dto.group,
      attempts: [],
    };
    owner.attempts.push(dto);
    owners.set(key, owner);
  }
  return { data: [...owners.values()].map((owner) => ({ ...owner, latest: owner.attempts[0]! })) };
}

async function lockedSubmission(tx: Db, assignment: AssignmentRow, submissionId: number) {
  const [row] = await tx.select().from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.assignmentId, assignment.id))).for('update');
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Submission not found');
  return row;
}

async function answer(tx: Db, manager: Manager, submissionId: number): Promise<ManagedSubmission> {
  const [row] = await selectSubmissions(tx, eq(submissions.id, submissionId));
  const groupId = row!.submission.groupId;
  const groups = new Map(groupId === null ? [] : (await tx.select({ id: courseGroups.id, name: courseGroups.name }).from(courseGroups).where(eq(courseGroups.id, groupId))).map((group) => [group.id, group]));
  return managedSubmission(row!, manager, groups);
}

/** Grades an attempt: stored on it and recorded in the gradebook for its member(s), who are told by the gradebook (template 18). */
export function gradeSubmission(db: Db, manager: Manager, courseId: number, assignmentId: number, submissionId: number, grade: GradeBody) {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const assignment = await findAssignment(tx, courseId, assignmentId);
    const submission = await lockedSubmission(tx, assignment, submissionId);
    if (grade.mediaId) {
      const [file] = await tx.select({ id: media.id }).from(media)
        .where(and(eq(media.organizationId, manager.organizationId), eq(media.id, grade.mediaId), eq(media.status, 'READY')));
      if (!file) throw new AppError(400, ERROR_CODES.ASSIGNMENT_INVALID, 'The file is not one of the organization\'s finished uploads');
    }
    const gradeItemId = await syncGradeItem(tx, assignment);
    await recordAttemptGrades(tx, gradeItemId, submission, await membersOfSubmission(tx, submission), grade, manager);
    const comment = grade.comment ? sanitizeRichText(grade.comment) || null : null;
    await tx.update(submissions).set({
      status: submission.status === 'RETURNED' ? 'RETURNED' : 'GRADED',
      grade: grade.grade, gradeComment: comment, gradeMediaId: grade.mediaId ?? null, gradedById: manager.userId, gradedAt: manager.now,
    }).where(eq(submissions.id, submission.id));
    return answer(tx, manager, submission.id);
  });
}

/** Hands the attempt back to its member(s) (told at once); returning again changes nothing and tells nobody twice. */
export function returnSubmission(db: Db, manager: Manager, courseId: number, assignmentId: number, submissionId: number) {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const assignment = await findAssignment(tx, courseId, assignmentId);
    const submission = await lockedSubmission(tx, assignment, submissionId);
    if (submission.status !== 'RETURNED') {
      await tx.update(submissions).set({ status: 'RETURNED', returnedAt: manager.now }).where(eq(submissions.id, submission.id));
      await recordAssignmentEvent(tx, 'assignment.submission-returned', assignment, {
        organizationId: submission.organizationId, actorUserId: manager.userId, userIds: await membersOfSubmission(tx, submission), submissionId,
      });
    }
    return answer(tx, manager, submission.id);
  });
}

/** Shows the copy-detection report to the attempt's member(s) (template 17, once). */
export function publishPlagiarismReport(db: Db, manager: Manager, courseId: number, assignmentId: number, submissionId: number) {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const assignment = await findAssignment(tx, courseId, assignmentId);
    const submission = await lockedSubmission(tx, assignment, submissionId);
    const [report] = await tx.update(plagiarismReports).set({ isPublished: true })
      .where(and(eq(plagiarismReports.submissionId, submission.id), eq(plagiarismReports.reportAvailable, true), eq(plagiarismReports.isPublished, false)))
      .returning({ id: plagiarismReports.id });
    if (report) {
      await recordAssignmentEvent(tx, 'assignment.plagiarism-report-published', assignment, {
        organizationId: submission.organizationId, actorUserId: manager.userId, userIds: await membersOfSubmission(tx, submission), submissionId,
      });
    } else {
      const [existing] = await tx.select({ id: plagiarismReports.id }).from(plagiarismReports).where(eq(plagiarismReports.submissionId, submission.id));
      if (!existing) throw notFound(ERROR_CODES.NOT_FOUND, 'This submission has no report yet');
    }
    return answer(tx, manager, submission.id);
  });
}
