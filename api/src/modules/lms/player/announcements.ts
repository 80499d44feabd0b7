import { and, count, desc, eq, lte } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { mediaContentUrl } from '../../media/service';
import { users } from '../../users/tables';
import { courseAnnouncements } from '../course-announcements/tables';
import { personName } from '../localized-name';
import type { CourseAnnouncement } from './dto';
import type { PlayerSeat } from './player-gate';

/** Published announcements whose date has come, for everyone in the player (drafts and scheduled ones are the authors'). */
const readable = (seat: PlayerSeat) => and(
  eq(courseAnnouncements.courseId, seat.course.id),
  eq(courseAnnouncements.isPublished, true),
  lte(courseAnnouncements.announcementDate, seat.caller.now),
);

function selectAnnouncements(db: Db) {
  return db.select({
    id: courseAnnouncements.id,
    title: courseAnnouncements.title,
    content: courseAnnouncements.content,
    announcementDate: courseAnnouncements.announcementDate,
    postAnonymously: courseAnnouncements.postAnonymously,
    authorId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    arFirstName: users.arFirstName,
    arLastName: users.arLastName,
    profileImageId: users.profileImageId,
  }).from(courseAnnouncements).leftJoin(users, eq(users.id, courseAnnouncements.authorId));
}

type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof selectAnnouncements>['execute']>>[number];

function announcementDto(seat: PlayerSeat, row: AnnouncementRow): CourseAnnouncement {
  const author = row.postAnonymously || row.authorId === null ? null : {
    id: row.authorId,
    name: personName(seat.caller.language, { firstName: row.firstName ?? '', lastName: row.lastName ?? '', arFirstName: row.arFirstName, arLastName: row.arLastName }),
    profileImageUrl: row.profileImageId === null ? null : mediaContentUrl(row.profileImageId),
  };
  return { id: row.id, title: row.title, content: row.content, announcementDate: row.announcementDate.toISOString(), author };
}

export async function listCourseAnnouncements(db: Db, seat: PlayerSeat, page: { skip?: number; take?: number }) {
  const [rows, [total]] = await Promise.all([
    selectAnnouncements(db).where(readable(seat))
      .orderBy(desc(courseAnnouncements.announcementDate), desc(courseAnnouncements.id))
      .offset(page.skip ?? 0).limit(page.take ?? 12),
    db.select({ value: count() }).from(courseAnnouncements).where(readable(seat)),
  ]);
  return { count: total?.value ?? 0, data: rows.map((row) => announcementDto(seat, row)) };
}

export async function getCourseAnnouncement(db: Db, seat: PlayerSeat, announcementId: number): Promise<CourseAnnouncement> {
  const [row] = await selectAnnouncements(db).where(and(readable(seat), eq(courseAnnouncements.id, announcementId))).limit(1);
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Announcement not found');
  return announcementDto(seat, row);
}
