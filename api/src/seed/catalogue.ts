import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../core/db/types';
import { learningCategories } from '../modules/learning-categories/tables';
import {
  courseApprovalRequests, courseEnrollees, courseInstructors, courseLearningTypes, courseReviews, courses, courseSections,
  courseSubsections, courseTargetOrganizations, learningTypes,
} from '../modules/lms/tables';
import { media } from '../modules/media/tables';
import { localMediaStorage, type MediaStorage } from '../modules/media/storage';
import { organizations } from '../modules/organizations/tables';
import { users } from '../modules/users/tables';
import { COURSE_COVER, courseCoverImage } from './catalogue-covers';
import { CATALOGUE_SEEDS, LEARNING_TYPE_SEEDS, type CourseSeed } from './catalogue-data';
import { daysFrom } from './organizations';

export interface CatalogueSeedOptions {
  /** The media folder; without it courses get no cover (tests seed without one). */
  mediaDir?: string;
}

interface OrganizationPeople {
  administratorId: number;
  instructorId: number | null;
  idByEmail: Map<string, number>;
}

/**
 * The catalogue of one seeded organization (catalogue-data.ts). Idempotent:
 * an organization that already has learning types keeps its courses; only
 * covers whose file is missing from the media folder are written again.
 */
export async function seedCatalogue(db: Db, domainPrefix: string, now: Date, options: CatalogueSeedOptions = {}): Promise<void> {
  const seeds = CATALOGUE_SEEDS[domainPrefix];
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, domainPrefix)).limit(1);
  if (!org || !seeds) return;
  const people = await peopleOf(db, org.id);
  if (!people) return;
  const [seeded] = await db.select({ id: learningTypes.id }).from(learningTypes).where(eq(learningTypes.organizationId, org.id)).limit(1);
  if (!seeded) await createCatalogue(db, org.id, people, seeds, now);
  if (options.mediaDir) await ensureCovers(db, org.id, people.administratorId, seeds, localMediaStorage(options.mediaDir));
}

async function peopleOf(db: Db, organizationId: number): Promise<OrganizationPeople | null> {
  const rows = await db.select({ id: users.id, email: users.email, isAdministrator: users.isAdministrator, isInstructor: users.isInstructor })
    .from(users).where(eq(users.organizationId, organizationId)).orderBy(asc(users.id));
  const administrator = rows.find((row) => row.isAdministrator);
  if (!administrator) return null;
  return {
    administratorId: administrator.id,
    instructorId: rows.find((row) => row.isInstructor && !row.isAdministrator)?.id ?? null,
    idByEmail: new Map(rows.map((row) => [row.email, row.id])),
  };
}

async function createCatalogue(db: Db, organizationId: number, people: OrganizationPeople, seeds: readonly CourseSeed[], now: Date): Promise<void> {
  const types = await db.insert(learningTypes).values(LEARNING_TYPE_SEEDS.map((type, sortOrder) => ({
    organizationId, slug: type.slug, nameEn: type.en, nameAr: type.ar, sortOrder,
  }))).returning({ id: learningTypes.id, slug: learningTypes.slug });
  const typeIdBySlug = new Map(types.map((type) => [type.slug, type.id]));
  const categories = await db.select({ id: learningCategories.id, nameEn: learningCategories.nameEn })
    .from(learningCategories).where(eq(learningCategories.organizationId, organizationId));
  const categoryIdByName = new Map(categories.map((category) => [category.nameEn, category.id]));
  for (const [index, seed] of seeds.entries()) {
    // Spread over the last weeks in list order, so "newest" is a stable, meaningful order.
    const createdAt = daysFrom(now, -2 * (seeds.length - index));
    await createCourse(db, { organizationId, people, now, typeIdBySlug, categoryIdByName }, seed, createdAt);
  }
}

interface CourseContext {
  organizationId: number;
  people: OrganizationPeople;
  now: Date;
  typeIdBySlug: Map<string, number>;
  categoryIdByName: Map<string, number>;
}

const dayOrNull = (now: Date, days: number | undefined) => (days === undefined ? null : daysFrom(now, days));

async function createCourse(db: Db, context: CourseContext, seed: CourseSeed, createdAt: Date): Promise<void> {
  const { organizationId, people, now } = context;
  const instructorId = seed.byInstructor ? people.instructorId : null;
  const reviewers = (seed.reviews ?? []).flatMap((review) => {
    const userId = people.idByEmail.get(review.by);
    return userId === undefined ? [] : [{ ...review, userId }];
  });
  const [course] = await db.insert(courses).values({
    organizationId,
    name: seed.name,
    briefDescription: seed.briefDescription,
    description: seed.description,
    welcomeMessage: seed.language === 'ARABIC' ? `أهلًا بك في ${seed.name}!` : `Welcome to ${seed.name}!`,
    courseSyllabus: seed.topics.join('\n'),
    language: seed.language,
    categoryId: seed.category === null ? null : context.categoryIdByName.get(seed.category) ?? null,
    country: seed.place?.country ?? null,
    city: seed.place?.city ?? null,
    duration: seed.duration,
    durationUnit: seed.durationUnit,
    fromTo: seed.startInDays !== undefined && seed.durationUnit === 'DAYS' ? '09:00-15:00' : null,
    startDate: dayOrNull(now, seed.startInDays),
    endDate: dayOrNull(now, seed.endInDays),
    startEnrollmentDate: dayOrNull(now, seed.enrollmentOpensInDays),
    endEnrollmentDate: dayOrNull(now, seed.enrollmentClosesInDays),
    maxEnrollmentCount: seed.maxEnrollmentCount ?? null,
    enrollmentCount: reviewers.length,
    isApproved: !seed.notApproved,
    status: seed.notApproved ? 'PENDING' : 'APPROVED',
    isPublished: !seed.unpublished,
    isPublishedByAdmin: !seed.unpublished && !seed.byInstructor,
    isComingSoon: seed.isComingSoon ?? false,
    createdById: instructorId ?? people.administratorId,
    createdAt,
    updatedAt: createdAt,
  }).returning({ id: courses.id });
  if (!course) throw new Error(`could not seed ${seed.name}`);
  const courseId = course.id;

  await db.insert(courseTargetOrganizations).values({
    courseId, organizationId, price: seed.price ?? 0, oldPrice: seed.oldPrice ?? null, isDiscounted: seed.oldPrice !== undefined,
  });
  const typeIds = seed.learningTypes.flatMap((slug) => context.typeIdBySlug.get(slug) ?? []);
  if (typeIds.length) await db.insert(courseLearningTypes).values(typeIds.map((learningTypeId) => ({ courseId, learningTypeId })));
  if (instructorId !== null) await db.insert(courseInstructors).values({ courseId, userId: instructorId });
  if (!seed.completeCourse) await createOutline(db, courseId, seed);

  if (reviewers.length) {
    const ended = seed.endInDays !== undefined && seed.endInDays < 0;
    await db.insert(courseEnrollees).values(reviewers.map((reviewer, index) => ({
      organizationId, courseId, userId: reviewer.userId,
      isFinished: ended, finishedAt: ended ? daysFrom(now, seed.endInDays!) : null,
      progress: ended ? 100 : 30 + index * 20,
      createdAt: daysFrom(now, -20 - index),
    })));
    await db.insert(courseReviews).values(reviewers.map((reviewer, index) => ({
      organizationId, courseId, userId: reviewer.userId, rating: reviewer.rating, text: reviewer.text,
      isHidden: reviewer.hidden ?? false, createdAt: daysFrom(now, -5 - index), updatedAt: daysFrom(now, -5 - index),
    })));
  }
  if (seed.notApproved) {
    await db.insert(courseApprovalRequests).values({ organizationId, courseId, requestedById: instructorId ?? people.administratorId, createdAt: daysFrom(now, -2) });
  }
}

/** One section a week per topic, each with a lecture, an optional reading and a check (names only: content comes with the course player). */
async function createOutline(db: Db, courseId: number, seed: CourseSeed): Promise<void> {
  const arabic = seed.language === 'ARABIC';
  const lecture = seed.learningTypes.includes('face-to-face') ? 'ON_CAMPUS_LECTURE' : 'ONLINE_LECTURE';
  const sections = await db.insert(courseSections).values(seed.topics.map((topic, index) => ({
    courseId,
    name: topic,
    learningObjectives: arabic ? `بنهاية هذا الأسبوع ستفهم: ${topic}` : `By the end of this week you can explain: ${topic.toLowerCase()}`,
    week: index + 1,
    sortOrder: index,
  }))).returning({ id: courseSections.id, name: courseSections.name });
  await db.insert(courseSubsections).values(sections.flatMap((section) => [
    { sectionId: section.id, name: arabic ? `محاضرة: ${section.name}` : `Lecture: ${section.name}`, contentType: lecture, sortOrder: 0 },
    { sectionId: section.id, name: arabic ? `قراءة: ${section.name}` : `Reading: ${section.name}`, contentType: 'FILE', isOptional: true, sortOrder: 1 },
    { sectionId: section.id, name: arabic ? 'اختبر فهمك' : 'Check your understanding', contentType: 'QUESTIONNAIRE', sortOrder: 2 },
  ]));
}

/**
 * Every seeded course has its cover file: written when the course has none,
 * when its file went missing, or when it is an earlier seed's vector cover.
 */
async function ensureCovers(db: Db, organizationId: number, ownerId: number, seeds: readonly CourseSeed[], storage: MediaStorage): Promise<void> {
  const rows = await db.select({ id: courses.id, name: courses.name, coverImageId: courses.coverImageId, key: media.key, mime: media.mime })
    .from(courses)
    .leftJoin(media, and(eq(media.organizationId, courses.organizationId), eq(media.id, courses.coverImageId)))
    .where(and(eq(courses.organizationId, organizationId), inArray(courses.name, seeds.map((seed) => seed.name))));
  for (const row of rows) {
    if (row.key && row.mime === COURSE_COVER.mime && storage.locate(row.key)) continue;
    const bytes = await courseCoverImage(row.name);
    const key = await storage.save(organizationId, bytes);
    const sizeKB = Math.max(1, Math.ceil(bytes.length / 1024));
    if (row.coverImageId !== null && row.key) {
      await db.update(media).set({ key, sizeKB, ...COURSE_COVER }).where(and(eq(media.organizationId, organizationId), eq(media.id, row.coverImageId)));
      continue;
    }
    const [cover] = await db.insert(media).values({
      organizationId, userId: ownerId, type: 'image', ...COURSE_COVER, key, sizeKB,
    }).returning({ id: media.id });
    await db.update(courses).set({ coverImageId: cover!.id }).where(and(eq(courses.organizationId, organizationId), eq(courses.id, row.id)));
  }
}
