import { createHmac } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './access-token';

const claims = { userId: 7, organizationId: 2, portals: { isAdministrator: true, isInstructor: false }, sessionFamilyId: '0b6f3c1e-5d0a-4f6e-9c39-2f1f4a7c8d90' };
const secret = 'test-secret';

test('round-trips the claims with a 15 minute lifetime', () => {
  const now = Date.UTC(2030, 0, 1);
  const token = signAccessToken(claims, { secret, now });
  const result = verifyAccessToken(token, { secret, now: now + 1000 });
  expect(result).toEqual({ ok: true, token: { ...claims, issuedAt: now / 1000, expiresAt: now / 1000 + ACCESS_TOKEN_TTL_SECONDS } });
  expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
});

test('is a standard HS256 JWT', () => {
  const token = signAccessToken(claims, { secret });
  const [header, payload, signature] = token.split('.');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ sub: '7', org: 2, sid: claims.sessionFamilyId });
  expect(signature).toBe(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
});

test('rejects expiry, another secret, tampering and malformed tokens', () => {
  const now = Date.UTC(2030, 0, 1);
  const token = signAccessToken(claims, { secret, now });
  expect(verifyAccessToken(token, { secret, now: now + ACCESS_TOKEN_TTL_SECONDS * 1000 })).toEqual({ ok: false, reason: 'expired' });
  expect(verifyAccessToken(token, { secret: 'other', now })).toEqual({ ok: false, reason: 'signature' });
  const [header, , signature] = token.split('.');
  const forgedPayload = Buffer.from(JSON.stringify({ sub: '1', org: 1, iat: 1, exp: 4_000_000_000 })).toString('base64url');
  expect(verifyAccessToken(`${header}.${forgedPayload}.${signature}`, { secret, now })).toEqual({ ok: false, reason: 'signature' });
  const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  expect(verifyAccessToken(`${none}.${forgedPayload}.`, { secret, now }).ok).toBe(false);
  for (const garbage of ['', 'a', 'a.b', 'a.b.c.d', '...', `${header}.%%%.${signature}`]) {
    expect(verifyAccessToken(garbage, { secret, now }).ok).toBe(false);
  }
});

test('rejects a correctly signed payload with bad claims', () => {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const sign = (payload: object) => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${header}.${body}.${createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url')}`;
  };
  const sid = claims.sessionFamilyId;
  for (const payload of [{ sub: 'x', org: 1, sid, iat: 1, exp: 9e9 }, { sub: '1', org: '1', sid, iat: 1, exp: 9e9 }, { sub: '1', org: 1, sid, iat: 1 },
    { sub: '1', org: 1, iat: 1, exp: 9e9 }, { sub: '1', org: 1, sid: 'not-a-uuid', iat: 1, exp: 9e9 }, []]) {
    expect(verifyAccessToken(sign(payload), { secret })).toEqual({ ok: false, reason: 'malformed' });
  }
});
