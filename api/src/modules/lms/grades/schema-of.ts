import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courses } from '../tables';
import { gradeMappings, organizationGradingSchemas } from './tables';

export interface SchemaMapping {
  letter: string;
  minValue: number;
  maxValue: number;
  description: string | null;
}

/** A schema's letters, lowest first. */
export async function mappingsOf(db: Db, schemaId: number): Promise<SchemaMapping[]> {
  return db.select({ letter: gradeMappings.letter, minValue: gradeMappings.minValue, maxValue: gradeMappings.maxValue, description: gradeMappings.description })
    .from(gradeMappings).where(eq(gradeMappings.schemaId, schemaId)).orderBy(asc(gradeMappings.minValue));
}

/**
 * The letters that apply to a member of a course: the course's own schema
 * (courses.grading_schema_id), else the default of the member's organization;
 * none when neither exists (the total then has no letter).
 */
export async function applicableMappings(db: Db, courseId: number, organizationId: number): Promise<SchemaMapping[]> {
  const [course] = await db.select({ schemaId: courses.gradingSchemaId }).from(courses).where(eq(courses.id, courseId));
  if (course?.schemaId) return mappingsOf(db, course.schemaId);
  const [fallback] = await db.select({ schemaId: organizationGradingSchemas.schemaId }).from(organizationGradingSchemas)
    .where(eq(organizationGradingSchemas.organizationId, organizationId));
  return fallback ? mappingsOf(db, fallback.schemaId) : [];
}
