import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, ERROR_CODES, isLanguage } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError } from '../../core/errors';
import { organizations } from '../organizations/tables';
import { queueMessage } from '../outbox/service';
import { users } from '../users/tables';
import { assertCodeSendAllowed } from './code-send-limit';
import type { TwoFactorRequired } from './dto';
import { oneTimeCodes } from './tables';
import { randomToken, sameHash, sha256, sixDigitCode } from './secrets';
import { signedIn, type SignedInSession } from './signed-in';
import { twoFactorMessage } from './two-factor-message';

const PURPOSE = 'two-factor';
const TWO_FACTOR_CODE_TTL_MS = 10 * 60 * 1000;
/** A code allows this many wrong tries, then it is dead. */
const MAX_WRONG_CODES = 5;
/** A pending sign-in (its two-factor token) can get new codes for this long after the password was checked. */
const PENDING_LOGIN_TTL_MS = 60 * 60 * 1000;

const invalidToken = () => new AppError(401, ERROR_CODES.INVALID_2FA_TOKEN, 'Invalid or expired verification code');

interface CodeRecipient {
  id: number;
  organizationId: number;
  email: string;
  preferredLanguage: string;
}

/**
 * The password was right and the organization wants a second factor: a
 * two-factor token for the client and a 6-digit code by email. In the
 * caller's transaction.
 */
export async function startTwoFactor(tx: Db, user: CodeRecipient, now: Date): Promise<TwoFactorRequired> {
  await assertCodeSendAllowed(tx, user, PURPOSE, now);
  const twoFactorToken = randomToken();
  const expiresAt = await sendCode(tx, user, sha256(twoFactorToken), now);
  return { status: 'two-factor', twoFactorToken, expiresAt: expiresAt.toISOString() };
}

/** A new code for a pending sign-in; every earlier code of it stops working. */
export async function resendTwoFactor(db: Db, organizationId: number, twoFactorToken: string, now: Date): Promise<{ expiresAt: string }> {
  const handleHash = sha256(twoFactorToken);
  return db.transaction(async (tx) => {
    const codes = await tx.select().from(oneTimeCodes).where(and(
      eq(oneTimeCodes.organizationId, organizationId),
      eq(oneTimeCodes.purpose, PURPOSE),
      eq(oneTimeCodes.handleHash, handleHash),
    )).orderBy(asc(oneTimeCodes.id)).for('update');
    const first = codes[0];
    const latest = codes.at(-1);
    // Unknown, already used, or a sign-in too old to continue: the client must start again.
    if (!first || !latest || latest.usedAt || codes.some((code) => code.usedAt)
      || now.getTime() - first.createdAt.getTime() > PENDING_LOGIN_TTL_MS) throw invalidToken();
    const [user] = await tx.select().from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.id, latest.userId))).limit(1);
    if (!user) throw invalidToken();
    await assertCodeSendAllowed(tx, user, PURPOSE, now);
    await tx.update(oneTimeCodes).set({ supersededAt: now }).where(and(
      eq(oneTimeCodes.organizationId, organizationId),
      eq(oneTimeCodes.purpose, PURPOSE),
      eq(oneTimeCodes.handleHash, handleHash),
      isNull(oneTimeCodes.supersededAt),
    ));
    const expiresAt = await sendCode(tx, user, handleHash, now);
    return { expiresAt: expiresAt.toISOString() };
  });
}

type Outcome = { ok: true; result: SignedInSession } | { ok: false; error: AppError };

/**
 * Exchanges the emailed code for a session, once. A wrong code counts
 * against the code (committed even though the call fails); the fifth wrong
 * try kills it.
 */
export async function completeTwoFactor(db: Db, organizationId: number, input: { twoFactorToken: string; code: string }, now: Date): Promise<SignedInSession> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [code] = await tx.select().from(oneTimeCodes).where(and(
      eq(oneTimeCodes.organizationId, organizationId),
      eq(oneTimeCodes.purpose, PURPOSE),
      eq(oneTimeCodes.handleHash, sha256(input.twoFactorToken)),
    )).orderBy(desc(oneTimeCodes.id)).limit(1).for('update');
    if (!code || code.usedAt || code.supersededAt || code.expiresAt <= now || code.attempts >= MAX_WRONG_CODES) {
      return { ok: false, error: invalidToken() };
    }
    if (!sameHash(sha256(input.code), code.codeHash)) {
      await tx.update(oneTimeCodes).set({ attempts: code.attempts + 1 }).where(eq(oneTimeCodes.id, code.id));
      return { ok: false, error: invalidToken() };
    }
    await tx.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, code.id));
    const [user] = await tx.select().from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.id, code.userId))).limit(1);
    if (!user) return { ok: false, error: invalidToken() };
    // Deactivated or put on hold while the code was in the mail.
    if (user.deactivatedAt) return { ok: false, error: new AppError(403, ERROR_CODES.USER_DISABLED, 'User is disabled') };
    if (user.requiresApproval) return { ok: false, error: new AppError(403, ERROR_CODES.REQUIRES_APPROVAL, 'Registration awaits approval') };
    return { ok: true, result: await signedIn(tx, user, { now }) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}

async function sendCode(tx: Db, user: CodeRecipient, handleHash: string, now: Date): Promise<Date> {
  const code = sixDigitCode();
  const expiresAt = new Date(now.getTime() + TWO_FACTOR_CODE_TTL_MS);
  await tx.insert(oneTimeCodes).values({
    organizationId: user.organizationId,
    userId: user.id,
    purpose: PURPOSE,
    codeHash: sha256(code),
    handleHash,
    target: user.email,
    createdAt: now,
    expiresAt,
  });
  const language = isLanguage(user.preferredLanguage) ? user.preferredLanguage : DEFAULT_LANGUAGE;
  const [org] = await tx.select({ name: organizations.name, nameArabic: organizations.nameArabic }).from(organizations)
    .where(eq(organizations.id, user.organizationId)).limit(1);
  const organizationName = language === 'ar' ? org?.nameArabic ?? '' : org?.name ?? '';
  const { subject, body } = twoFactorMessage(language, code, organizationName);
  await queueMessage(tx, {
    organizationId: user.organizationId,
    channel: 'email',
    recipient: user.email,
    template: PURPOSE,
    language,
    subject,
    body,
    data: { code, expiresAt: expiresAt.toISOString() },
  });
  return expiresAt;
}
