import { and, eq, inArray } from 'drizzle-orm';
import type { CourseLanguage } from '@halaqa/contracts';
import type { Db } from '../core/db/types';
import { courses, specializationCourses, specializations } from '../modules/lms/tables';
import { organizations } from '../modules/organizations/tables';
import { users } from '../modules/users/tables';

interface SpecializationSeed {
  name: string;
  briefDescription: string;
  description: string;
  language: CourseLanguage;
  /** Minor units; 0 is free. */
  price: number;
  /** Names of the organization's seeded courses (catalogue-data.ts), in order. */
  courses: readonly string[];
}

const SPECIALIZATION_SEEDS: Readonly<Record<string, readonly SpecializationSeed[]>> = {
  demo: [
    {
      name: 'Professional Skills Starter',
      briefDescription: 'Three free courses to start: the web, spreadsheets and business English.',
      description: 'Build the everyday skills of a modern workplace: write for the web, analyse data in spreadsheets and communicate in English. Enroll once to join all three courses.',
      language: 'ENGLISH',
      price: 0,
      courses: ['HTML and CSS Foundations', 'تحليل البيانات باستخدام إكسل', 'Business English for Professionals'],
    },
    {
      name: 'Data Science Track',
      briefDescription: 'From Python analysis to machine learning: a paid path in three courses.',
      description: 'Start with the foundations of data science, analyse real data with Python, then build your first machine learning models. Bought as one through the cart.',
      language: 'ENGLISH',
      price: 59900,
      courses: ['أساسيات علم البيانات', 'Data Analysis with Python', 'Introduction to Machine Learning'],
    },
  ],
  nour: [
    {
      name: 'مسار الرعاية الصحية الأساسية',
      briefDescription: 'ثلاثة برامج مجانية في سلامة المرضى والتغذية ورعاية المسنين.',
      description: 'مسار متكامل للممارسين الصحيين الجدد: أساسيات سلامة المرضى، ثم التغذية العلاجية، ثم رعاية المسنين. سجّل مرة واحدة لتنضم إلى البرامج الثلاثة.',
      language: 'ARABIC',
      price: 0,
      courses: ['Patient Safety Fundamentals', 'التغذية العلاجية', 'رعاية المسنين'],
    },
  ],
};

/**
 * The specializations of one seeded organization, after its catalogue.
 * Idempotent: a specialization whose name the organization already has is
 * left alone; one whose courses are not all there is skipped.
 */
export async function seedSpecializations(db: Db, domainPrefix: string): Promise<void> {
  const seeds = SPECIALIZATION_SEEDS[domainPrefix];
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, domainPrefix)).limit(1);
  if (!org || !seeds) return;
  const [administrator] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.organizationId, org.id), eq(users.isAdministrator, true))).limit(1);
  for (const seed of seeds) {
    const [existing] = await db.select({ id: specializations.id }).from(specializations)
      .where(and(eq(specializations.organizationId, org.id), eq(specializations.name, seed.name))).limit(1);
    if (existing) continue;
    const found = await db.select({ id: courses.id, name: courses.name }).from(courses)
      .where(and(eq(courses.organizationId, org.id), inArray(courses.name, [...seed.courses])));
    const idByName = new Map(found.map((course) => [course.name, course.id]));
    const courseIds = seed.courses.flatMap((name) => idByName.get(name) ?? []);
    if (courseIds.length !== seed.courses.length) continue;
    const [created] = await db.insert(specializations).values({
      organizationId: org.id,
      name: seed.name,
      briefDescription: seed.briefDescription,
      description: seed.description,
      language: seed.language,
      price: seed.price,
      isPublished: true,
      createdById: administrator?.id ?? null,
    }).returning({ id: specializations.id });
    if (!created) throw new Error(`could not create specialization ${seed.name}`);
    await db.insert(specializationCourses).values(courseIds.map((courseId, sortOrder) => ({ specializationId: created.id, courseId, sortOrder })));
  }
}
