import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../core/db/types';
import { learningCategories } from '../modules/learning-categories/tables';
import {
  courseEnrollees, courseInstructors, courseLearningTypes, courseReviews, courses, courseTargetOrganizations, courseWishlist, learningTypes,
} from '../modules/lms/tables';
import { organizations } from '../modules/organizations/tables';
import { permissionSets } from '../modules/permissions/tables';
import { users } from '../modules/users/tables';
import { planCatalogue, type CataloguePlan, type CatalogueInputs } from './catalogue-generator/plan';
import { sampleSearch, type SampleSearch } from './catalogue-generator/sample-search';

export interface GenerateCatalogueOptions {
  /** An organization the seed has created (its categories and learning types are used). */
  domainPrefix: string;
  courses: number;
  enrollments: number;
  /** Generated members the enrollments are spread over (default 2,000). */
  members?: number;
  now?: Date;
  /** Same seed, same catalogue (default 2026). */
  seed?: number;
}

export interface GeneratedCatalogue {
  organizationId: number;
  courses: number;
  /** Of them, in the organization's catalogue. */
  listedCourses: number;
  members: number;
  enrollments: number;
  reviews: number;
  wishlist: number;
  /** A typical catalogue search over the generated courses (for benchmarks). */
  sampleSearch: SampleSearch | null;
  ms: number;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK = 1000;

/**
 * Fills an existing, seeded organization with a large, realistic catalogue:
 * courses in English and Arabic over the organization's categories and
 * learning types (a share expired, unpublished, unapproved or deleted), their
 * offers and instructors, generated members, enrollments, reviews and
 * favorites. One transaction, bulk inserts; statistics refreshed at the end
 * so that the planner sees the new sizes at once.
 */
export async function generateCatalogue(db: Db, options: GenerateCatalogueOptions): Promise<GeneratedCatalogue> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.domainPrefix, options.domainPrefix));
  if (!organization) throw new Error(`no organization ${options.domainPrefix}: seed the database first`);
  const organizationId = organization.id;

  const inputs = await readInputs(db, organizationId);
  const plan = planCatalogue({
    courses: options.courses,
    enrollments: options.enrollments,
    members: options.members ?? 2000,
    now,
    seed: options.seed ?? 2026,
    runTag: now.getTime().toString(36),
  }, inputs);

  await db.transaction(async (tx) => writePlan(tx, organizationId, plan));
  await db.execute(sql`analyze courses, course_target_organizations, course_learning_types, course_enrollees, course_reviews, course_wishlist, users`);

  return {
    organizationId,
    courses: plan.courses.length,
    listedCourses: plan.courses.filter((course) => course.isListed).length,
    members: plan.members.length,
    enrollments: plan.enrollments.length,
    reviews: plan.reviews.length,
    wishlist: plan.wishlist.length,
    sampleSearch: sampleSearch(plan),
    ms: Math.round(performance.now() - started),
  };
}

async function readInputs(db: Db, organizationId: number): Promise<CatalogueInputs> {
  const [categories, types, covers, others] = await Promise.all([
    db.select({ id: learningCategories.id }).from(learningCategories).where(eq(learningCategories.organizationId, organizationId)),
    db.select({ id: learningTypes.id }).from(learningTypes).where(eq(learningTypes.organizationId, organizationId)),
    // The covers the organization's seeded courses use: generated courses share them.
    db.selectDistinct({ id: courses.coverImageId }).from(courses)
      .where(and(eq(courses.organizationId, organizationId), isNotNull(courses.coverImageId))),
    db.select({ id: organizations.id }).from(organizations).where(ne(organizations.id, organizationId)),
  ]);
  return {
    categoryIds: categories.map((row) => row.id),
    learningTypeIds: types.map((row) => row.id),
    coverImageIds: covers.flatMap((row) => (row.id === null ? [] : [row.id])),
    otherOrganizationIds: others.map((row) => row.id),
  };
}

async function writePlan(db: Db, organizationId: number, plan: CataloguePlan): Promise<void> {
  // Ids are taken from the tables' own sequences up front, so that rows can
  // refer to each other before they are written.
  const memberIds = await nextIds(db, 'users', plan.members.length);
  const courseIds = await nextIds(db, 'courses', plan.courses.length);
  const [instructorSet] = await db.select({ id: permissionSets.id }).from(permissionSets)
    .where(and(eq(permissionSets.organizationId, organizationId), eq(permissionSets.seedKey, 'instructor')));

  await insertChunks(db, users, plan.members.map((member, index) => ({
    ...member.row, id: memberIds[index]!, organizationId, permissionSetId: member.isInstructor ? instructorSet?.id ?? null : null,
  })));
  await insertChunks(db, courses, plan.courses.map((course, index) => ({
    ...course.row,
    id: courseIds[index]!,
    organizationId,
    createdById: course.instructors[0] ? memberIds[course.instructors[0].member]! : null,
  })));
  await insertChunks(db, courseTargetOrganizations, plan.courses.flatMap((course, index) => [
    { ...course.target, courseId: courseIds[index]!, organizationId },
    ...course.extraTargetOrganizationIds.map((other) => ({ ...course.target, isPublished: true, courseId: courseIds[index]!, organizationId: other })),
  ]));
  await insertChunks(db, courseLearningTypes, plan.courses.flatMap((course, index) =>
    course.learningTypeIds.map((learningTypeId) => ({ courseId: courseIds[index]!, learningTypeId }))));
  await insertChunks(db, courseInstructors, plan.courses.flatMap((course, index) =>
    course.instructors.map((instructor, sortOrder) => ({
      courseId: courseIds[index]!, userId: memberIds[instructor.member]!, isHidden: instructor.isHidden, sortOrder,
    }))));
  await insertChunks(db, courseEnrollees, plan.enrollments.map((enrollment) => ({
    ...enrollment.row, organizationId, courseId: courseIds[enrollment.course]!, userId: memberIds[enrollment.member]!,
  })));
  await insertChunks(db, courseReviews, plan.reviews.map((review) => ({
    ...review.row, organizationId, courseId: courseIds[review.course]!, userId: memberIds[review.member]!,
  })));
  await insertChunks(db, courseWishlist, plan.wishlist.map((wish) => ({
    organizationId, courseId: courseIds[wish.course]!, userId: memberIds[wish.member]!, createdAt: wish.createdAt,
  })));
}

async function nextIds(db: Db, table: 'users' | 'courses', count: number): Promise<number[]> {
  const rows = await db.select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => row.id);
}

async function insertChunks<T extends PgTable>(db: Db, table: T, rows: ReadonlyArray<T['$inferInsert']>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(table).values(rows.slice(start, start + CHUNK) as T['$inferInsert'][]);
  }
}
