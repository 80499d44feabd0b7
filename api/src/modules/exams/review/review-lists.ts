import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { findEditableCourse, type Manager } from '../../lms/manage/manager';
import { courseSections, courseSubsections } from '../../lms/tables';
import { examAttempts, subsectionExams } from '../tables';
import type { AttemptListQuery, ReviewQueueQuery } from './dto';
import { attemptPage } from './attempt-rows';

/** The attempts at one exam item of the course, newest first, of one status when asked. */
export async function listExamAttemptsForReview(db: Db, manager: Manager, courseId: number, subsectionExamId: number, query: AttemptListQuery) {
  await findEditableCourse(db, manager, courseId);
  const [item] = await db.select({ id: subsectionExams.subsectionId }).from(subsectionExams)
    .innerJoin(courseSubsections, eq(courseSubsections.id, subsectionExams.subsectionId))
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
    .where(and(eq(subsectionExams.subsectionId, subsectionExamId), eq(courseSections.courseId, courseId)));
  if (!item) throw notFound(ERROR_CODES.NOT_FOUND, 'Exam item not found');
  const filter = and(eq(examAttempts.subsectionId, subsectionExamId), query.status ? eq(examAttempts.status, query.status) : undefined);
  return attemptPage(db, manager, courseId, filter, query, 'newest');
}

/** What waits for the course's instructors: attempts needing review, the longest waiting first. */
export async function listExamReviewQueue(db: Db, manager: Manager, courseId: number, query: ReviewQueueQuery) {
  await findEditableCourse(db, manager, courseId);
  return attemptPage(db, manager, courseId, eq(examAttempts.status, 'NEEDS_REVIEW'), query, 'finished');
}
