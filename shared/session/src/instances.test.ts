import { bus } from '@halaqa/bus';
import { api, configureSession, session } from './index';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const jwt = (marker: string) => `h.${btoa(JSON.stringify({ sub: 3, marker }))}.s`;
const tokens = (marker: string, ms: number) => ({
  accessToken: jwt(marker),
  expiresAt: new Date(Date.now() + ms).toISOString(),
  portals: { isAdministrator: false, isInstructor: false },
});

/** Answers by path, recording what the page sent. */
function serve(answers: Array<[string, () => Response]>) {
  const sent: Array<{ path: string; auth: string | null; org: string | null; lang: string | null; csrf?: string | null }> = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    sent.push({ path, auth: request.headers.get('authorization'), org: request.headers.get('x-organization'), lang: request.headers.get('x-lang') });
    if (request.headers.has('x-csrf-token')) sent.at(-1)!.csrf = request.headers.get('x-csrf-token');
    const index = answers.findIndex(([p]) => p === path);
    if (index < 0) throw new TypeError(`unexpected ${path}`);
    return answers.splice(index, 1)[0]![1]();
  }) as typeof fetch;
  return sent;
}

function record() {
  const events: string[] = [];
  const offs = [
    bus.on('toast', (p) => events.push(`toast:${p.type}:${p.durationMs}`)),
    bus.on('navigate', (p) => events.push(`navigate:${'role' in p ? p.role : p.to}`)),
    bus.on('session.changed', (p) => events.push(`session:${p.signedIn}`)),
  ];
  return { events, stop: () => offs.forEach((off) => off()) };
}

beforeEach(() => {
  localStorage.clear();
  configureSession({ defaultOrganizationPrefix: 'fallback' });
});

test('calls carry the organization of the host and the bearer of the session', async () => {
  session.signIn(tokens('a', 900_000));
  const sent = serve([['/api/health', () => json(200, { status: 'ok' })]]);
  await api.GET('/api/health');
  expect(sent).toEqual([{ path: '/api/health', auth: `Bearer ${jwt('a')}`, org: 'demo', lang: 'en' }]);
});

test('an access token close to expiry is refreshed before the call, with the CSRF cookie echoed in a header', async () => {
  // The page can read the CSRF cookie (the refresh cookie is httpOnly: the browser adds it, the page never sees it).
  document.cookie = 'halaqa_csrf=proof-1; path=/';
  session.signIn(tokens('a', 10_000));
  const sent = serve([
    ['/api/auth/refresh', () => json(200, tokens('b', 900_000))],
    ['/api/health', () => json(200, { status: 'ok' })],
  ]);
  await api.GET('/api/health');
  expect(sent.map((s) => [s.path, s.auth])).toEqual([['/api/auth/refresh', null], ['/api/health', `Bearer ${jwt('b')}`]]);
  expect(sent[0]!.csrf).toBe('proof-1');
  expect(localStorage.getItem('auth')).not.toContain(jwt('b'));
  document.cookie = 'halaqa_csrf=; max-age=0; path=/';
});

test('auth-001 anywhere signs the user out with a 5 s error toast', async () => {
  session.signIn(tokens('a', 900_000));
  serve([['/api/health', () => json(403, { statusCode: 403, code: 'auth-001', message: 'User disabled' })]]);
  const { events, stop } = record();
  await api.GET('/api/health');
  await new Promise((resolve) => setTimeout(resolve, 0));
  stop();
  expect(session.isSignedIn()).toBe(false);
  expect(events).toEqual(['session:false', 'toast:error:5000']);
});

test('auth-006 tries a refresh; a refused refresh token (auth-007) logs out and goes to login', async () => {
  session.signIn(tokens('a', 900_000));
  const sent = serve([
    ['/api/health', () => json(401, { statusCode: 401, code: 'auth-006', message: 'Invalid access token' })],
    ['/api/auth/refresh', () => json(401, { statusCode: 401, code: 'auth-007', message: 'Invalid refresh token' })],
    ['/api/auth/logout', () => new Response(null, { status: 204 })],
  ]);
  const { events, stop } = record();
  const result = await api.GET('/api/health');
  await new Promise((resolve) => setTimeout(resolve, 0));
  stop();
  expect(result.response.status).toBe(401);
  expect(sent.map((s) => s.path)).toEqual(['/api/health', '/api/auth/refresh', '/api/auth/logout']);
  expect(session.isSignedIn()).toBe(false);
  expect(events).toEqual(['session:false', 'navigate:login']);
});

test('a single-sign-on token becomes a session; a refused one signs nobody out', async () => {
  const { signInWithSsoToken } = await import('./index');
  session.signIn(tokens('a', 900_000));
  serve([['/api/auth/sso', () => json(401, { statusCode: 401, code: 'auth-006', message: 'Invalid token' })]]);
  expect(await signInWithSsoToken('bad')).toBe(false);
  expect(session.getTokens()?.accessToken).toBe(jwt('a'));
  const sent = serve([['/api/auth/sso', () => json(200, { status: 'signed-in', tokens: tokens('z', 900_000), user: {} })]]);
  expect(await signInWithSsoToken('good')).toBe(true);
  expect(session.getTokens()?.accessToken).toBe(jwt('z'));
  expect(sent[0]!.auth).toBeNull();
});
