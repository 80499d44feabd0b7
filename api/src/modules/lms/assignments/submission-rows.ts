import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Language } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { mediaContentUrl } from '../../media/service';
import { media } from '../../media/tables';
import { users } from '../../users/tables';
import { personName } from '../localized-name';
import type { FileDto, Submission } from './dto';
import { plagiarismReports, submissionMedia, submissions, type SubmissionStatus, type SubmissionType } from './tables';

/** The attempts of one owner: a student's own (individual work) or their group's. */
export type OwnerRef = { studentId: number } | { groupId: number };

export function ownerFilter(assignmentId: number, owner: OwnerRef): SQL {
  return 'groupId' in owner
    ? and(eq(submissions.assignmentId, assignmentId), eq(submissions.groupId, owner.groupId))!
    : and(eq(submissions.assignmentId, assignmentId), eq(submissions.studentId, owner.studentId), isNull(submissions.groupId))!;
}

export async function filesOf(db: Db, mediaIds: number[]): Promise<Map<number, FileDto>> {
  if (!mediaIds.length) return new Map();
  const rows = await db.select({ id: media.id, fileName: media.fileName, mime: media.mime, sizeKB: media.sizeKB }).from(media)
    .where(inArray(media.id, mediaIds));
  return new Map(rows.map((row) => [row.id, { ...row, url: mediaContentUrl(row.id) }]));
}

export type SubmissionRow = Awaited<ReturnType<typeof selectSubmissions>>[number];

/** Attempts matching `where`, latest first, with who handed them in, their files and their report. */
export async function selectSubmissions(db: Db, where: SQL) {
  const rows = await db.select({
    submission: submissions,
    by: { id: users.id, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName },
    report: plagiarismReports,
  }).from(submissions)
    .innerJoin(users, and(eq(users.id, submissions.studentId), eq(users.organizationId, submissions.organizationId)))
    .leftJoin(plagiarismReports, eq(plagiarismReports.submissionId, submissions.id))
    .where(where)
    .orderBy(desc(submissions.attempt), desc(submissions.id));
  const links = rows.length
    ? await db.select().from(submissionMedia).where(inArray(submissionMedia.submissionId, rows.map((row) => row.submission.id))).orderBy(asc(submissionMedia.mediaId))
    : [];
  const files = await filesOf(db, [...links.map((link) => link.mediaId), ...rows.flatMap((row) => (row.submission.gradeMediaId ? [row.submission.gradeMediaId] : []))]);
  return rows.map((row) => ({
    ...row,
    files: links.filter((link) => link.submissionId === row.submission.id).flatMap((link) => files.get(link.mediaId) ?? []),
    gradeFile: row.submission.gradeMediaId ? files.get(row.submission.gradeMediaId) ?? null : null,
  }));
}

/** An attempt as members see it: the report only once published, and then without whose work matched. */
export function submissionDto(row: SubmissionRow, language: Language): Submission {
  const { submission, report } = row;
  return {
    id: submission.id,
    attempt: submission.attempt,
    body: submission.body,
    link: submission.link,
    files: row.files,
    isLate: submission.isLate,
    status: submission.status as SubmissionStatus,
    submittedBy: { id: row.by.id, name: personName(language, row.by) },
    createdAt: submission.createdAt.toISOString(),
    grade: submission.grade,
    gradeComment: submission.gradeComment,
    gradeFile: row.gradeFile,
    gradedAt: submission.gradedAt?.toISOString() ?? null,
    returnedAt: submission.returnedAt?.toISOString() ?? null,
    plagiarismReport: report?.isPublished && report.reportAvailable
      ? { score: report.score, passages: report.matches.flatMap((match) => match.passages) }
      : null,
  };
}

export const asSubmissionTypes = (types: string[]) => types.filter((type): type is SubmissionType => type === 'TEXT' || type === 'FILE' || type === 'LINK');
