import { ERROR_CODES } from '@halaqa/contracts';
import { AppError } from '../../../core/errors';
import { coachingSessionKind } from './coaching-session-kind';
import { courseKind } from './course-kind';
import { eventKind } from './event-kind';
import type { PurchasableKind, SoldType } from './kind';
import { specializationKind } from './specialization-kind';

/** Every kind sold, by type (events, coaching sessions, bundles and external courses add theirs here). */
const purchasableKinds: Readonly<Record<SoldType, PurchasableKind>> = {
  COURSE: courseKind,
  SPECIALIZATION: specializationKind,
  EVENT: eventKind,
  COACHING_SESSION: coachingSessionKind,
};

export const isSoldType = (type: string): type is SoldType => Object.hasOwn(purchasableKinds, type);

/** The kind of a type; a type not sold yet is refused as not purchasable (409 ord-003). */
export function purchasableKind(type: string): PurchasableKind {
  if (!isSoldType(type)) throw new AppError(409, ERROR_CODES.ITEM_NOT_PURCHASABLE, `Items of type ${type} are not sold yet`);
  return purchasableKinds[type];
}
