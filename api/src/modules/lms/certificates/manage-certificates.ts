import { and, count, desc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { inEditableCourse } from '../authoring/editable-course';
import { completionSettingsOf } from '../completion/criteria';
import { findEditableCourse, type Manager } from '../manage/manager';
import { courseEnrollees } from '../tables';
import { managedCertificateDto } from './certificate-dto';
import type { ManagedCertificate } from './dto';
import { certificateNotFound, findCertificate } from './find-certificate';
import { issueCertificate } from './issue-certificate';
import { certificates } from './tables';

/** GET courses/{courseId}/certificates: the course's certificates held by members of the organization, newest first. */
export async function listCourseCertificates(db: Db, manager: Manager, courseId: number, page: { skip: number; take: number }) {
  await findEditableCourse(db, manager, courseId);
  const ofCourse = and(eq(certificates.organizationId, manager.organizationId), eq(certificates.courseId, courseId));
  const [rows, [total]] = await Promise.all([
    db.select().from(certificates).where(ofCourse).orderBy(desc(certificates.issuedAt), desc(certificates.id)).offset(page.skip).limit(page.take),
    db.select({ n: count() }).from(certificates).where(ofCourse),
  ]);
  return { count: total?.n ?? 0, data: rows.map(managedCertificateDto) };
}

/**
 * POST courses/{courseId}/certificates: an instructor of the course (or an
 * administrator) issues a student's certificate by hand, whatever the
 * criteria say (a course that issues certificates manually works this way).
 * A student who already has one gets it back unchanged (created false).
 */
export async function issueCertificateByHand(db: Db, manager: Manager, courseId: number, userId: number): Promise<{ certificate: ManagedCertificate; created: boolean }> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [enrollment] = await tx.select({ id: courseEnrollees.id }).from(courseEnrollees).where(and(
      eq(courseEnrollees.organizationId, manager.organizationId), eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.userId, userId),
    ));
    if (!enrollment) throw new AppError(400, ERROR_CODES.CERTIFICATE_NOT_ISSUABLE, 'That member is not a student of this course');
    const settings = await completionSettingsOf(tx, { organizationId: manager.organizationId, courseId });
    const issued = await issueCertificate(tx, {
      organizationId: manager.organizationId, courseId, userId, now: manager.now,
      certificateTemplateId: settings?.certificateTemplateId ?? null, issuedById: manager.userId,
    });
    return { certificate: managedCertificateDto(issued.certificate), created: issued.created };
  });
}

/** POST courses/{courseId}/certificates/{certificateId}/revoke: the public page then says revoked. Revoking again keeps the first date and reason. */
export async function revokeCertificate(db: Db, manager: Manager, courseId: number, certificateId: string, reason: string): Promise<ManagedCertificate> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const found = await findCertificate(tx, manager.organizationId, certificateId);
    // A certificate of another course is not found here (the manager's rights are per course).
    if (found.courseId !== courseId) throw certificateNotFound();
    if (found.revokedAt) return managedCertificateDto(found);
    const [revoked] = await tx.update(certificates).set({ revokedAt: manager.now, reason: reason.trim() })
      .where(and(eq(certificates.id, found.id), eq(certificates.organizationId, manager.organizationId)))
      .returning();
    return managedCertificateDto(revoked ?? found);
  });
}
