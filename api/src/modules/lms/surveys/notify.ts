import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { recordEvent } from '../../notifications/events';
import { domainEvents } from '../../notifications/tables';
import type { Manager } from '../manage/manager';
import { courseEnrollees, courses } from '../tables';
import type { SurveyRow } from './survey-parts';

/**
 * Records `course.survey-results-published` (template 24) in the publishing
 * transaction: the course's enrolled members of the organization are told,
 * once per survey (publishing again after a withdrawal tells nobody twice).
 */
export async function announceResults(tx: Db, manager: Manager, survey: SurveyRow): Promise<void> {
  const { organizationId } = manager;
  const [told] = await tx.select({ id: domainEvents.id }).from(domainEvents).where(and(
    eq(domainEvents.organizationId, organizationId),
    eq(domainEvents.type, 'course.survey-results-published'),
    sql`(${domainEvents.subject} ->> 'surveyId')::integer = ${survey.id}`,
  )).limit(1);
  if (told) return;
  const [course] = await tx.select({ name: courses.name }).from(courses).where(eq(courses.id, survey.courseId));
  const enrollees = await tx.select({ userId: courseEnrollees.userId }).from(courseEnrollees)
    .where(and(eq(courseEnrollees.courseId, survey.courseId), eq(courseEnrollees.organizationId, organizationId)));
  await recordEvent(tx, {
    type: 'course.survey-results-published',
    organizationId,
    actorUserId: manager.userId,
    subject: { courseId: survey.courseId, surveyId: survey.id },
    audience: { kind: 'users', userIds: enrollees.map((row) => row.userId).filter((id) => id !== manager.userId) },
    payload: { courseName: { en: course?.name ?? '', ar: course?.name ?? '' }, title: survey.title, type: survey.type === 'POLL' ? 'POLL' : 'SURVEY' },
  });
}
