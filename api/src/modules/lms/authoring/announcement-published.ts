import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { recordEvent } from '../../notifications/events';
import { domainEvents } from '../../notifications/tables';
import { courseEnrollees, courses } from '../tables';

interface Published {
  organizationId: number;
  actorUserId: number;
  courseId: number;
  announcementId: number;
  title: string;
  announcementDate: Date;
  now: Date;
}

/** Whether members were already told about this announcement (publishing again after a withdrawal tells nobody twice). */
async function alreadyAnnounced(tx: Db, organizationId: number, announcementId: number): Promise<boolean> {
  const [row] = await tx.select({ id: domainEvents.id }).from(domainEvents).where(and(
    eq(domainEvents.organizationId, organizationId),
    eq(domainEvents.type, 'course.announcement-published'),
    sql`(${domainEvents.subject} ->> 'announcementId')::integer = ${announcementId}`,
  )).limit(1);
  return Boolean(row);
}

/**
 * Records `course.announcement-published` in the publishing transaction:
 * the course's enrolled members of the organization are told, at the
 * announcement's date when that is later, once per announcement.
 */
export async function announcePublished(tx: Db, published: Published): Promise<void> {
  const { organizationId, courseId, announcementId } = published;
  if (await alreadyAnnounced(tx, organizationId, announcementId)) return;
  const [course] = await tx.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  const enrollees = await tx.select({ userId: courseEnrollees.userId }).from(courseEnrollees)
    .where(and(eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.organizationId, organizationId)));
  await recordEvent(tx, {
    type: 'course.announcement-published',
    organizationId,
    actorUserId: published.actorUserId,
    subject: { courseId, announcementId },
    audience: { kind: 'users', userIds: enrollees.map((row) => row.userId).filter((id) => id !== published.actorUserId) },
    payload: { courseName: { en: course?.name ?? '', ar: course?.name ?? '' }, title: published.title },
    deliverAt: published.announcementDate > published.now ? published.announcementDate : null,
  });
}
