import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { badRequest } from '../../../core/errors';
import { courses, courseTargetOrganizations } from '../tables';
import { checkCourseInput } from './check-course-input';
import { courseColumnsOf, targetColumnsOf } from './course-columns';
import { setInstructors, setLearningTypes } from './course-links';
import type { CoursePatch, ManagedCourse } from './dto';
import { loadManagedCourse } from './managed-course';
import { findEditableCourse, type Manager } from './manager';

/** Changes the fields the patch carries, in one transaction; the organization's offer (price) is created if missing. */
export async function updateCourse(db: Db, manager: Manager, courseId: number, patch: CoursePatch): Promise<ManagedCourse> {
  const current = await findEditableCourse(db, manager, courseId);
  await checkCourseInput(db, manager.organizationId, patch, current);
  const { organizationId } = manager;
  await db.transaction(async (tx) => {
    // Conditional on the live count: an enrollment between the check and here must not break the capacity rule.
    const capacity = patch.maxEnrollmentCount != null ? lte(courses.enrollmentCount, patch.maxEnrollmentCount) : undefined;
    const updated = await tx.update(courses).set({ ...courseColumnsOf(patch), updatedAt: manager.now })
      .where(and(eq(courses.organizationId, organizationId), eq(courses.id, courseId), capacity))
      .returning({ id: courses.id });
    if (!updated.length) throw badRequest('maxEnrollmentCount cannot be below the members already enrolled');
    const target = targetColumnsOf(patch);
    if (Object.keys(target).length) {
      await tx.insert(courseTargetOrganizations).values({ courseId, organizationId, ...target })
        .onConflictDoUpdate({ target: [courseTargetOrganizations.courseId, courseTargetOrganizations.organizationId], set: target });
    }
    if (patch.learningTypeIds) await setLearningTypes(tx, courseId, patch.learningTypeIds);
    if (patch.instructorIds) {
      // An instructor cannot write themselves out of their own course.
      const instructors = new Set(patch.instructorIds);
      if (!manager.isAdministrator) instructors.add(manager.userId);
      await setInstructors(tx, courseId, [...instructors]);
    }
  });
  return loadManagedCourse(db, manager, courseId);
}
