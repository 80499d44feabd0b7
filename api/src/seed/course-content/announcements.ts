import type { Db } from '../../core/db/types';
import { sanitizeRichText } from '../../core/rich-text';
import { courseAnnouncements } from '../../modules/lms/course-announcements/tables';
import { daysFrom } from '../organizations';
import type { CourseCopy } from './course-copy';

const MINUTE = 60 * 1000;

/**
 * Every state the announcement pages must handle: published with its author,
 * published anonymously, a draft, and one published for a date still to come
 * (members see neither of the last two).
 */
export async function createAnnouncements(db: Db, courseId: number, authorId: number, copy: CourseCopy, now: Date): Promise<void> {
  const { welcome, anonymous, draft, scheduled } = copy.announcements;
  const row = (words: { title: string; content: string }, announcementDate: Date, flags: { isPublished: boolean; postAnonymously?: boolean }) => ({
    courseId, authorId, title: words.title, content: sanitizeRichText(words.content), announcementDate,
    isPublished: flags.isPublished, postAnonymously: flags.postAnonymously ?? false,
    // A scheduled one was written now, for later.
    createdAt: announcementDate < now ? announcementDate : now, updatedAt: announcementDate < now ? announcementDate : now,
  });
  await db.insert(courseAnnouncements).values([
    row(welcome, daysFrom(now, -9), { isPublished: true }),
    row(anonymous, new Date(now.getTime() - 25 * MINUTE), { isPublished: true, postAnonymously: true }),
    row(draft, daysFrom(now, -1), { isPublished: false }),
    row(scheduled, daysFrom(now, 5), { isPublished: true }),
  ]);
}
