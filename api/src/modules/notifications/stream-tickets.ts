import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError } from '../../core/errors';
import { randomToken, sha256 } from '../auth/secrets';
import { sessionFamilies } from '../auth/tables';
import { users } from '../users/tables';
import { streamTickets } from './tables';

/** Long enough to open the stream right after asking; short enough that a leaked address is worthless. */
const STREAM_TICKET_TTL_MS = 30_000;

export interface StreamHolder {
  organizationId: number;
  userId: number;
  sessionFamilyId: string;
}

export async function issueStreamTicket(db: Db, holder: StreamHolder, now: Date): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomToken();
  const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_MS);
  await db.transaction(async (tx) => {
    // Spent and expired tickets of anyone are of no use: cleared as new ones come.
    await tx.delete(streamTickets).where(lt(streamTickets.expiresAt, new Date(now.getTime() - STREAM_TICKET_TTL_MS)));
    await tx.insert(streamTickets).values({ ...holder, ticketHash: sha256(ticket), expiresAt });
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

const invalidTicket = () => new AppError(401, ERROR_CODES.STREAM_TICKET_INVALID, 'Stream ticket unknown, used or expired');

/**
 * Spends a ticket (once: the update claims it) for the member it names, while
 * its session is alive and the member active. Runs across organizations:
 * the ticket, not a host, says whose stream it is.
 */
export async function redeemStreamTicket(systemDb: Db, ticket: string, userId: number, now: Date): Promise<StreamHolder> {
  return systemDb.transaction(async (tx) => {
    const [claimed] = await tx.update(streamTickets).set({ usedAt: now }).where(and(
      eq(streamTickets.ticketHash, sha256(ticket)),
      eq(streamTickets.userId, userId),
      isNull(streamTickets.usedAt),
      gt(streamTickets.expiresAt, now),
    )).returning({ organizationId: streamTickets.organizationId, userId: streamTickets.userId, sessionFamilyId: streamTickets.sessionFamilyId });
    if (!claimed) throw invalidTicket();
    const [alive] = await tx.select({ id: sessionFamilies.id }).from(sessionFamilies)
      .innerJoin(users, and(eq(users.organizationId, sessionFamilies.organizationId), eq(users.id, sessionFamilies.userId)))
      .where(and(eq(sessionFamilies.id, claimed.sessionFamilyId), isNull(sessionFamilies.revokedAt), isNull(users.deactivatedAt)));
    if (!alive) throw invalidTicket();
    return claimed;
  });
}
