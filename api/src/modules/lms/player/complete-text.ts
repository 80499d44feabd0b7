import type { Db } from '../../../core/db/types';
import { completeSubsection } from '../progress/completion';
import type { CompletionAnswer } from './dto';
import { actionInvalid, openItem } from './open-item';
import { loadOutline } from './outline';
import { writesProgress, type PlayerSeat } from './player-gate';
import { NOTHING_RECORDED, writerOf } from './progress-writer';

/** POST .../complete: the student marks a TEXT item done (other kinds have their own rule: 409 ply-003). Idempotent. */
export async function completeTextSubsection(db: Db, seat: PlayerSeat, subsectionId: number): Promise<CompletionAnswer> {
  const item = openItem(await loadOutline(db, seat), subsectionId);
  if (item.contentType !== 'TEXT') throw actionInvalid('Only text items are marked done by hand; this one completes by its own rule');
  if (!writesProgress(seat)) return NOTHING_RECORDED;
  const writer = writerOf(seat);
  const progress = await db.transaction((tx) => completeSubsection(tx, writer, item.id));
  return { isCompleted: true, progress };
}
