import type { Db } from '../../../core/db/types';
import { courses, courseTargetOrganizations } from '../tables';
import { checkCourseInput } from './check-course-input';
import { courseColumnsOf, targetColumnsOf } from './course-columns';
import { setInstructors, setLearningTypes } from './course-links';
import type { CourseInput, ManagedCourse } from './dto';
import { loadManagedCourse } from './managed-course';
import type { Manager } from './manager';

/**
 * A new course of the organization, offered to it, in one transaction. An
 * administrator's course is approved at once; an instructor's waits for
 * approval (PENDING) and the instructor teaches it. Drafts start unpublished.
 */
export async function createCourse(db: Db, manager: Manager, input: CourseInput): Promise<ManagedCourse> {
  await checkCourseInput(db, manager.organizationId, input, null);
  const { organizationId } = manager;
  const courseId = await db.transaction(async (tx) => {
    const [row] = await tx.insert(courses).values({
      ...courseColumnsOf(input),
      name: input.name.trim(),
      organizationId,
      status: manager.isAdministrator ? 'APPROVED' : 'PENDING',
      isApproved: manager.isAdministrator,
      createdById: manager.userId,
      createdAt: manager.now,
      updatedAt: manager.now,
    }).returning({ id: courses.id });
    if (!row) throw new Error('course insert returned no row');
    await tx.insert(courseTargetOrganizations).values({ courseId: row.id, organizationId, ...targetColumnsOf(input) });
    if (input.learningTypeIds) await setLearningTypes(tx, row.id, input.learningTypeIds);
    const instructors = new Set(input.instructorIds ?? []);
    if (!manager.isAdministrator) instructors.add(manager.userId);
    if (instructors.size) await setInstructors(tx, row.id, [...instructors]);
    return row.id;
  });
  return loadManagedCourse(db, manager, courseId);
}
