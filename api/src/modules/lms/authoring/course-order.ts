import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { Section } from '../manage/dto';
import type { Manager } from '../manage/manager';
import { listSections } from '../manage/sections';
import { courseSections, courseSubsections } from '../tables';
import { contentInvalid } from './content-invalid';
import { findSection, sectionIdsOf } from './course-content';
import { inEditableCourse } from './editable-course';

/** The order given must name every item once, and nothing else (400 crs-002). */
function checkPermutation(given: readonly number[], stored: readonly number[], what: string): void {
  const known = new Set(stored);
  const same = given.length === stored.length && new Set(given).size === given.length && given.every((id) => known.has(id));
  if (!same) throw contentInvalid(`The order must list each ${what} exactly once: ${[...stored].sort((a, b) => a - b).join(', ')}`);
}

/** sort_order = the position in the list, in one statement. */
const positions = (ids: readonly number[]) => sql`(values ${sql.join(ids.map((id, index) => sql`(${id}::integer, ${index}::integer)`), sql`, `)}) as v(id, position)`;

/** Puts the course's sections in the order given; answers every section, as the list call does. */
export async function orderSections(db: Db, manager: Manager, courseId: number, sectionIds: readonly number[]): Promise<Section[]> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    checkPermutation(sectionIds, await sectionIdsOf(tx, courseId), 'section of the course');
    if (sectionIds.length) {
      await tx.execute(sql`update ${courseSections} set sort_order = v.position from ${positions(sectionIds)}
        where ${courseSections.id} = v.id and ${courseSections.courseId} = ${courseId}`);
    }
    return listSections(tx, manager, courseId);
  });
}

/** Puts the section's subsections in the order given; answers the section. */
export async function orderSubsections(db: Db, manager: Manager, courseId: number, sectionId: number, subsectionIds: readonly number[]): Promise<Section> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    await findSection(tx, courseId, sectionId);
    const stored = await tx.select({ id: courseSubsections.id }).from(courseSubsections).where(eq(courseSubsections.sectionId, sectionId));
    checkPermutation(subsectionIds, stored.map((row) => row.id), 'subsection of the section');
    if (subsectionIds.length) {
      await tx.execute(sql`update ${courseSubsections} set sort_order = v.position from ${positions(subsectionIds)}
        where ${courseSubsections.id} = v.id and ${eq(courseSubsections.sectionId, sectionId)}`);
    }
    const sections = await listSections(tx, manager, courseId);
    return sections.find((section) => section.id === sectionId)!;
  });
}
