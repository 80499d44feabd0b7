import { and, count, eq, gte, lt, or } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError } from '../../core/errors';
import { loginAttempts } from './tables';

/** Contract: 5 failed sign-ins per account and 20 per address within 15 minutes. */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

export interface LoginBuckets {
  account: string;
  address: string;
}

/** The account key includes the organization: the same email in two organizations is two accounts. */
export function loginBuckets(organizationId: number, email: string, address: string): LoginBuckets {
  return { account: `account:${organizationId}:${email}`, address: `address:${address}` };
}

/** 429 auth-004 when either bucket is full; checked before the password is looked at. */
export async function assertLoginAllowed(db: Db, buckets: LoginBuckets, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await db.select({ bucket: loginAttempts.bucket, failures: count() }).from(loginAttempts)
    .where(and(or(eq(loginAttempts.bucket, buckets.account), eq(loginAttempts.bucket, buckets.address)), gte(loginAttempts.attemptedAt, since)))
    .groupBy(loginAttempts.bucket);
  const failures = (bucket: string) => rows.find((row) => row.bucket === bucket)?.failures ?? 0;
  if (failures(buckets.account) >= MAX_FAILURES_PER_ACCOUNT || failures(buckets.address) >= MAX_FAILURES_PER_ADDRESS) {
    throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, 'Too many failed sign-in attempts; try again later');
  }
}

/** Counts a failure in both buckets (and drops their rows older than the window). */
export async function recordLoginFailure(db: Db, buckets: LoginBuckets, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LOGIN_WINDOW_MS);
  await db.delete(loginAttempts).where(and(
    or(eq(loginAttempts.bucket, buckets.account), eq(loginAttempts.bucket, buckets.address)),
    lt(loginAttempts.attemptedAt, before),
  ));
  await db.insert(loginAttempts).values([
    { bucket: buckets.account, attemptedAt: now },
    { bucket: buckets.address, attemptedAt: now },
  ]);
}

/** A successful sign-in forgives the account's failures (not the address's). */
export async function clearAccountFailures(db: Db, buckets: LoginBuckets): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.bucket, buckets.account));
}
