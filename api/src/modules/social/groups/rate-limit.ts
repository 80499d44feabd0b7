import { and, count, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { socialComments, socialPosts } from '../tables';
import type { SocialCaller } from './caller';

/**
 * Per member: 10 posts and 30 comments per 10 minutes (429 pst-003). As the
 * sign-in limit counts its attempts in a window, this counts the member's
 * own rows of the window; a transaction-scoped advisory lock per member and
 * kind makes concurrent writes count one after another, so a burst cannot
 * slip past the limit.
 */
const LIMITS = {
  post: { max: 10, table: socialPosts, lockKey: 1601 },
  comment: { max: 30, table: socialComments, lockKey: 1602 },
} as const;

export async function assertWithinRate(tx: Db, caller: SocialCaller, kind: keyof typeof LIMITS): Promise<void> {
  const { max, table, lockKey } = LIMITS[kind];
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey}::integer, ${caller.userId}::integer)`);
  const [written] = await tx.select({ value: count() }).from(table).where(and(
    eq(table.organizationId, caller.organizationId), eq(table.authorId, caller.userId), sql`${table.createdAt} > now() - interval '10 minutes'`,
  ));
  if ((written?.value ?? 0) >= max) throw new AppError(429, ERROR_CODES.POST_RATE_LIMITED, `At most ${max} ${kind}s per 10 minutes`);
}
