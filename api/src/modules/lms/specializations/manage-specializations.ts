import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { badRequest, notFound } from '../../../core/errors';
import { findMedia } from '../../media/service';
import { organizations } from '../../organizations/tables';
import { toCardBasics } from '../card-basics';
import { courses, courseTargetOrganizations, specializationCourses, specializations } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';
import type { CreateSpecializationBody, ManagedSpecialization, UpdateSpecializationBody } from './dto';
import { specializationColumns } from './specialization-cards';

export interface Manager {
  organizationId: number;
  userId: number;
  now: Date;
}

/** A name that is not blank; a cover of the organization's media; courses it offers (not deleted): 400 req-001 otherwise. */
async function assertValid(db: Db, manager: Manager, body: UpdateSpecializationBody): Promise<void> {
  if (body.name !== undefined && !body.name.trim()) throw badRequest('name must not be blank');
  if (body.coverImageId != null && !(await findMedia(db, manager.organizationId, body.coverImageId))) throw badRequest('coverImageId is not a file of this organization');
  if (!body.courseIds?.length) return;
  const offered = await db.select({ id: courses.id }).from(courses)
    .innerJoin(courseTargetOrganizations, and(eq(courseTargetOrganizations.courseId, courses.id), eq(courseTargetOrganizations.organizationId, manager.organizationId)))
    .where(and(inArray(courses.id, body.courseIds), eq(courses.isDeleted, false)));
  const known = new Set(offered.map((row) => row.id));
  const unknown = body.courseIds.filter((id) => !known.has(id));
  if (unknown.length) throw badRequest(`Not courses of this organization: ${unknown.join(', ')}`);
}

async function replaceCourses(tx: Db, specializationId: number, courseIds: readonly number[]): Promise<void> {
  await tx.delete(specializationCourses).where(eq(specializationCourses.specializationId, specializationId));
  if (courseIds.length) {
    await tx.insert(specializationCourses).values(courseIds.map((courseId, sortOrder) => ({ specializationId, courseId, sortOrder })));
  }
}

const ownSpecialization = (manager: Manager, specializationId: number) =>
  and(eq(specializations.organizationId, manager.organizationId), eq(specializations.id, specializationId));

/** The specialization as its managers see it: every course in order, listed now or not. */
async function loadManagedSpecialization(db: Db, manager: Manager, specializationId: number): Promise<ManagedSpecialization> {
  const [row] = await db.select({
    ...specializationColumns,
    isPublished: specializations.isPublished,
    createdAt: specializations.createdAt,
  }).from(specializations)
    .innerJoin(organizations, eq(organizations.id, specializations.organizationId))
    .where(and(ownSpecialization(manager, specializationId), eq(specializations.isDeleted, false)));
  if (!row) throw notFound(undefined, 'Specialization not found');
  const members = await db.select({
    id: courses.id,
    name: courses.name,
    isInCatalogue: sql<boolean>`(${courseTargetOrganizations.id} is not null and ${listableCourse(manager.now)})`,
  }).from(specializationCourses)
    .innerJoin(courses, eq(courses.id, specializationCourses.courseId))
    .leftJoin(courseTargetOrganizations, publishedTarget(manager.organizationId))
    .where(eq(specializationCourses.specializationId, specializationId))
    .orderBy(asc(specializationCourses.sortOrder), asc(specializationCourses.courseId));
  return {
    ...row,
    ...toCardBasics(row),
    createdAt: row.createdAt.toISOString(),
    courses: members.map((course) => ({ ...course, isInCatalogue: Boolean(course.isInCatalogue) })),
  };
}

export async function createSpecialization(db: Db, manager: Manager, body: CreateSpecializationBody): Promise<ManagedSpecialization> {
  return db.transaction(async (tx) => {
    await assertValid(tx, manager, body);
    const { courseIds, ...fields } = body;
    const [created] = await tx.insert(specializations).values({
      ...fields,
      name: fields.name.trim(),
      organizationId: manager.organizationId,
      createdById: manager.userId,
      createdAt: manager.now,
    }).returning({ id: specializations.id });
    if (!created) throw new Error('specialization insert returned no row');
    await replaceCourses(tx, created.id, courseIds ?? []);
    return loadManagedSpecialization(tx, manager, created.id);
  });
}

/** Changes the given fields; courseIds (when given) replaces the courses, in that order. */
export async function updateSpecialization(db: Db, manager: Manager, specializationId: number, body: UpdateSpecializationBody): Promise<ManagedSpecialization> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: specializations.id }).from(specializations)
      .where(and(ownSpecialization(manager, specializationId), eq(specializations.isDeleted, false))).for('update');
    if (!existing) throw notFound(undefined, 'Specialization not found');
    await assertValid(tx, manager, body);
    const { courseIds, ...fields } = body;
    if (Object.keys(fields).length) {
      await tx.update(specializations).set({ ...fields, ...(fields.name === undefined ? {} : { name: fields.name.trim() }) })
        .where(ownSpecialization(manager, specializationId));
    }
    if (courseIds) await replaceCourses(tx, specializationId, courseIds);
    return loadManagedSpecialization(tx, manager, specializationId);
  });
}

/** Soft delete; deleting again answers the same (204). */
export async function deleteSpecialization(db: Db, manager: Manager, specializationId: number): Promise<void> {
  const [row] = await db.update(specializations).set({ isDeleted: true })
    .where(ownSpecialization(manager, specializationId)).returning({ id: specializations.id });
  if (!row) throw notFound(undefined, 'Specialization not found');
}
