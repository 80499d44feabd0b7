import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { courseSections, courseSubsections } from '../tables';
import type { Section, SectionInput, SectionPatch } from './dto';
import { findEditableCourse, type Manager } from './manager';
import { recomputeCourseProgress } from '../progress/recompute-progress';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Every section of the course, published or not, in order, with their subsections. */
async function loadSections(db: Db, courseId: number, sectionId?: number): Promise<Section[]> {
  const sections = await db.select().from(courseSections)
    .where(and(eq(courseSections.courseId, courseId), sectionId === undefined ? undefined : eq(courseSections.id, sectionId)))
    .orderBy(asc(courseSections.sortOrder), asc(courseSections.id));
  if (!sections.length) return [];
  const subsections = await db.select().from(courseSubsections)
    .where(inArray(courseSubsections.sectionId, sections.map((section) => section.id)))
    .orderBy(asc(courseSubsections.sortOrder), asc(courseSubsections.id));
  return sections.map((section) => ({
    id: section.id,
    name: section.name,
    learningObjectives: section.learningObjectives,
    week: section.week,
    isPublished: section.isPublished,
    unlockStartDate: iso(section.unlockStartDate),
    sortOrder: section.sortOrder,
    subsections: subsections.filter((sub) => sub.sectionId === section.id).map((sub) => ({
      id: sub.id, name: sub.name, description: sub.description, contentType: sub.contentType,
      isPublished: sub.isPublished, isOptional: sub.isOptional, weight: sub.weight, sortOrder: sub.sortOrder,
    })),
  }));
}

async function loadSection(db: Db, courseId: number, sectionId: number): Promise<Section> {
  const [section] = await loadSections(db, courseId, sectionId);
  if (!section) throw notFound(undefined, 'Section not found');
  return section;
}

const columnsOf = (input: SectionPatch) => ({
  ...(input.name !== undefined ? { name: input.name.trim() } : {}),
  ...(input.learningObjectives !== undefined ? { learningObjectives: input.learningObjectives } : {}),
  ...(input.week !== undefined ? { week: input.week } : {}),
  ...(input.isPublished !== undefined ? { isPublished: input.isPublished } : {}),
  ...(input.unlockStartDate !== undefined ? { unlockStartDate: input.unlockStartDate === null ? null : new Date(input.unlockStartDate) } : {}),
});

const ofCourse = (courseId: number, sectionId: number) => and(eq(courseSections.courseId, courseId), eq(courseSections.id, sectionId));

export async function listSections(db: Db, manager: Manager, courseId: number): Promise<Section[]> {
  await findEditableCourse(db, manager, courseId);
  return loadSections(db, courseId);
}

/** A new section after the last one. */
export async function createSection(db: Db, manager: Manager, courseId: number, input: SectionInput): Promise<Section> {
  await findEditableCourse(db, manager, courseId);
  const [row] = await db.insert(courseSections).values({
    courseId,
    name: input.name.trim(),
    ...columnsOf(input),
    sortOrder: sql`(select coalesce(max(${courseSections.sortOrder}) + 1, 0) from ${courseSections} where ${courseSections.courseId} = ${courseId})`,
  }).returning({ id: courseSections.id });
  return loadSection(db, courseId, row!.id);
}

export async function updateSection(db: Db, manager: Manager, courseId: number, sectionId: number, patch: SectionPatch): Promise<Section> {
  await findEditableCourse(db, manager, courseId);
  await db.transaction(async (tx) => {
    const updated = await tx.update(courseSections).set(columnsOf(patch)).where(ofCourse(courseId, sectionId)).returning({ id: courseSections.id });
    if (!updated.length) throw notFound(undefined, 'Section not found');
    // Publishing or withdrawing a section changes what the enrollees have to do.
    if (patch.isPublished !== undefined) await recomputeCourseProgress(tx, courseId);
  });
  return loadSection(db, courseId, sectionId);
}

/** Removes the section and its subsections. */
export async function deleteSection(db: Db, manager: Manager, courseId: number, sectionId: number): Promise<void> {
  await findEditableCourse(db, manager, courseId);
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(courseSections).where(ofCourse(courseId, sectionId)).returning({ id: courseSections.id });
    if (!deleted.length) throw notFound(undefined, 'Section not found');
    await recomputeCourseProgress(tx, courseId);
  });
}
