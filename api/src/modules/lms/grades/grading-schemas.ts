import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { inEditableCourse } from '../authoring/editable-course';
import { findEditableCourse, type Manager } from '../manage/manager';
import { courses } from '../tables';
import type { CourseGradingSchemas, GradingSchema, GradingSchemaInput } from './dto';
import { schemaProblem } from './grade-rule';
import { mappingsOf } from './schema-of';
import { gradeMappings, gradingSchemas, organizationGradingSchemas } from './tables';

function checkSchema(input: GradingSchemaInput): void {
  const problem = schemaProblem(input.mappings.map((mapping) => ({ ...mapping, letter: mapping.letter.trim() })));
  if (problem) throw new AppError(400, ERROR_CODES.GRADING_SCHEMA_INVALID, problem);
}

async function schemaById(db: Db, schemaId: number | null | undefined): Promise<GradingSchema | null> {
  if (!schemaId) return null;
  const [row] = await db.select({ id: gradingSchemas.id, title: gradingSchemas.title }).from(gradingSchemas).where(eq(gradingSchemas.id, schemaId));
  return row ? { ...row, mappings: await mappingsOf(db, row.id) } : null;
}

async function organizationDefaultId(db: Db, organizationId: number): Promise<number | null> {
  const [row] = await db.select({ schemaId: organizationGradingSchemas.schemaId }).from(organizationGradingSchemas)
    .where(eq(organizationGradingSchemas.organizationId, organizationId));
  return row?.schemaId ?? null;
}

/** Writes a schema's title and letters over the stored ones (or into a new schema). */
async function writeSchema(tx: Db, schemaId: number | null, courseId: number | null, input: GradingSchemaInput, now: Date): Promise<number> {
  let id = schemaId;
  if (id === null) {
    const [row] = await tx.insert(gradingSchemas).values({ courseId, title: input.title.trim(), createdAt: now }).returning({ id: gradingSchemas.id });
    id = row!.id;
  } else {
    await tx.update(gradingSchemas).set({ title: input.title.trim() }).where(eq(gradingSchemas.id, id));
    await tx.delete(gradeMappings).where(eq(gradeMappings.schemaId, id));
  }
  await tx.insert(gradeMappings).values(input.mappings.map((mapping) => ({
    schemaId: id!, letter: mapping.letter.trim(), minValue: mapping.minValue, maxValue: mapping.maxValue,
    description: mapping.description?.trim() || null,
  })));
  return id;
}

/** The course's own schema (if any) and the organization's default, which applies when the course has none. */
export async function courseGradingSchemas(db: Db, manager: Manager, courseId: number): Promise<CourseGradingSchemas> {
  await findEditableCourse(db, manager, courseId);
  const [course] = await db.select({ schemaId: courses.gradingSchemaId }).from(courses).where(eq(courses.id, courseId));
  return {
    courseSchema: await schemaById(db, course?.schemaId),
    organizationDefault: await schemaById(db, await organizationDefaultId(db, manager.organizationId)),
  };
}

/** Gives the course its own schema, or rewrites it (courses.grading_schema_id points to it). */
export async function putCourseGradingSchema(db: Db, manager: Manager, courseId: number, input: GradingSchemaInput): Promise<GradingSchema> {
  checkSchema(input);
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [course] = await tx.select({ schemaId: courses.gradingSchemaId }).from(courses).where(eq(courses.id, courseId)).for('update');
    // Only a schema of this course is rewritten in place; anything else the column held is replaced by a new one.
    const [own] = course?.schemaId
      ? await tx.select({ id: gradingSchemas.id }).from(gradingSchemas)
        .where(and(eq(gradingSchemas.id, course.schemaId), eq(gradingSchemas.courseId, courseId)))
      : [];
    const ownId = own?.id ?? null;
    const id = await writeSchema(tx, ownId, courseId, input, manager.now);
    await tx.update(courses).set({ gradingSchemaId: id }).where(eq(courses.id, courseId));
    return (await schemaById(tx, id))!;
  });
}

/** The course goes back to the organization's default (its own schema is removed). */
export async function deleteCourseGradingSchema(db: Db, manager: Manager, courseId: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    await tx.update(courses).set({ gradingSchemaId: null }).where(eq(courses.id, courseId));
    await tx.delete(gradingSchemas).where(eq(gradingSchemas.courseId, courseId));
  });
}

const requireAdministrator = (manager: Manager) => {
  if (!manager.isAdministrator) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Only administrators manage the organization\'s default grading schema');
};

export async function organizationGradingSchema(db: Db, manager: Manager): Promise<{ schema: GradingSchema | null }> {
  requireAdministrator(manager);
  return { schema: await schemaById(db, await organizationDefaultId(db, manager.organizationId)) };
}

/** Sets (or rewrites) the organization's default schema: the letters of every course without its own. */
export async function putOrganizationGradingSchema(db: Db, manager: Manager, input: GradingSchemaInput): Promise<{ schema: GradingSchema | null }> {
  requireAdministrator(manager);
  checkSchema(input);
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ schemaId: organizationGradingSchemas.schemaId }).from(organizationGradingSchemas)
      .where(eq(organizationGradingSchemas.organizationId, manager.organizationId)).for('update');
    const id = await writeSchema(tx, current?.schemaId ?? null, null, input, manager.now);
    if (!current) {
      // A concurrent first write of the same organization loses here (primary key) and its transaction fails: retried, it rewrites.
      await tx.insert(organizationGradingSchemas).values({ organizationId: manager.organizationId, schemaId: id });
    }
    return { schema: await schemaById(tx, id) };
  });
}
