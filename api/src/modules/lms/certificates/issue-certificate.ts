import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { recordEvent } from '../../notifications/events';
import { organizations } from '../../organizations/tables';
import { users } from '../../users/tables';
import { courses } from '../tables';
import { certificates } from './tables';
import { templateOf } from './template-of';
import { newCertificateId, newVerificationCode } from './verification-code';

export type CertificateRow = typeof certificates.$inferSelect;

export interface IssueRequest {
  /** The holder's organization (the tenant). */
  organizationId: number;
  courseId: number;
  userId: number;
  now: Date;
  /** The template named by the organization's offer of the course (null: the organization's default). */
  certificateTemplateId: number | null;
  /** Who issues it: null when the member met the criteria, else the instructor or administrator. */
  issuedById: number | null;
  /** false: record no notification (the seed's certificate, issued before anyone signs in). */
  tellHolder?: boolean;
}

const nameIn = (language: 'ARABIC' | 'ENGLISH', english: string, arabic: string | null) =>
  (language === 'ARABIC' && arabic?.trim() ? arabic.trim() : english.trim());

/**
 * Issues the member's certificate of the course, once: the unique (course,
 * member) constraint and `on conflict do nothing` make two concurrent
 * issues one (the second answers the first's row, created false). The names
 * are written in the certificate's language as they are now. A new
 * certificate records `course.certificate-issued` (template 12) to the holder.
 * A revoked certificate stays revoked: issuing again answers it unchanged.
 */
export async function issueCertificate(tx: Db, request: IssueRequest): Promise<{ certificate: CertificateRow; created: boolean }> {
  const { organizationId, courseId, userId } = request;
  const existing = await certificateOfMember(tx, organizationId, courseId, userId);
  if (existing) return { certificate: existing, created: false };

  const template = await templateOf(tx, organizationId, request.certificateTemplateId);
  const [holder] = await tx.select({ firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName })
    .from(users).where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  const [course] = await tx.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  const [organization] = await tx.select({ name: organizations.name, nameArabic: organizations.nameArabic })
    .from(organizations).where(eq(organizations.id, organizationId));
  if (!holder || !course || !organization) throw new Error('certificate for a member, course or organization that does not exist');

  const arabicName = holder.arFirstName?.trim() ? `${holder.arFirstName} ${holder.arLastName ?? ''}` : null;
  const [inserted] = await tx.insert(certificates).values({
    id: newCertificateId(),
    organizationId,
    courseId,
    userId,
    verificationCode: newVerificationCode(),
    templateId: template.id,
    language: template.language,
    holderName: nameIn(template.language, `${holder.firstName} ${holder.lastName}`, arabicName),
    courseName: course.name,
    organizationName: nameIn(template.language, organization.name, organization.nameArabic),
    issuedBy: request.issuedById === null ? 'AUTOMATIC' : 'MANUAL',
    issuedById: request.issuedById,
    issuedAt: request.now,
  }).onConflictDoNothing({ target: [certificates.courseId, certificates.userId] }).returning();
  if (!inserted) {
    const raced = await certificateOfMember(tx, organizationId, courseId, userId);
    if (!raced) throw new Error('certificate insert conflicted but no certificate was found');
    return { certificate: raced, created: false };
  }
  if (request.tellHolder === false) return { certificate: inserted, created: true };
  await recordEvent(tx, {
    type: 'course.certificate-issued',
    organizationId,
    actorUserId: request.issuedById,
    subject: { courseId },
    audience: { kind: 'users', userIds: [userId] },
    payload: { courseName: { en: course.name, ar: course.name } },
  });
  return { certificate: inserted, created: true };
}

export async function certificateOfMember(db: Db, organizationId: number, courseId: number, userId: number): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(and(
    eq(certificates.organizationId, organizationId), eq(certificates.courseId, courseId), eq(certificates.userId, userId),
  ));
  return row ?? null;
}
