import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { users } from '../../users/tables';
import { courseAnnouncements } from '../course-announcements/tables';
import { personName } from '../localized-name';
import { findEditableCourse, type Manager } from '../manage/manager';
import type {
  AnnouncementListQuery, CourseAnnouncementInput, CourseAnnouncementPatch, ManagedCourseAnnouncement, ManagedCourseAnnouncementPage,
} from './announcement-dto';
import { announcePublished } from './announcement-published';
import { contentInvalid } from './content-invalid';
import { inEditableCourse } from './editable-course';

const columns = {
  announcement: courseAnnouncements,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName },
};

async function selectAnnouncements(db: Db, courseId: number, options: { announcementId?: number; skip?: number; take?: number }) {
  return db.select(columns).from(courseAnnouncements)
    .leftJoin(users, eq(users.id, courseAnnouncements.authorId))
    .where(and(
      eq(courseAnnouncements.courseId, courseId),
      options.announcementId === undefined ? undefined : eq(courseAnnouncements.id, options.announcementId),
    ))
    .orderBy(desc(courseAnnouncements.announcementDate), desc(courseAnnouncements.id))
    .offset(options.skip ?? 0).limit(options.take ?? 1);
}

type Row = Awaited<ReturnType<typeof selectAnnouncements>>[number];

const managed = (manager: Manager) => ({ announcement: row, author }: Row): ManagedCourseAnnouncement => ({
  id: row.id,
  courseId: row.courseId,
  title: row.title,
  content: row.content,
  announcementDate: row.announcementDate.toISOString(),
  isPublished: row.isPublished,
  postAnonymously: row.postAnonymously,
  author: author ? { id: author.id, name: personName(manager.language, author) } : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function loadAnnouncement(db: Db, manager: Manager, courseId: number, announcementId: number): Promise<ManagedCourseAnnouncement> {
  const [row] = await selectAnnouncements(db, courseId, { announcementId });
  if (!row) throw notFound(undefined, 'Announcement not found');
  return managed(manager)(row);
}

const contentOf = (html: string) => {
  const content = sanitizeRichText(html);
  if (!content) throw contentInvalid('The announcement has no content left once unsafe markup is removed');
  return content;
};

/** Every announcement of the course, drafts and scheduled ones included, latest date first. */
export async function listManagedAnnouncements(db: Db, manager: Manager, courseId: number, query: AnnouncementListQuery): Promise<ManagedCourseAnnouncementPage> {
  await findEditableCourse(db, manager, courseId);
  const skip = query.skip ?? 0;
  const take = query.take ?? 12;
  const [total] = await db.select({ count: count() }).from(courseAnnouncements).where(eq(courseAnnouncements.courseId, courseId));
  const rows = await selectAnnouncements(db, courseId, { skip, take });
  return { count: total?.count ?? 0, data: rows.map(managed(manager)) };
}

/** A draft, or a published announcement (which notifies the enrolled members in the same transaction). */
export async function createAnnouncement(db: Db, manager: Manager, courseId: number, input: CourseAnnouncementInput): Promise<ManagedCourseAnnouncement> {
  const content = contentOf(input.content);
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const [row] = await tx.insert(courseAnnouncements).values({
      courseId,
      title: input.title.trim(),
      content,
      announcementDate: input.announcementDate ? new Date(input.announcementDate) : manager.now,
      isPublished: input.isPublished ?? false,
      postAnonymously: input.postAnonymously ?? false,
      authorId: manager.userId,
      createdAt: manager.now,
      updatedAt: manager.now,
    }).returning();
    if (row!.isPublished) {
      await announcePublished(tx, {
        organizationId: manager.organizationId, actorUserId: manager.userId, courseId, announcementId: row!.id,
        title: row!.title, announcementDate: row!.announcementDate, now: manager.now,
      });
    }
    return loadAnnouncement(tx, manager, courseId, row!.id);
  });
}

/** Changes what the patch carries; turning isPublished on notifies once (editing a published one does not notify again). */
export async function updateAnnouncement(
  db: Db, manager: Manager, courseId: number, announcementId: number, patch: CourseAnnouncementPatch,
): Promise<ManagedCourseAnnouncement> {
  const content = patch.content !== undefined ? contentOf(patch.content) : undefined;
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const ofCourse = and(eq(courseAnnouncements.courseId, courseId), eq(courseAnnouncements.id, announcementId));
    const [current] = await tx.select({ isPublished: courseAnnouncements.isPublished }).from(courseAnnouncements).where(ofCourse).for('update');
    if (!current) throw notFound(undefined, 'Announcement not found');
    const [row] = await tx.update(courseAnnouncements).set({
      ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
      ...(content !== undefined ? { content } : {}),
      ...(patch.announcementDate !== undefined ? { announcementDate: new Date(patch.announcementDate) } : {}),
      ...(patch.isPublished !== undefined ? { isPublished: patch.isPublished } : {}),
      ...(patch.postAnonymously !== undefined ? { postAnonymously: patch.postAnonymously } : {}),
      updatedAt: manager.now,
    }).where(ofCourse).returning();
    if (row!.isPublished && !current.isPublished) {
      await announcePublished(tx, {
        organizationId: manager.organizationId, actorUserId: manager.userId, courseId, announcementId,
        title: row!.title, announcementDate: row!.announcementDate, now: manager.now,
      });
    }
    return loadAnnouncement(tx, manager, courseId, announcementId);
  });
}

export async function deleteAnnouncement(db: Db, manager: Manager, courseId: number, announcementId: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    const deleted = await tx.delete(courseAnnouncements)
      .where(and(eq(courseAnnouncements.courseId, courseId), eq(courseAnnouncements.id, announcementId)))
      .returning({ id: courseAnnouncements.id });
    if (!deleted.length) throw notFound(undefined, 'Announcement not found');
  });
}
