import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import type { AccountSeed } from '../../seed/accounts';
import { learningCategories } from '../learning-categories/tables';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';
import { assessmentOptions, assessmentQuestions, assessments, userAssessments } from './tables';

/** LEARNING_HOURS ranges, hours per week; `to: null` is open-ended. */
const HOUR_RANGES = [
  { from: 1, to: 2, en: '1–2 hours', ar: 'من ساعة إلى ساعتين' },
  { from: 3, to: 5, en: '3–5 hours', ar: 'من 3 إلى 5 ساعات' },
  { from: 6, to: 10, en: '6–10 hours', ar: 'من 6 إلى 10 ساعات' },
  { from: 10, to: null, en: 'More than 10 hours', ar: 'أكثر من 10 ساعات' },
];

/**
 * The two onboarding assessments of an organization: weekly learning hours
 * (single choice) and topics of interest (multiple choice over the
 * organization's learning categories). Idempotent: an organization that
 * already has assessments is left alone, so databases seeded before the
 * assessments existed get them on the next start.
 * Seeded accounts count as having completed them, except `onboardingPending`
 * ones (the journey through onboarding is shown with those).
 */
export async function seedAssessments(db: Db, domainPrefix: string, accounts: readonly AccountSeed[], now: Date): Promise<void> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, domainPrefix)).limit(1);
  if (!org) return;
  const organizationId = org.id;
  const [existing] = await db.select({ id: assessments.id }).from(assessments).where(eq(assessments.organizationId, organizationId)).limit(1);
  if (existing) return;

  const hours = await createAssessment(db, organizationId, 'LEARNING_HOURS', 0, {
    title: 'How many hours a week can you learn?',
    titleAr: 'كم ساعة في الأسبوع يمكنك أن تخصص للتعلم؟',
    description: 'We use it to suggest a pace that fits you.',
    isMultiple: false,
  });
  await db.insert(assessmentOptions).values(HOUR_RANGES.map((range, sortOrder) => ({
    organizationId, assessmentId: hours.assessmentId, questionId: hours.questionId,
    text: range.en, textAr: range.ar, from: range.from, to: range.to, sortOrder,
  })));

  const topics = await createAssessment(db, organizationId, 'INTERESTED_TOPIC', 1, {
    title: 'Which topics interest you?',
    titleAr: 'ما المواضيع التي تهمك؟',
    description: 'Choose as many as you like.',
    isMultiple: true,
  });
  const categories = await db.select().from(learningCategories).where(eq(learningCategories.organizationId, organizationId))
    .orderBy(asc(learningCategories.parentId), asc(learningCategories.sortOrder), asc(learningCategories.id));
  if (categories.length) {
    await db.insert(assessmentOptions).values(categories.map((category, sortOrder) => ({
      organizationId, assessmentId: topics.assessmentId, questionId: topics.questionId,
      text: category.nameEn, textAr: category.nameAr, categoryId: category.id, sortOrder,
    })));
  }

  const finished = accounts.filter((account) => !account.onboardingPending).map((account) => account.email.toLowerCase());
  if (!finished.length) return;
  const members = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.email, finished), isNull(users.deactivatedAt)));
  const rows = members.flatMap((member) => [hours.assessmentId, topics.assessmentId].map((assessmentId) => ({
    organizationId, userId: member.id, assessmentId, startedAt: now, completedAt: now,
  })));
  if (rows.length) await db.insert(userAssessments).values(rows).onConflictDoNothing();
}

async function createAssessment(
  db: Db,
  organizationId: number,
  context: 'LEARNING_HOURS' | 'INTERESTED_TOPIC',
  sortOrder: number,
  question: { title: string; titleAr: string; description: string; isMultiple: boolean },
): Promise<{ assessmentId: number; questionId: number }> {
  const [assessment] = await db.insert(assessments).values({ organizationId, context, sortOrder }).returning({ id: assessments.id });
  if (!assessment) throw new Error(`could not create the ${context} assessment`);
  const [row] = await db.insert(assessmentQuestions).values({ organizationId, assessmentId: assessment.id, context, ...question })
    .returning({ id: assessmentQuestions.id });
  if (!row) throw new Error(`could not create the ${context} question`);
  return { assessmentId: assessment.id, questionId: row.id };
}
