import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { issueCertificate } from '../../modules/lms/certificates/issue-certificate';
import { certificates, certificateTemplates } from '../../modules/lms/certificates/tables';
import { courseTargetOrganizations } from '../../modules/lms/tables';
import { daysFrom } from '../organizations';
import { LEARNER_EMAILS } from './learners';
import type { CoursePeople } from './people';

/** Each organization's certificate look: its own colors; demo writes certificates in English, nour in Arabic (the spec's default). */
const TEMPLATES: Record<string, { name: string; language: 'ARABIC' | 'ENGLISH'; primaryColor: string; secondaryColor: string; fontFamily: string }> = {
  demo: { name: 'Demo Academy certificate', language: 'ENGLISH', primaryColor: '#1f6feb', secondaryColor: '#f0883e', fontFamily: 'Inter' },
  nour: { name: 'شهادة معهد نور', language: 'ARABIC', primaryColor: '#0f766e', secondaryColor: '#b45309', fontFamily: 'Cairo' },
};

/**
 * Certificates of the complete course (issue 13, item 8): the
 * organization's default template, certificates issued on completion where
 * the course is offered, and one certificate held by the advanced learner
 * (coach@, learners.ts). That learner has done everything the course allows
 * today (90%: the upcoming lecture and the section that opens later are
 * still ahead) with a final grade of 90% and every held lecture attended, so
 * the course's instructor issued it by hand (issuedBy MANUAL), which is what
 * an instructor may do whatever the criteria say; the member is not marked
 * finished, since items remain. Idempotent.
 */
export async function seedCertificates(db: Db, courseId: number, people: CoursePeople, domainPrefix: string, now: Date): Promise<void> {
  const template = TEMPLATES[domainPrefix];
  if (!template) return;
  const { organizationId } = people;
  const [existing] = await db.select({ id: certificateTemplates.id }).from(certificateTemplates)
    .where(and(eq(certificateTemplates.organizationId, organizationId), eq(certificateTemplates.isDefault, true)));
  if (!existing) await db.insert(certificateTemplates).values({ organizationId, ...template, isDefault: true });
  await db.update(courseTargetOrganizations).set({ issueCertificate: true })
    .where(and(eq(courseTargetOrganizations.courseId, courseId), eq(courseTargetOrganizations.organizationId, organizationId)));

  const holderId = people.idByEmail.get(LEARNER_EMAILS.advanced(domainPrefix));
  if (holderId === undefined) return;
  const [held] = await db.select({ id: certificates.id }).from(certificates)
    .where(and(eq(certificates.courseId, courseId), eq(certificates.userId, holderId)));
  if (held) return;
  // Issued with the domain's own call (names in the template's language), without a notification: nobody is told at seeding.
  await db.transaction((tx) => issueCertificate(tx, {
    organizationId, courseId, userId: holderId, now: daysFrom(now, -1), certificateTemplateId: null, issuedById: people.instructorId, tellHolder: false,
  }));
}
