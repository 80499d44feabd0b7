import { failureCode } from '@halaqa/ui/pages';

/** cch-001 (no longer a slot) and cch-002 (someone took it first): the times are stale, refresh them. */
export const isSlotGone = (error: unknown): boolean => ['cch-001', 'cch-002'].includes(failureCode(error));
