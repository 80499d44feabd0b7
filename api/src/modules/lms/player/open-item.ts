import { ERROR_CODES } from '@halaqa/contracts';
import { AppError, notFound } from '../../../core/errors';
import { lockMessage } from './access-rules';
import { findVisible, type Outline, type OutlineSubsection } from './outline';

/**
 * The subsection the seat asks to open: 404 req-002 when it is hidden or
 * not of this course (so ids of hidden items tell nothing), 403 ply-002
 * with the reason when it is locked.
 */
export function openItem(outline: Outline, subsectionId: number): OutlineSubsection {
  const item = findVisible(outline, subsectionId);
  if (!item) throw notFound(ERROR_CODES.NOT_FOUND, 'Subsection not found');
  if (item.access.lock) throw new AppError(403, ERROR_CODES.CONTENT_LOCKED, lockMessage(item.access.lock));
  return item;
}

/** 409 ply-003: the action does not fit the item. */
export const actionInvalid = (message: string) => new AppError(409, ERROR_CODES.CONTENT_ACTION_INVALID, message);
