import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError } from '../../core/errors';
import { sha256 } from '../auth/secrets';
import { supportContactAttempts } from './tables';

/**
 * Contract: within an hour, per organization, at most 20 contact messages
 * and chat openings from one client address (an office behind one address
 * is many people), 5 for one email address, and 30 messages from visitors
 * in one chat. Members' own tickets and replies are not limited: they are
 * signed in, and accountable.
 */
export const CONTACT_LIMITS = {
  windowMs: 60 * 60 * 1000,
  perAddress: 20,
  perEmail: 5,
  perChat: 30,
} as const;

export interface ContactBucket {
  key: string;
  max: number;
}

/** The buckets a contact message or a chat opening counts in (hashed: the table keeps no address or email). */
export function contactBuckets(address: string, email: string): ContactBucket[] {
  return [
    { key: `address:${sha256(address)}`, max: CONTACT_LIMITS.perAddress },
    { key: `email:${sha256(email.trim().toLowerCase())}`, max: CONTACT_LIMITS.perEmail },
  ];
}

/** The bucket of a visitor's messages in one chat. */
export function chatBucket(ticketId: number): ContactBucket {
  return { key: `ticket:${ticketId}`, max: CONTACT_LIMITS.perChat };
}

/** 429 sup-002 when any bucket is full; checked before anything is written. */
export async function assertContactAllowed(db: Db, organizationId: number, buckets: ContactBucket[], now: Date): Promise<void> {
  const since = new Date(now.getTime() - CONTACT_LIMITS.windowMs);
  const rows = await db.select({ bucket: supportContactAttempts.bucket, used: count() }).from(supportContactAttempts)
    .where(and(
      eq(supportContactAttempts.organizationId, organizationId),
      inArray(supportContactAttempts.bucket, buckets.map((bucket) => bucket.key)),
      gte(supportContactAttempts.attemptedAt, since),
    ))
    .groupBy(supportContactAttempts.bucket);
  const used = (key: string) => rows.find((row) => row.bucket === key)?.used ?? 0;
  if (buckets.some((bucket) => used(bucket.key) >= bucket.max)) {
    throw new AppError(429, ERROR_CODES.CONTACT_RATE_LIMITED, 'Too many messages; try again later');
  }
}

/** Counts one accepted message in every bucket, and drops their rows older than the window. */
export async function recordContact(db: Db, organizationId: number, buckets: ContactBucket[], now: Date): Promise<void> {
  const keys = buckets.map((bucket) => bucket.key);
  await db.delete(supportContactAttempts).where(and(
    eq(supportContactAttempts.organizationId, organizationId),
    inArray(supportContactAttempts.bucket, keys),
    lt(supportContactAttempts.attemptedAt, new Date(now.getTime() - CONTACT_LIMITS.windowMs)),
  ));
  await db.insert(supportContactAttempts).values(keys.map((bucket) => ({ organizationId, bucket, attemptedAt: now })));
}
