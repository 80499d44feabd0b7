import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { oneTimeCodes } from '../auth/tables';
import { randomToken, sameHash, sha256, sixDigitCode } from '../auth/secrets';

/**
 * What a code is for. Two-factor codes are looked up by their sign-in handle
 * instead (auth/two-factor.ts); every other code goes through this module.
 */
export type AccountCodePurpose = 'verify-email' | 'reset-password' | 'phone' | 'sso';

const MINUTE = 60_000;
/** Lifetimes of the contract: email links 24 h, reset links 1 h, phone codes 10 min. */
export const CODE_LIFETIME_MS = {
  verifyEmail: 24 * 60 * MINUTE,
  resetPassword: 60 * MINUTE,
  /** The first password of a register-by-email account: an email link, so 24 h. */
  setPassword: 24 * 60 * MINUTE,
  phone: 10 * MINUTE,
} as const;

/** A digit code dies after this many wrong tries. */
const MAX_WRONG_TRIES = 5;

export interface CodeOwner {
  organizationId: number;
  userId: number;
}

interface IssueOptions extends CodeOwner {
  purpose: AccountCodePurpose;
  /** What the code proves: the email or phone number it was sent to. */
  target: string;
  lifetimeMs: number;
  now: Date;
}

/** A link token (32 random bytes, base64url); older live codes of the same purpose stop working. */
export async function issueLinkToken(db: Db, options: IssueOptions): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = await insertCode(db, options, token);
  return { token, expiresAt };
}

/** A 6-digit code; older live codes of the same purpose stop working. */
export async function issueDigitCode(db: Db, options: IssueOptions): Promise<{ code: string; expiresAt: Date }> {
  const code = sixDigitCode();
  const expiresAt = await insertCode(db, options, code);
  return { code, expiresAt };
}

async function insertCode(db: Db, options: IssueOptions, secret: string): Promise<Date> {
  await db.update(oneTimeCodes).set({ supersededAt: options.now }).where(and(
    ...ownedBy(options, options.purpose),
    isNull(oneTimeCodes.usedAt),
    isNull(oneTimeCodes.supersededAt),
  ));
  const expiresAt = new Date(options.now.getTime() + options.lifetimeMs);
  await db.insert(oneTimeCodes).values({
    organizationId: options.organizationId,
    userId: options.userId,
    purpose: options.purpose,
    codeHash: sha256(secret),
    target: options.target,
    createdAt: options.now,
    expiresAt,
  });
  return expiresAt;
}

/**
 * Uses a link token once: the single UPDATE both checks and marks it, so two
 * concurrent uses cannot both succeed. `null` when unknown, used, superseded,
 * expired or of another organization.
 */
export async function consumeLinkToken(
  db: Db,
  scope: { organizationId: number; purpose: AccountCodePurpose; now: Date },
  token: string,
): Promise<{ userId: number; target: string | null } | null> {
  const [row] = await db.update(oneTimeCodes).set({ usedAt: scope.now }).where(and(
    eq(oneTimeCodes.codeHash, sha256(token)),
    eq(oneTimeCodes.organizationId, scope.organizationId),
    eq(oneTimeCodes.purpose, scope.purpose),
    isNull(oneTimeCodes.usedAt),
    isNull(oneTimeCodes.supersededAt),
    gt(oneTimeCodes.expiresAt, scope.now),
  )).returning({ userId: oneTimeCodes.userId, target: oneTimeCodes.target });
  return row ?? null;
}

export type DigitCodeCheck = { matches: false } | { matches: true; codeId: number };

/**
 * Compares a digit code with the user's live code for `target`. A wrong
 * code counts a try right away (its own statement, so the caller's refusal
 * cannot undo it); the fifth wrong try kills the code. A match is not used
 * up yet: the caller does that with useCode in the transaction that acts on it.
 */
export async function checkDigitCode(
  db: Db,
  scope: CodeOwner & { purpose: AccountCodePurpose; target: string; now: Date },
  code: string,
): Promise<DigitCodeCheck> {
  const [live] = await db.select({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.attempts })
    .from(oneTimeCodes).where(and(
      ...ownedBy(scope, scope.purpose),
      eq(oneTimeCodes.target, scope.target),
      isNull(oneTimeCodes.usedAt),
      isNull(oneTimeCodes.supersededAt),
      gt(oneTimeCodes.expiresAt, scope.now),
    )).orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id)).limit(1);
  if (!live || live.attempts >= MAX_WRONG_TRIES) return { matches: false };
  if (!sameHash(live.codeHash, sha256(code))) {
    await db.update(oneTimeCodes).set({ attempts: sql`${oneTimeCodes.attempts} + 1` }).where(eq(oneTimeCodes.id, live.id));
    return { matches: false };
  }
  return { matches: true, codeId: live.id };
}

/** Uses a checked code up; false when a concurrent request used it first. */
export async function useCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const [used] = await db.update(oneTimeCodes).set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt), isNull(oneTimeCodes.supersededAt)))
    .returning({ id: oneTimeCodes.id });
  return used !== undefined;
}

function ownedBy(owner: CodeOwner, purpose: AccountCodePurpose) {
  return [eq(oneTimeCodes.organizationId, owner.organizationId), eq(oneTimeCodes.userId, owner.userId), eq(oneTimeCodes.purpose, purpose)];
}
