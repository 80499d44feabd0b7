import { boardReadOnlyReason } from './board-state';
import type { discussionBoards } from './tables';

/** What members and instructors both read of a board: its text, weight and lock settings, and whether it is read-only now. */
export function boardFields(board: typeof discussionBoards.$inferSelect, now: Date) {
  return {
    id: board.id,
    subsectionId: board.subsectionId,
    title: board.title,
    description: board.description,
    weight: board.weight,
    isLocked: board.isLocked,
    unlockDate: board.unlockDate?.toISOString() ?? null,
    lockDate: board.lockDate?.toISOString() ?? null,
    readOnlyReason: boardReadOnlyReason(board, now),
  };
}
