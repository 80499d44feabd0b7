import { and, count, eq, gte, lt } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { loginAttempts } from '../../auth/tables';

/**
 * Wrong attendance codes, counted like failed sign-ins (auth/login-rate-limit.ts):
 * rows of login_attempts in a bucket of their own per member and course.
 * Contract: 5 wrong codes in 10 minutes, then 429 att-003.
 */
const WINDOW_MS = 10 * 60 * 1000;
const MAX_WRONG_CODES = 5;

export const attendanceBucket = (organizationId: number, userId: number, courseId: number) => `attendance:${organizationId}:${userId}:${courseId}`;

export async function assertAttendanceCodeAllowed(db: Db, bucket: string, now: Date): Promise<void> {
  const [row] = await db.select({ failures: count() }).from(loginAttempts)
    .where(and(eq(loginAttempts.bucket, bucket), gte(loginAttempts.attemptedAt, new Date(now.getTime() - WINDOW_MS))));
  if ((row?.failures ?? 0) >= MAX_WRONG_CODES) {
    throw new AppError(429, ERROR_CODES.ATTENDANCE_RATE_LIMITED, 'Too many wrong attendance codes; wait a few minutes and try again');
  }
}

/** Counts a wrong code (outside any transaction the refusal rolls back), dropping the bucket's rows older than the window. */
export async function recordWrongAttendanceCode(db: Db, bucket: string, now: Date): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.bucket, bucket), lt(loginAttempts.attemptedAt, new Date(now.getTime() - WINDOW_MS))));
  await db.insert(loginAttempts).values({ bucket, attemptedAt: now });
}
