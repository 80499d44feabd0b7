// Access tokens for bench members written straight into the database (a
// session family each): signed here with the server's secret, as hundreds of
// password sign-ins would only measure password hashing.
import crypto from 'node:crypto';

const base64url = (text) => Buffer.from(text).toString('base64url');

/** An access token as the server signs them (core/access-token.ts): HS256 with ACCESS_TOKEN_SECRET or the development secret. */
export function accessToken(userId, organizationId, familyId) {
  const secret = process.env.ACCESS_TOKEN_SECRET || 'halaqa-development-access-token-secret';
  const iat = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ sub: String(userId), org: organizationId, portals: { isAdministrator: false, isInstructor: false }, sid: familyId, iat, exp: iat + 30 * 60 }));
  const signature = crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
