import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../../core/db/types';
import { mediaPages } from '../../../media/tables';
import type { AssignmentRow } from '../assignment-rows';
import { instructorsOf, recordAssignmentEvent } from '../notify';
import { plagiarismReports, submissionMedia, submissions } from '../tables';
import type { CheckedText, PlagiarismChecker } from './checker';

/** The text of attempts: the body and the text of their PDF pages (rendered at upload). */
async function textsOf(tx: Db, rows: Array<{ id: number; body: string | null }>): Promise<CheckedText[]> {
  if (!rows.length) return [];
  const pages = await tx.select({ submissionId: submissionMedia.submissionId, text: mediaPages.text }).from(submissionMedia)
    .innerJoin(mediaPages, eq(mediaPages.mediaId, submissionMedia.mediaId))
    .where(inArray(submissionMedia.submissionId, rows.map((row) => row.id)))
    .orderBy(asc(submissionMedia.mediaId), asc(mediaPages.pageNumber));
  return rows.map((row) => ({
    submissionId: row.id,
    text: [row.body ?? '', ...pages.filter((page) => page.submissionId === row.id).map((page) => page.text)].join('\n'),
  }));
}

/**
 * Checks one attempt against the other owners' latest attempts of the same
 * assignment (the organization's: row-level security keeps others out),
 * stores the report and tells the course's instructors it is ready
 * (template 16). Runs after the submission committed, in its own
 * transaction: a failing checker never loses a submission.
 */
export async function runPlagiarismCheck(
  db: Db, checker: PlagiarismChecker, assignment: AssignmentRow, submissionId: number, actorUserId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [submission] = await tx.select().from(submissions).where(eq(submissions.id, submissionId));
    if (!submission) return;
    const others = await tx.select({ id: submissions.id, body: submissions.body, studentId: submissions.studentId, groupId: submissions.groupId, attempt: submissions.attempt })
      .from(submissions)
      .where(and(
        eq(submissions.assignmentId, assignment.id),
        submission.groupId === null ? ne(submissions.studentId, submission.studentId) : ne(submissions.groupId, submission.groupId),
      ));
    // Only each other owner's latest attempt: earlier drafts of one classmate would count them several times.
    const latest = new Map<string, (typeof others)[number]>();
    for (const other of others) {
      const key = other.groupId === null ? `s${other.studentId}` : `g${other.groupId}`;
      const current = latest.get(key);
      if (!current || current.attempt < other.attempt) latest.set(key, other);
    }
    const [mine] = await textsOf(tx, [submission]);
    const result = await checker.check(mine!, await textsOf(tx, [...latest.values()]));
    await tx.insert(plagiarismReports).values({
      organizationId: submission.organizationId, submissionId, scanId: result.scanId, score: result.score,
      matches: result.matches, reportAvailable: true,
    }).onConflictDoUpdate({
      target: plagiarismReports.submissionId,
      set: { scanId: result.scanId, score: result.score, matches: result.matches, reportAvailable: true },
    });
    await recordAssignmentEvent(tx, 'assignment.plagiarism-report-ready', assignment, {
      organizationId: submission.organizationId, actorUserId, userIds: await instructorsOf(tx, assignment.courseId), submissionId,
    });
  });
}
