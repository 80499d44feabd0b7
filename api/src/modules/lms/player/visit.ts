import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { lockEnrollment, recordOpened, refreshProgress, storedProgress } from '../progress/completion';
import { courseEnrollees } from '../tables';
import type { CompletionAnswer } from './dto';
import { isCompletedByOpening } from './file-kind';
import { openItem } from './open-item';
import { loadOutline } from './outline';
import { writesProgress, type PlayerSeat } from './player-gate';
import { NOTHING_RECORDED, writerOf } from './progress-writer';

/**
 * PUT .../visit: the student opened an item. Remembers it as the last
 * visited, and completes files that are done by opening (PDF, image,
 * document). One transaction; a replay changes nothing but the times.
 */
export async function visitSubsection(db: Db, seat: PlayerSeat, subsectionId: number): Promise<CompletionAnswer> {
  const item = openItem(await loadOutline(db, seat), subsectionId);
  if (!writesProgress(seat) || !seat.enrollment) return NOTHING_RECORDED;
  const enrollmentId = seat.enrollment.id;
  const completes = item.contentType === 'FILE' && isCompletedByOpening(item.fileKind);
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
