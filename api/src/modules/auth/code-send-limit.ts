import { and, count, eq, gte } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError } from '../../core/errors';
import { oneTimeCodes } from './tables';

/** Contract: at most 5 codes per user and purpose per hour. */
const MAX_CODE_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** 429 code-002 once the user was sent MAX_CODE_SENDS_PER_HOUR codes of this purpose in the last hour. */
export async function assertCodeSendAllowed(db: Db, user: { organizationId: number; id: number }, purpose: string, now: Date): Promise<void> {
  const [row] = await db.select({ sent: count() }).from(oneTimeCodes).where(and(
    eq(oneTimeCodes.organizationId, user.organizationId),
    eq(oneTimeCodes.userId, user.id),
    eq(oneTimeCodes.purpose, purpose),
    gte(oneTimeCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
  ));
  if ((row?.sent ?? 0) >= MAX_CODE_SENDS_PER_HOUR) {
    throw new AppError(429, ERROR_CODES.CODE_RATE_LIMITED, 'Too many codes requested; try again later');
  }
}
