import type { BOARD_LOCK_REASONS } from './dto';

export type BoardLockReason = (typeof BOARD_LOCK_REASONS)[number];

export interface BoardLockFacts {
  isLocked: boolean;
  unlockDate: Date | null;
  lockDate: Date | null;
}

/**
 * Why a board is read-only at `now`, or null when members may write: locked
 * by hand first (what instructors set wins), then before its unlock date,
 * then from its lock date on.
 */
export function boardReadOnlyReason(board: BoardLockFacts, now: Date): BoardLockReason | null {
  if (board.isLocked) return 'LOCKED';
  if (board.unlockDate && now < board.unlockDate) return 'NOT_OPEN_YET';
  if (board.lockDate && now >= board.lockDate) return 'CLOSED';
  return null;
}

/** The comment a reply attaches to: threads are one level deep, so a reply to a reply joins its thread. */
export const threadRootOf = (parent: { id: number; parentId: number | null }) => parent.parentId ?? parent.id;
