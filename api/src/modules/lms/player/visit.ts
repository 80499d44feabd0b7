import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { lockEnrollment, recordOpened, refreshProgress, storedProgress } from '../progress/completion';
import { courseEnrollees } from '../tables';
import { media } from '../../media/tables';
import type { CompletionAnswer } from './dto';
import { isCompletedByOpening } from './file-kind';
import { openItem } from './open-item';
import { loadOutline } from './outline';
import { writesProgress, type PlayerSeat } from './player-gate';
import { NOTHING_RECORDED, writerOf } from './progress-writer';

/**
 * A video or audio whose length could not be read from its container (MP3,
 * OGG) cannot be measured against 90% watched: it is done once opened, like
 * a document, rather than never.
 */
async function hasNoKnownLength(db: Db, mediaId: number | null): Promise<boolean> {
  if (mediaId === null) return false;
  const [file] = await db.select({ durationSeconds: media.durationSeconds }).from(media).where(eq(media.id, mediaId));
  return file !== undefined && file.durationSeconds === null;
}

/**
 * PUT .../visit: the student opened an item. Remembers it as the last
 * visited, and completes files that are done by opening (PDF, image,
 * document). One transaction; a replay changes nothing but the times.
 */
export async function visitSubsection(db: Db, seat: PlayerSeat, subsectionId: number): Promise<CompletionAnswer> {
  const item = openItem(await loadOutline(db, seat), subsectionId);
  if (!writesProgress(seat) || !seat.enrollment) return NOTHING_RECORDED;
  const enrollmentId = seat.enrollment.id;
  const completes = item.contentType === 'FILE' && (isCompletedByOpening(item.fileKind) || await hasNoKnownLength(db, item.fileMediaId));
  const writer = writerOf(seat);
  return db.transaction(async (tx) => {
    await lockEnrollment(tx, writer);
    await tx.update(courseEnrollees).set({ lastVisitedSubsectionId: item.id, lastVisitedAt: writer.now })
      .where(eq(courseEnrollees.id, enrollmentId));
    await recordOpened(tx, writer, item.id, completes);
    const progress = completes && !item.isCompleted ? await refreshProgress(tx, writer) : await storedProgress(tx, writer);
    return { isCompleted: completes || item.isCompleted, progress };
  });
}
