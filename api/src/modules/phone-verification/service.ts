import { and, eq, ne } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError, notFound } from '../../core/errors';
import { assertCodeSendAllowed } from '../auth/code-send-limit';
import { phoneVerifications } from '../auth/tables';
import { queueMessage } from '../outbox/service';
import { phoneCodeMessage } from '../users/messages';
import { checkDigitCode, CODE_LIFETIME_MS, issueDigitCode, useCode } from '../users/one-time-codes';
import { recipientOf } from '../users/recipient';
import { users } from '../users/tables';
import { violatedUniqueConstraint } from '../../core/db/unique-violation';
import { normalizePhoneNumber } from './normalize-phone';

export interface Member {
  organizationId: number;
  userId: number;
}

const phoneInUse = () => new AppError(409, ERROR_CODES.PHONE_IN_USE, 'Phone number is already in use');
const invalidCode = () => new AppError(400, ERROR_CODES.INVALID_PHONE_CODE, 'Invalid phone verification code');

function normalizeOrRefuse(phoneNumber: string): string {
  const phone = normalizePhoneNumber(phoneNumber);
  if (!phone) throw new AppError(400, ERROR_CODES.PHONE_NOT_VALID, 'Phone number is not valid');
  return phone;
}

/** A number another member of the organization already has: auth-011. */
async function assertPhoneFree(db: Db, member: Member, phone: string): Promise<void> {
  const [other] = await db.select({ id: users.id }).from(users).where(and(
    eq(users.organizationId, member.organizationId),
    eq(users.normalizedPhoneNumber, phone),
    ne(users.id, member.userId),
  )).limit(1);
  if (other) throw phoneInUse();
}

/** POST phone-verification/send: a 6-digit SMS code for that number, 10 minutes, older codes dead. */
export async function sendPhoneCode(db: Db, member: Member, phoneNumber: string, now: Date): Promise<{ expiresAt: string }> {
  const phone = normalizeOrRefuse(phoneNumber);
  return db.transaction(async (tx) => {
    await assertPhoneFree(tx, member, phone);
    await assertCodeSendAllowed(tx, { organizationId: member.organizationId, id: member.userId }, 'phone', now);
    const recipient = await recipientOf(tx, member.organizationId, member.userId);
    if (!recipient) throw notFound();
    const { code, expiresAt } = await issueDigitCode(tx, { ...member, purpose: 'phone', target: phone, lifetimeMs: CODE_LIFETIME_MS.phone, now });
    const message = phoneCodeMessage({ ...recipient, code });
    await queueMessage(tx, {
      organizationId: member.organizationId,
      channel: 'sms',
      recipient: phone,
      template: 'phone-code',
      language: recipient.language,
      subject: message.subject,
      body: message.body,
      data: { code },
    });
    return { expiresAt: expiresAt.toISOString() };
  });
}

/**
 * POST phone-verification/verify: the code proves the number; it becomes
 * the member's phone with a verification record, in one transaction with
 * using the code up (a number taken meanwhile leaves the code usable).
 * A wrong try is counted outside it so it sticks (5 wrong tries kill the code).
 */
export async function verifyPhone(db: Db, member: Member, input: { phoneNumber: string; code: string }, now: Date): Promise<void> {
  const phone = normalizeOrRefuse(input.phoneNumber);
  if (!/^\d{6}$/.test(input.code.trim())) throw invalidCode();
  const check = await checkDigitCode(db, { ...member, purpose: 'phone', target: phone, now }, input.code.trim());
  if (!check.matches) throw invalidCode();
  try {
    await db.transaction(async (tx) => {
      if (!(await useCode(tx, check.codeId, now))) throw invalidCode();
      await assertPhoneFree(tx, member, phone);
      await tx.update(users).set({ phoneNumber: phone, normalizedPhoneNumber: phone })
        .where(and(eq(users.organizationId, member.organizationId), eq(users.id, member.userId)));
      await tx.insert(phoneVerifications).values({ organizationId: member.organizationId, userId: member.userId, normalizedPhoneNumber: phone, verifiedAt: now })
        .onConflictDoNothing();
    });
  } catch (error) {
    // Someone else took the number between the code being sent and used.
    if (violatedUniqueConstraint(error) === 'users_organization_phone') throw phoneInUse();
    throw error;
  }
}
