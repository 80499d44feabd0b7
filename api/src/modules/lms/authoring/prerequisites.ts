import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { Manager } from '../manage/manager';
import { courseSectionPrerequisites, courseSections } from '../tables';
import { contentInvalid } from './content-invalid';
import { findSection } from './course-content';
import { inEditableCourse } from './editable-course';
import { findPrerequisiteCycle } from './prerequisite-cycle';
import type { Prerequisites } from './subsection-dto';

/** The course's prerequisite edges, with its section rows locked: two changes of one course's prerequisites cannot close a cycle together. */
async function lockedGraph(tx: Db, courseId: number) {
  const sections = await tx.select({ id: courseSections.id, name: courseSections.name }).from(courseSections)
    .where(eq(courseSections.courseId, courseId)).orderBy(asc(courseSections.id)).for('update');
  const ids = sections.map((section) => section.id);
  const edges = ids.length
    ? await tx.select().from(courseSectionPrerequisites).where(inArray(courseSectionPrerequisites.sectionId, ids))
    : [];
  const graph = new Map<number, number[]>();
  for (const edge of edges) graph.set(edge.sectionId, [...(graph.get(edge.sectionId) ?? []), edge.prerequisiteSectionId]);
  return { sections, graph };
}

/**
 * The sections that must be done before this one: sections of the same
 * course that do not (through others) wait for it. 400 crs-002 otherwise.
 */
export async function setPrerequisites(db: Db, manager: Manager, courseId: number, sectionId: number, sectionIds: readonly number[]): Promise<Prerequisites> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    await findSection(tx, courseId, sectionId);
    const { sections, graph } = await lockedGraph(tx, courseId);
    const names = new Map(sections.map((section) => [section.id, section.name]));
    const foreign = sectionIds.filter((id) => !names.has(id));
    if (foreign.length) throw contentInvalid(`Not a section of this course: ${foreign.join(', ')}`);
    const cycle = findPrerequisiteCycle(graph, sectionId, sectionIds);
    if (cycle) throw contentInvalid(`Prerequisites may not go round in a circle: ${cycle.map((id) => `“${names.get(id)}”`).join(' needs ')}`);
    await tx.delete(courseSectionPrerequisites).where(eq(courseSectionPrerequisites.sectionId, sectionId));
    if (sectionIds.length) {
      await tx.insert(courseSectionPrerequisites).values(sectionIds.map((prerequisiteSectionId) => ({ sectionId, prerequisiteSectionId })));
    }
    return { sectionId, prerequisites: sectionIds.map((id) => ({ id, name: names.get(id)! })) };
  });
}
