import type { CurrentUser } from '../src/modules/auth/dto';
import type { UserProfile } from '../src/modules/users/profile-dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];

const getUser = (token: string, headers: Record<string, string> = {}) =>
  server.request<UserProfile>('/api/user', { headers: { ...bearer(token), ...headers } });
const patchUser = (token: string, body: unknown) =>
  server.request<UserProfile & ErrorBody>('/api/user', { method: 'PATCH', headers: bearer(token), body });

describe('GET user', () => {
  test("answers the caller's full record, never the password hash", async () => {
    const token = await server.memberToken('demo', 'member@demo.halaqa.test');
    const res = await getUser(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'member@demo.halaqa.test',
      firstName: 'Sara',
      arFirstName: 'سارة',
      isVerified: true,
      phoneNumber: '+966500000001',
      normalizedPhoneNumber: '+966500000001',
      isPhoneVerified: true,
      portals: { isAdministrator: false, isInstructor: false },
      preferredLanguage: 'en',
      freeChemistrySessions: 2,
      forceResetPassword: false,
      requiresApproval: false,
      deactivatedAt: null,
      profileImageId: null,
      profileImageUrl: null,
      extraFields: [],
      interestedCategoryIds: [],
    });
    expect(Object.keys(res.body)).not.toContain('passwordHash');
    expect(res.text).not.toContain('argon2');
  });

  test('needs a token, and a token of one organization reads nothing of the other', async () => {
    expect(codeOf(await server.request('/api/user'))).toEqual([401, 'auth-006']);
    const demo = await server.memberToken('demo');
    expect(codeOf(await getUser(demo, { 'x-organization': 'nour' }))).toEqual([403, 'auth-002']);
    const nour = await server.memberToken('nour');
    const own = await getUser(nour);
    expect(own.body.email).toBe('member@nour.halaqa.test');
  });

  test('a user who must reset their password gets 403 auth-005', async () => {
    const token = await server.memberToken('demo', 'reset@demo.halaqa.test');
    expect(codeOf(await getUser(token))).toEqual([403, 'auth-005']);
  });
});

describe('PATCH user', () => {
  test('edits profile fields; blank text clears them', async () => {
    const token = await server.memberToken('demo', 'coach@demo.halaqa.test');
    const res = await patchUser(token, { about: 'I coach.', city: 'Riyadh', yearsOfExperience: 7, preferredLanguage: 'ar', arLastName: '  ', firstName: ' Yusuf ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ about: 'I coach.', city: 'Riyadh', yearsOfExperience: 7, preferredLanguage: 'ar', arLastName: null, firstName: 'Yusuf' });
    // Persisted, and visible to GET auth too.
    expect((await getUser(token)).body).toMatchObject({ city: 'Riyadh', preferredLanguage: 'ar' });
    const me = await server.request<CurrentUser>('/api/auth', { headers: bearer(token) });
    expect(me.body).toMatchObject({ preferredLanguage: 'ar', firstName: 'Yusuf' });
  });

  test('cannot change email, portals, permission set, phone or verification: 400 req-001 and nothing changes', async () => {
    const token = await server.memberToken('demo', 'provider@demo.halaqa.test');
    for (const body of [
      { email: 'someone-else@demo.halaqa.test' },
      { email: 'x@demo.halaqa.test', city: 'Jeddah' },
      { portals: { isAdministrator: true, isInstructor: true } },
      { isAdministrator: true },
      { permissionSetId: 1 },
      { phoneNumber: '+966599999999' },
      { isVerified: false },
      { forceResetPassword: true },
    ]) {
      expect([JSON.stringify(body), ...codeOf(await patchUser(token, body))]).toEqual([JSON.stringify(body), 400, 'req-001']);
    }
    expect((await getUser(token)).body).toMatchObject({
      email: 'provider@demo.halaqa.test', city: null, portals: { isAdministrator: false, isInstructor: false }, phoneNumber: '+966500000005',
    });
  });

  test('validates lengths, language and numbers', async () => {
    const token = await server.memberToken('demo', 'provider@demo.halaqa.test');
    for (const body of [{}, { firstName: '' }, { firstName: '   ' }, { lastName: 'x'.repeat(101) }, { about: 'x'.repeat(2001) },
      { preferredLanguage: 'fr' }, { yearsOfExperience: -1 }, { yearsOfExperience: 1.5 }, { profileImageId: -3 }]) {
      expect([JSON.stringify(body), ...codeOf(await patchUser(token, body))]).toEqual([JSON.stringify(body), 400, 'req-001']);
    }
  });

  test('profileImageId must be an uploaded image of the caller (no such media: 400)', async () => {
    const token = await server.memberToken('demo', 'provider@demo.halaqa.test');
    const res = await patchUser(token, { profileImageId: 999_999 });
    expect([...codeOf(res), res.body.message]).toEqual([400, 'req-001', 'profileImageId must be an image you uploaded']);
  });
});
