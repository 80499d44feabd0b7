import type { Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS } from '@halaqa/contracts';
import { organizationConfigs } from '../src/modules/organizations/tables';
import { users } from '../src/modules/users/tables';
import type { CurrentUser, SignedIn } from '../src/modules/auth/dto';
import type { EmailSentSchema, RegisterAnswerSchema } from '../src/modules/registration/sign-up-dto';
import type { ExistsSchema } from '../src/modules/users/account-dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type Answer = Static<typeof RegisterAnswerSchema> | Static<typeof EmailSentSchema>;
const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];
const PASSWORD = 'Welcome!2026';

let counter = 0;
/** A registration the demo form accepts; each call has a fresh email. */
function demoBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `newcomer${counter}@example.org`,
    password: PASSWORD,
    firstName: 'Amal',
    lastName: 'Yousef',
    arFirstName: 'أمل',
    arLastName: 'يوسف',
    preferredLanguage: 'en',
    extraFields: { jobTitle: 'Nurse', academicLevel: 'master' },
    ...overrides,
  };
}

const register = (body: unknown, prefix = 'demo', path = '/api/auth/register') =>
  server.request<Answer & ErrorBody>(path, { method: 'POST', headers: { 'x-organization': prefix }, body });

const linkToken = (link: string) => new URL(link).searchParams.get('token')!;

async function setConfig(prefix: string, key: string, value: unknown) {
  const organizationId = await server.organizationId(prefix);
  await server.database.db.update(organizationConfigs).set({ value })
    .where(and(eq(organizationConfigs.organizationId, organizationId), eq(organizationConfigs.key, key)));
}

describe('POST auth/register on demo', () => {
  test('signs the new member in, stores the answers and mails a verify link that works once', async () => {
    const body = demoBody({ extraFields: { jobTitle: ' Nurse ', academicLevel: 'master', phoneNumber: '050 111 2233', workPlace: 'Clinic' } });
    const res = await register(body);
    expect(res.status).toBe(201);
    const answer = res.body as SignedIn;
    expect(answer.status).toBe('signed-in');
    expect(answer.tokens.portals).toEqual({ isAdministrator: false, isInstructor: false });
    expect(answer.user).toMatchObject({ email: body.email, isVerified: false, phoneNumber: '+966501112233', isPhoneVerified: false, forceResetPassword: false });

    const profile = await server.request<Record<string, unknown>>('/api/user', { headers: bearer(answer.tokens.accessToken) });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      academicLevel: 'master',
      workPlace: 'Clinic',
      normalizedPhoneNumber: '+966501112233',
      extraFields: [
        { fieldKey: 'academicLevel', value: 'master' },
        { fieldKey: 'jobTitle', value: 'Nurse' },
        { fieldKey: 'phoneNumber', value: '+966501112233' },
        { fieldKey: 'workPlace', value: 'Clinic' },
      ],
    });

    const [mail, ...older] = await server.outbox(body.email);
    expect(older).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', template: 'verify-email', language: 'en', domainPrefix: 'demo' });
    expect(mail!.data.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/verify-email\?token=[\w-]{43}$/);
    expect(mail!.body).toContain(mail!.data.link);
    expect(mail!.subject).toBe('Verify your email for Demo Academy');

    const token = linkToken(mail!.data.link!);
    const first = await server.request('/api/auth/verify-email', { method: 'POST', body: { token } });
    expect([first.status, first.body]).toEqual([200, { verified: true }]);
    const again = await server.request('/api/auth/verify-email', { method: 'POST', body: { token } });
    expect(codeOf(again)).toEqual([400, 'code-001']);
    const me = await server.request<CurrentUser>('/api/auth', { headers: bearer(answer.tokens.accessToken) });
    expect(me.body.isVerified).toBe(true);
  });

  test('the message is in the preferred language', async () => {
    const body = demoBody({ preferredLanguage: 'ar' });
    expect((await register(body)).status).toBe(201);
    const [mail] = await server.outbox(body.email);
    expect(mail).toMatchObject({ language: 'ar', subject: 'تأكيد بريدك الإلكتروني في أكاديمية العرض' });
    expect(mail!.body).toContain('مرحباً أمل');
  });

  test('a verify link of one organization does nothing in another', async () => {
    const body = demoBody();
    await register(body);
    const [mail] = await server.outbox(body.email);
    const res = await server.request('/api/auth/verify-email', { method: 'POST', headers: { 'x-organization': 'nour' }, body: { token: linkToken(mail!.data.link!) } });
    expect(codeOf(res)).toEqual([400, 'code-001']);
    expect(codeOf(await server.request('/api/auth/verify-email', { method: 'POST', body: { token: 'made-up' } }))).toEqual([400, 'code-001']);
  });

  test('an expired verify link is refused', async () => {
    const body = demoBody();
    await register(body);
    const [mail] = await server.outbox(body.email);
    await server.database.db.execute(
      `update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'verify-email' and user_id = (select id from users where email = '${body.email}')`,
    );
    expect(codeOf(await server.request('/api/auth/verify-email', { method: 'POST', body: { token: linkToken(mail!.data.link!) } }))).toEqual([400, 'code-001']);
  });
});

describe('registration is refused', () => {
  test('when the organization has self-registration off (nour): 403 reg-001', async () => {
    const res = await register({ ...demoBody(), extraFields: { nationalId: '1', phoneNumber: '+966520000001' } }, 'nour');
    expect(codeOf(res)).toEqual([403, 'reg-001']);
    expect(codeOf(await register({ ...demoBody(), password: undefined }, 'nour', '/api/auth/register-by-email'))).toEqual([403, 'reg-001']);
  });

  test('for a missing required field, a bad select value and an unknown key: 400 reg-002 naming the field', async () => {
    const missing = await register(demoBody({ extraFields: { academicLevel: 'master' } }));
    expect(codeOf(missing)).toEqual([400, 'reg-002']);
    expect(missing.body.message).toContain('"jobTitle"');
    const badSelect = await register(demoBody({ extraFields: { jobTitle: 'x', academicLevel: 'professor' } }));
    expect([...codeOf(badSelect), badSelect.body.message]).toEqual([400, 'reg-002', 'Registration field "academicLevel" is not one of the options']);
    const unknown = await register(demoBody({ extraFields: { jobTitle: 'x', academicLevel: 'master', salary: '9000' } }));
    expect([...codeOf(unknown), unknown.body.message]).toEqual([400, 'reg-002', 'Registration field "salary" is not part of the registration form']);
    const tooLong = await register(demoBody({ extraFields: { jobTitle: 'x'.repeat(201), academicLevel: 'master' } }));
    expect(codeOf(tooLong)).toEqual([400, 'reg-002']);
  });

  test('for an invalid phone number: 400 auth-012 (form field or top-level)', async () => {
    expect(codeOf(await register(demoBody({ extraFields: { jobTitle: 'x', academicLevel: 'master', phoneNumber: '12345' } })))).toEqual([400, 'auth-012']);
    expect(codeOf(await register(demoBody({ phoneNumber: '+96650' })))).toEqual([400, 'auth-012']);
  });

  test('for an email already used in the organization: 409 auth-013, any case', async () => {
    expect(codeOf(await register(demoBody({ email: 'Member@Demo.Halaqa.test' })))).toEqual([409, 'auth-013']);
    // The same email in another organization is another person.
    await setConfig('nour', CONFIG_KEYS.selfRegistrationEnabled, true);
    try {
      const res = await register(demoBody({ email: 'member@demo.halaqa.test', extraFields: { nationalId: '1', phoneNumber: '+966520000099' } }), 'nour');
      expect(res.status).toBe(201);
    } finally {
      await setConfig('nour', CONFIG_KEYS.selfRegistrationEnabled, false);
    }
  });

  test('for a phone number another member has: 409 auth-011 (local and international forms alike)', async () => {
    expect(codeOf(await register(demoBody({ phoneNumber: '0500000001' })))).toEqual([409, 'auth-011']);
    expect(codeOf(await register(demoBody({ extraFields: { jobTitle: 'x', academicLevel: 'master', phoneNumber: '+966500000002' } })))).toEqual([409, 'auth-011']);
  });

  test('for a weak password: 400 pwd-001 naming the broken rules; nothing is created', async () => {
    const body = demoBody({ password: 'password' });
    const res = await register(body);
    expect([...codeOf(res), res.body.message]).toEqual([400, 'pwd-001', 'Password does not meet the rules: uppercase, number, special']);
    expect(await server.outbox(body.email)).toEqual([]);
    const exists = await server.request<Static<typeof ExistsSchema>>('/api/auth/verify-email-exists', { method: 'POST', body: { email: body.email } });
    expect(exists.body).toEqual({ exists: false });
  });

  test('fields the contract does not have are dropped, never stored', async () => {
    const res = await register(demoBody({ isAdministrator: true, isInstructor: true, isVerified: true, requiresApproval: false }));
    const answer = res.body as SignedIn;
    expect(answer.tokens.portals).toEqual({ isAdministrator: false, isInstructor: false });
    expect(answer.user.isVerified).toBe(false);
  });

  test('for a malformed email or a blank name: 400 req-001', async () => {
    expect(codeOf(await register(demoBody({ email: 'not-an-email' })))).toEqual([400, 'req-001']);
    expect(codeOf(await register(demoBody({ firstName: '   ' })))).toEqual([400, 'req-001']);
  });

  test('nothing is half-written when a later step fails (one transaction)', async () => {
    const body = demoBody({ phoneNumber: '0500000003' });
    expect(codeOf(await register(body))).toEqual([409, 'auth-011']);
    const rows = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    expect(rows).toEqual([]);
  });
});

describe('approval strategies', () => {
  afterEach(async () => { await setConfig('demo', CONFIG_KEYS.registrationRequiresApproval, { domain: null, strategy: 'off' }); });

  test('off and automatic: signed in at once', async () => {
    expect((await register(demoBody())).body.status).toBe('signed-in');
    await setConfig('demo', CONFIG_KEYS.registrationRequiresApproval, { domain: null, strategy: 'automatic' });
    const body = demoBody();
    expect((await register(body)).body.status).toBe('signed-in');
    expect((await server.signIn('demo', body.email, PASSWORD)).status).toBe('signed-in');
  });

  test('manual: pending, no tokens, login auth-009 until an administrator approves', async () => {
    await setConfig('demo', CONFIG_KEYS.registrationRequiresApproval, { domain: null, strategy: 'manual' });
    const body = demoBody();
    const res = await register(body);
    expect([res.status, res.body]).toEqual([201, { status: 'pending-approval' }]);
    const login = () => server.request('/api/auth/login', { method: 'POST', body: { email: body.email, password: PASSWORD } });
    expect(codeOf(await login())).toEqual([403, 'auth-009']);
    // The verify link is still mailed: the address can be proven while waiting.
    expect((await server.outbox(body.email))[0]?.template).toBe('verify-email');
    await server.database.db.update(users).set({ requiresApproval: false }).where(eq(users.email, body.email));
    const approved = await login();
    expect([approved.status, (approved.body as Answer).status]).toEqual([200, 'signed-in']);
  });

  test('manual with a trusted domain: that domain is approved at once, others wait', async () => {
    await setConfig('demo', CONFIG_KEYS.registrationRequiresApproval, { domain: 'staff.example.org', strategy: 'manual' });
    expect((await register(demoBody({ email: 'nurse@staff.example.org' }))).body.status).toBe('signed-in');
    expect((await register(demoBody({ email: 'nurse@example.org' }))).body.status).toBe('pending-approval');
  });
});

describe('POST auth/register-by-email', () => {
  test('creates the account without a password and mails a set-password link; the link sets it and verifies the email', async () => {
    const { password: _unused, ...body } = demoBody();
    const res = await register(body, 'demo', '/api/auth/register-by-email');
    expect([res.status, res.body]).toEqual([201, { status: 'email-sent' }]);
    const [mail] = await server.outbox(body.email);
    expect(mail).toMatchObject({ template: 'set-password', subject: 'Set your password for Demo Academy' });
    expect(mail!.data.link).toMatch(/\/auth\/reset-password\?token=/);
    // No password yet: nothing signs in.
    expect(codeOf(await server.request('/api/auth/login', { method: 'POST', body: { email: body.email, password: PASSWORD } }))).toEqual([401, 'auth-003']);

    const confirm = await server.request('/api/reset-password/confirm', { method: 'POST', body: { token: linkToken(mail!.data.link!), password: PASSWORD } });
    expect(confirm.status).toBe(204);
    const signedIn = await server.signIn('demo', body.email, PASSWORD);
    expect(signedIn.user.isVerified).toBe(true);
  });

  test('validates like register', async () => {
    const { password: _unused, ...body } = demoBody({ extraFields: { academicLevel: 'master' } });
    expect(codeOf(await register(body, 'demo', '/api/auth/register-by-email'))).toEqual([400, 'reg-002']);
    expect(codeOf(await register({ ...body, email: 'admin@demo.halaqa.test', extraFields: { jobTitle: 'x', academicLevel: 'master' } }, 'demo', '/api/auth/register-by-email'))).toEqual([409, 'auth-013']);
  });
});

describe('POST auth/verify-email-exists', () => {
  test('answers within the organization only', async () => {
    const ask = (email: string, prefix = 'demo') =>
      server.request<Static<typeof ExistsSchema>>('/api/auth/verify-email-exists', { method: 'POST', headers: { 'x-organization': prefix }, body: { email } });
    expect((await ask('ADMIN@demo.halaqa.test')).body).toEqual({ exists: true });
    expect((await ask('nobody@demo.halaqa.test')).body).toEqual({ exists: false });
    expect((await ask('admin@demo.halaqa.test', 'nour')).body).toEqual({ exists: false });
    expect(codeOf(await ask('nope'))).toEqual([400, 'req-001']);
  });
});

describe('POST auth/verify-email/resend', () => {
  test('a new link replaces the old one; at most 5 links an hour', async () => {
    const body = demoBody();
    const answer = (await register(body)).body as SignedIn;
    const resend = () => server.request('/api/auth/verify-email/resend', { method: 'POST', headers: bearer(answer.tokens.accessToken) });
    const [first] = await server.outbox(body.email);
    expect((await resend()).status).toBe(202);
    const [second] = await server.outbox(body.email);
    expect(second!.data.link).not.toBe(first!.data.link);
    expect(codeOf(await server.request('/api/auth/verify-email', { method: 'POST', body: { token: linkToken(first!.data.link!) } }))).toEqual([400, 'code-001']);

    // Registration sent 1 and the resend 1: three more reach the limit of 5.
    for (let i = 0; i < 3; i += 1) expect((await resend()).status).toBe(202);
    expect(codeOf(await resend())).toEqual([429, 'code-002']);
    const [latest] = await server.outbox(body.email);
    const verified = await server.request('/api/auth/verify-email', { method: 'POST', body: { token: linkToken(latest!.data.link!) } });
    expect(verified.status).toBe(200);
  });

  test('needs a signed-in user', async () => {
    expect(codeOf(await server.request('/api/auth/verify-email/resend', { method: 'POST' }))).toEqual([401, 'auth-006']);
  });
});
