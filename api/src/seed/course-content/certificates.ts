import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { certificateTemplates } from '../../modules/lms/certificates/tables';
import { reviewCourseCompletion } from '../../modules/lms/completion/review-completion';
import { courseEnrollees, courseTargetOrganizations } from '../../modules/lms/tables';
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
 * the course is offered, and the seeded learners reviewed as their last
 * completion would have (lms/completion's review, with nobody told at
 * seeding). coach@ has met every criterion (learners.ts, grades.ts,
 * assignments.ts: a 90% final grade, 3 of 4 lectures for the course's 75%,
 * every required item done), so the review finishes them and issues the
 * certificate by itself (issuedBy AUTOMATIC); learner@ lacks the essay's
 * grade and is reviewed unfinished. Idempotent: finishing is kept and a
 * member has one certificate of a course.
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

  const enrolled = await db.select({ userId: courseEnrollees.userId }).from(courseEnrollees)
    .where(and(eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.organizationId, organizationId)));
  const seeded = new Set(Object.values(LEARNER_EMAILS).flatMap((email) => people.idByEmail.get(email(domainPrefix)) ?? []));
  for (const { userId } of enrolled.filter((row) => seeded.has(row.userId))) {
    await db.transaction((tx) => reviewCourseCompletion(tx, { organizationId, courseId, userId, now, tellHolder: false }));
  }
}
