import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { loadCourseCards } from '../course-card';
import { courses, courseTargetOrganizations } from '../tables';
import type { CourseStatus, ManagedCourse } from './dto';
import type { Manager } from './manager';

/** Course cards with what an editor also needs to know (status, publication), in the order of `ids`. */
export async function loadManagedCourses(db: Db, manager: Manager, ids: readonly number[]): Promise<ManagedCourse[]> {
  if (!ids.length) return [];
  const [cards, states] = await Promise.all([
    loadCourseCards(db, manager, ids),
    db.select({
      id: courses.id,
      isPublished: courses.isPublished,
      isApproved: courses.isApproved,
      status: courses.status,
      targetIsPublished: courseTargetOrganizations.isPublished,
    }).from(courses)
      .leftJoin(courseTargetOrganizations, and(
        eq(courseTargetOrganizations.courseId, courses.id),
        eq(courseTargetOrganizations.organizationId, manager.organizationId),
      ))
      .where(inArray(courses.id, [...ids])),
  ]);
  const stateOf = new Map(states.map((state) => [state.id, state]));
  return cards.flatMap((card) => {
    const state = stateOf.get(card.id);
    if (!state) return [];
    return [{
      ...card,
      isPublished: state.isPublished,
      isApproved: state.isApproved,
      status: state.status as CourseStatus,
      isDeleted: false as const,
      targetIsPublished: state.targetIsPublished ?? false,
    }];
  });
}

export async function loadManagedCourse(db: Db, manager: Manager, courseId: number): Promise<ManagedCourse> {
  const [course] = await loadManagedCourses(db, manager, [courseId]);
  if (!course) throw new Error(`course ${courseId} vanished`);
  return course;
}
