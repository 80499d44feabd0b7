import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS, ERROR_CODES, isStrongPassword } from '@halaqa/contracts';
import type { Tenant } from '../../core/context';
import type { Db } from '../../core/db/types';
import { AppError } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import { signedIn, type IssuedAuthResult } from '../auth/signed-in';
import { configValue } from '../organizations/service';
import { normalizePhoneNumber } from '../phone-verification/normalize-phone';
import { mailAccountLink } from '../users/account-links';
import { weakPasswordError } from '../users/change-password';
import { recipientOf } from '../users/recipient';
import { userExtraFields, users } from '../users/tables';
import { needsApproval, readApprovalConfig } from './approval';
import type { RegisterByEmailBody } from './sign-up-dto';
import { listRegistrationFields } from './service';
import { violatedUniqueConstraint } from '../../core/db/unique-violation';
import { fieldError, invalidPhone, validateRegistrationAnswers, type ValidAnswer } from './validate-answers';

/** The form field whose answer is the member's own phone number. */
const PHONE_FIELD_KEY = 'phoneNumber';

/**
 * Registration answers whose fieldKey names a profile column also fill that
 * column, so the profile page shows what the member entered at sign-up.
 */
const PROFILE_COLUMNS = [
  'academicLevel', 'specialty', 'position', 'workPlace', 'nationality', 'occupation', 'location', 'idNumber', 'gender',
  'scfhsId', 'institute', 'country', 'city', 'linkedIn',
] as const satisfies ReadonlyArray<keyof typeof users.$inferInsert>;
type ProfileColumn = (typeof PROFILE_COLUMNS)[number];

const emailInUse = () => new AppError(409, ERROR_CODES.EMAIL_IN_USE, 'Email is already in use');
const phoneInUse = () => new AppError(409, ERROR_CODES.PHONE_IN_USE, 'Phone number is already in use');

interface RegisterOptions {
  site: string;
  now: Date;
}

/** POST auth/register: AuthResult (signed in, or pending approval under the manual strategy). */
export async function register(db: Db, tenant: Tenant, body: RegisterByEmailBody & { password: string }, options: RegisterOptions): Promise<IssuedAuthResult> {
  await assertRegistrationOpen(db, tenant.id);
  if (!isStrongPassword(body.password)) throw weakPasswordError(body.password);
  const account = await prepareAccount(db, tenant.id, body);
  const passwordHash = await hashPassword(body.password);
  return createAccount(db, tenant.id, account, passwordHash, async (tx, user) => {
    await mailAccountLink(tx, 'verify-email', user.recipient, options);
    if (user.requiresApproval) return { status: 'pending-approval' as const };
    return signedIn(tx, { id: user.id, organizationId: tenant.id, isAdministrator: false, isInstructor: false }, { now: options.now });
  });
}

/** POST auth/register-by-email: the account without a password; the member sets one through the emailed link. */
export async function registerByEmail(db: Db, tenant: Tenant, body: RegisterByEmailBody, options: RegisterOptions): Promise<{ status: 'email-sent' }> {
  await assertRegistrationOpen(db, tenant.id);
  const account = await prepareAccount(db, tenant.id, body);
  return createAccount(db, tenant.id, account, null, async (tx, user) => {
    await mailAccountLink(tx, 'set-password', user.recipient, options);
    return { status: 'email-sent' as const };
  });
}

async function assertRegistrationOpen(db: Db, organizationId: number): Promise<void> {
  if ((await configValue(db, organizationId, CONFIG_KEYS.selfRegistrationEnabled)) !== true) {
    throw new AppError(403, ERROR_CODES.REGISTRATION_CLOSED, 'This organization does not accept registrations');
  }
}

interface PreparedAccount {
  body: RegisterByEmailBody;
  email: string;
  answers: ValidAnswer[];
  phone: string | null;
  requiresApproval: boolean;
}

/** Everything checkable before writing: the form answers, the phone number, the approval decision. */
async function prepareAccount(db: Db, organizationId: number, body: RegisterByEmailBody): Promise<PreparedAccount> {
  const fields = await listRegistrationFields(db, organizationId);
  const extra = { ...(body.extraFields ?? {}) };
  const topLevelPhone = body.phoneNumber?.trim() || null;
  const formHasPhone = fields.some((field) => field.fieldKey === PHONE_FIELD_KEY);
  // The contract's top-level phoneNumber answers the form's phone field when the form has one.
  if (topLevelPhone && formHasPhone) {
    const answered = extra[PHONE_FIELD_KEY]?.trim();
    if (answered && normalizePhoneNumber(answered) !== normalizePhoneNumber(topLevelPhone)) {
      throw fieldError(PHONE_FIELD_KEY, 'differs from phoneNumber');
    }
    extra[PHONE_FIELD_KEY] = answered || topLevelPhone;
  }
  const answers = validateRegistrationAnswers(fields, extra);
  let phone = answers.find((answer) => answer.fieldKey === PHONE_FIELD_KEY)?.value ?? null;
  if (!formHasPhone && topLevelPhone) {
    phone = normalizePhoneNumber(topLevelPhone);
    if (!phone) throw invalidPhone();
  }
  const email = body.email.trim().toLowerCase();
  const approval = readApprovalConfig(await configValue(db, organizationId, CONFIG_KEYS.registrationRequiresApproval));
  return { body, email, answers, phone, requiresApproval: needsApproval(approval, email) };
}

interface CreatedUser {
  id: number;
  requiresApproval: boolean;
  recipient: NonNullable<Awaited<ReturnType<typeof recipientOf>>>;
}

/** One transaction: the user, their answers, the emailed link and (for register) the session. */
async function createAccount<T>(
  db: Db,
  organizationId: number,
  account: PreparedAccount,
  passwordHash: string | null,
  finish: (tx: Db, user: CreatedUser) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      if (await exists(tx, eq(users.email, account.email), organizationId)) throw emailInUse();
      if (account.phone && await exists(tx, eq(users.normalizedPhoneNumber, account.phone), organizationId)) throw phoneInUse();
      const { body } = account;
      const [row] = await tx.insert(users).values({
        organizationId,
        email: account.email,
        passwordHash,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        arFirstName: body.arFirstName?.trim() || null,
        arLastName: body.arLastName?.trim() || null,
        preferredLanguage: body.preferredLanguage,
        phoneNumber: account.phone,
        normalizedPhoneNumber: account.phone,
        requiresApproval: account.requiresApproval,
        ...profileColumnsFrom(account.answers),
      }).returning({ id: users.id });
      if (!row) throw new Error('user insert returned no row');
      if (account.answers.length) {
        await tx.insert(userExtraFields).values(account.answers.map((answer) => ({
          organizationId, userId: row.id, fieldKey: answer.fieldKey, value: answer.value,
        })));
      }
      const recipient = await recipientOf(tx, organizationId, row.id);
      if (!recipient) throw new Error('new user not readable in its transaction');
      return finish(tx, { id: row.id, requiresApproval: account.requiresApproval, recipient });
    });
  } catch (error) {
    // Another registration with the same email or phone committed between our check and insert.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'users_organization_email') throw emailInUse();
    if (constraint === 'users_organization_phone') throw phoneInUse();
    throw error;
  }
}

async function exists(db: Db, condition: ReturnType<typeof eq>, organizationId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, organizationId), condition)).limit(1);
  return row !== undefined;
}

function profileColumnsFrom(answers: ValidAnswer[]): Partial<Record<ProfileColumn, string>> {
  const out: Partial<Record<ProfileColumn, string>> = {};
  for (const answer of answers) {
    if ((PROFILE_COLUMNS as readonly string[]).includes(answer.fieldKey) && answer.typeSlug !== 'phone') {
      out[answer.fieldKey as ProfileColumn] = answer.value;
    }
  }
  return out;
}
