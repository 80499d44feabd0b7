import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { recordEvent } from '../../notifications/events';
import { configValue } from '../../organizations/service';
import { issueCertificate } from '../certificates/issue-certificate';
import { finalGradeOf } from '../grades/final-grade';
import { courseEnrollees } from '../tables';
import { attendanceAndItemsOf } from './completion-facts';
import { completionSettingsOf } from './criteria';
import { passingVerdict, type MissingRequirement } from './passing-rule';

export interface CompletionReview {
  /** The member is not a student of the course in this organization: nothing was reviewed. */
  enrolled: boolean;
  isFinished: boolean;
  /** Empty once finished. */
  missing: MissingRequirement[];
  /** A certificate was issued by this review. */
  certificateIssued: boolean;
}

/**
 * Decides whether the member has finished the course, in the caller's
 * transaction (run it in the member's tenant): reads the final grade
 * (grades/final-grade.ts), attendance and required items, checks them
 * against the criteria that apply (passing-rule.ts), and when they are met
 * sets course_enrollees.is_finished and finished_at, records
 * `course.finished`, and issues the certificate unless the course issues
 * them manually, the organization's offer turns them off or the organization
 * does not issue certificates.
 *
 * Concurrency-safe and idempotent: the enrollment row is locked first, so
 * two reviews of one member and course run one after the other; the second
 * finds the member finished and the certificate issued (the certificate's
 * unique (course, member) constraint is the backstop). Finishing is kept:
 * a later review never unsets it. Call it wherever what it reads changes:
 * progress (progress/completion.ts refreshProgress), attendance, and a
 * recorded grade (grades' recordStudentGrade).
 */
export async function reviewCourseCompletion(
  tx: Db,
  { organizationId, courseId, userId, now, tellHolder }: {
    organizationId: number; courseId: number; userId: number; now: Date;
    /** false: a certificate issued now records no notification (the seed: nobody is told at seeding). */
    tellHolder?: boolean;
  },
): Promise<CompletionReview> {
  const [enrollment] = await tx.select({ id: courseEnrollees.id, isFinished: courseEnrollees.isFinished }).from(courseEnrollees).where(and(
    eq(courseEnrollees.organizationId, organizationId), eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.userId, userId),
  )).for('update');
  const settings = enrollment ? await completionSettingsOf(tx, { organizationId, courseId }) : null;
  if (!enrollment || !settings) return { enrolled: false, isFinished: false, missing: [], certificateIssued: false };

  if (!enrollment.isFinished) {
    const [grade, facts] = await Promise.all([
      finalGradeOf(tx, { courseId, userId }),
      attendanceAndItemsOf(tx, { courseId, userId, now }),
    ]);
    // A course that counts no graded item has no grade condition (finalGradeOf answers null then).
    const verdict = passingVerdict({ ...facts, gradePercentage: grade.countedItems > 0 ? grade.percentage : null }, settings.criteria);
    if (!verdict.finished) return { enrolled: true, isFinished: false, missing: verdict.missing, certificateIssued: false };
    await tx.update(courseEnrollees).set({ isFinished: true, finishedAt: now }).where(eq(courseEnrollees.id, enrollment.id));
    await recordEvent(tx, {
      type: 'course.finished',
      organizationId,
      actorUserId: userId,
      subject: { courseId },
      audience: { kind: 'none' },
      payload: { courseName: { en: settings.courseName, ar: settings.courseName } },
    });
  }

  let certificateIssued = false;
  if (settings.issuesAutomatically && (await configValue(tx, organizationId, CONFIG_KEYS.certificatesEnabled)) === true) {
    ({ created: certificateIssued } = await issueCertificate(tx, {
      organizationId, courseId, userId, now, certificateTemplateId: settings.certificateTemplateId, issuedById: null, tellHolder,
    }));
  }
  return { enrolled: true, isFinished: true, missing: [], certificateIssued };
}
