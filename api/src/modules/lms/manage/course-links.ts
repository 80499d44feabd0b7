import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courseInstructors, courseLearningTypes } from '../tables';

/** The course's learning types become exactly `learningTypeIds`. */
export async function setLearningTypes(tx: Db, courseId: number, learningTypeIds: readonly number[]): Promise<void> {
  await tx.delete(courseLearningTypes).where(eq(courseLearningTypes.courseId, courseId));
  if (learningTypeIds.length) await tx.insert(courseLearningTypes).values(learningTypeIds.map((learningTypeId) => ({ courseId, learningTypeId })));
}

/** The course's instructors become exactly `userIds`, in that order; those who stay keep their hidden flag. */
export async function setInstructors(tx: Db, courseId: number, userIds: readonly number[]): Promise<void> {
  await tx.delete(courseInstructors).where(userIds.length
    ? and(eq(courseInstructors.courseId, courseId), notInArray(courseInstructors.userId, [...userIds]))
    : eq(courseInstructors.courseId, courseId));
  for (const [sortOrder, userId] of userIds.entries()) {
    await tx.insert(courseInstructors).values({ courseId, userId, sortOrder })
      .onConflictDoUpdate({ target: [courseInstructors.courseId, courseInstructors.userId], set: { sortOrder } });
  }
}
