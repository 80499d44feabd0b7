import { createBus, type ChannelLike } from '@halaqa/bus';
import { createSession, type SessionDependencies } from './session';
import { TOKENS_STORAGE_KEY } from './token-storage';
import type { SessionTokens } from './types';

/** A map-backed Storage: each test gets its own "localStorage". */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

/** An unsigned JWT-shaped token carrying `sub`. */
const jwt = (sub: number, marker = 'a') =>
  `h.${Buffer.from(JSON.stringify({ sub, marker })).toString('base64url')}.s`;

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const tokensExpiringIn = (ms: number, sub = 7, marker = 'a'): SessionTokens => ({
  accessToken: jwt(sub, marker),
  refreshToken: `refresh-${marker}`,
  expiresAt: new Date(NOW + ms).toISOString(),
  portals: { isAdministrator: false, isInstructor: true },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(overrides: Partial<SessionDependencies> = {}, answers: Response[] = []) {
  const storage = memoryStorage();
  const tabStorage = memoryStorage();
  const bus = createBus();
  const sent: Array<{ url: string; body: unknown; headers: Headers }> = [];
  const fetch = jest.fn(async (request: Request) => {
    sent.push({ url: request.url, body: JSON.parse(await request.text()), headers: request.headers });
    const answer = answers.shift();
    if (!answer) throw new TypeError('network down');
    return answer;
  });
  const rejected: string[] = [];
  const session = createSession({
    storage, tabStorage, bus, fetch, now: () => NOW,
    onRefreshRejected: (error) => rejected.push(error.code),
    ...overrides,
  });
  return { session, storage, tabStorage, bus, fetch, sent, rejected };
}

describe('session tokens', () => {
  it('is signed out with nothing stored, or with something unreadable stored', () => {
    const { session, storage } = setup();
    expect(session.isSignedIn()).toBe(false);
    storage.setItem(TOKENS_STORAGE_KEY, '{"accessToken":1}');
    expect(session.getTokens()).toBeNull();
    storage.setItem(TOKENS_STORAGE_KEY, 'not json');
    expect(session.isSignedIn()).toBe(false);
  });

  it('signs in: stores the tokens under "auth", drops the two-factor handoff, announces it from this tab', () => {
    const { session, storage, tabStorage, bus } = setup();
    tabStorage.setItem('twoFactorToken', 'x');
    storage.setItem('readsItems', '[3]');
    const announced: unknown[] = [];
    const changes: unknown[] = [];
    bus.on('session.changed', (p) => announced.push(p));
    session.onChange((c) => changes.push(c));
    session.signIn(tokensExpiringIn(900_000, 42));
    expect(JSON.parse(storage.getItem('auth')!)).toEqual(tokensExpiringIn(900_000, 42));
    expect(tabStorage.getItem('twoFactorToken')).toBeNull();
    // A guest's dismissed announcements belong to the guest (spec section 7: cleared when the user changes).
    expect(storage.getItem('readsItems')).toBeNull();
    expect(announced).toEqual([{ signedIn: true, userId: 42 }]);
    expect(changes).toEqual([{ signedIn: true, userId: 42, origin: 'this-tab' }]);
    expect(session.getSnapshot()).toEqual({ signedIn: true, userId: 42, portals: { isAdministrator: false, isInstructor: true } });
  });

  it('keeps the same snapshot object until the stored tokens change', () => {
    const { session } = setup();
    const first = session.getSnapshot();
    expect(session.getSnapshot()).toBe(first);
    session.signIn(tokensExpiringIn(900_000));
    expect(session.getSnapshot()).not.toBe(first);
    expect(session.getSnapshot()).toBe(session.getSnapshot());
  });
});

describe('access token and refresh', () => {
  it('hands out the stored token while more than 30 s remain, without calling the API', async () => {
    const { session, fetch } = setup();
    session.signIn(tokensExpiringIn(31_000));
    expect(await session.getAccessToken()).toBe(jwt(7));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes once for many callers when fewer than 30 s remain, and stores the rotated tokens', async () => {
    const fresh = tokensExpiringIn(900_000, 7, 'b');
    const { session, sent, storage } = setup({}, [json(200, fresh)]);
    session.signIn(tokensExpiringIn(29_000));
    const tokens = await Promise.all([session.getAccessToken(), session.getAccessToken(), session.getAccessToken()]);
    expect(tokens).toEqual([fresh.accessToken, fresh.accessToken, fresh.accessToken]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://demo.localhost/api/auth/refresh');
    expect(sent[0]!.body).toEqual({ token: 'refresh-a' });
    expect(JSON.parse(storage.getItem('auth')!).refreshToken).toBe('refresh-b');
  });

  it('does not refresh a token another tab already replaced', async () => {
    const { session, storage, fetch } = setup();
    session.signIn(tokensExpiringIn(900_000, 7, 'b'));
    expect(await session.refresh(jwt(7, 'a'))).toBe(jwt(7, 'b'));
    expect(fetch).not.toHaveBeenCalled();
    expect(storage.getItem('auth')).not.toBeNull();
  });

  it('reports a refused refresh token (auth-007) and hands out nothing', async () => {
    const { session, rejected } = setup({}, [json(401, { statusCode: 401, code: 'auth-007', message: 'Invalid refresh token' })]);
    session.signIn(tokensExpiringIn(10_000));
    expect(await session.getAccessToken()).toBeNull();
    expect(rejected).toEqual(['auth-007']);
  });

  it('keeps the session through a network failure while the token is still valid', async () => {
    const { session, rejected } = setup();
    session.signIn(tokensExpiringIn(10_000));
    expect(await session.getAccessToken()).toBe(jwt(7));
    expect(rejected).toEqual([]);
    expect(session.isSignedIn()).toBe(true);
  });

  it('runs the refresh under the cross-tab lock', async () => {
    const order: string[] = [];
    const exclusive = async <T,>(task: () => Promise<T>) => { order.push('lock'); const r = await task(); order.push('unlock'); return r; };
    const { session } = setup({ exclusive }, [json(200, tokensExpiringIn(900_000, 7, 'b'))]);
    session.signIn(tokensExpiringIn(0));
    await session.getAccessToken();
    expect(order).toEqual(['lock', 'unlock']);
  });

  it('checks the session every 15 s and refreshes only near expiry', async () => {
    jest.useFakeTimers();
    try {
      let now = NOW;
      const { session, fetch } = setup({ now: () => now }, [json(200, tokensExpiringIn(900_000, 7, 'b'))]);
      session.signIn(tokensExpiringIn(60_000));
      const stop = session.startSessionCheck();
      await jest.advanceTimersByTimeAsync(15_000);
      expect(fetch).not.toHaveBeenCalled();
      now += 31_000; // 29 s left at the next check
      await jest.advanceTimersByTimeAsync(15_000);
      expect(fetch).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('sign out', () => {
  it('clears tokens, user permissions, tab markers and the cart, announces it and calls logout', async () => {
    const { session, storage, tabStorage, bus, sent } = setup({}, [new Response(null, { status: 204 })]);
    session.signIn(tokensExpiringIn(900_000));
    storage.setItem('userPermissions', '["access-courses"]');
    storage.setItem('systemPermissions', '{}');
    storage.setItem('readsItems', '[3]');
    tabStorage.setItem('instructorView', 'student');
    const seen: string[] = [];
    bus.on('cart.changed', (p) => seen.push(`cart:${p.count}`));
    bus.on('session.changed', (p) => seen.push(`signedIn:${p.signedIn}`));
    await session.signOut({ removeAll: true });
    expect(session.isSignedIn()).toBe(false);
    expect(storage.getItem('userPermissions')).toBeNull();
    expect(storage.getItem('readsItems')).toBeNull();
    // The catalogue is the organization's, not the user's: it stays cached.
    expect(storage.getItem('systemPermissions')).toBe('{}');
    expect(tabStorage.getItem('instructorView')).toBeNull();
    expect(seen).toEqual(['cart:0', 'signedIn:false']);
    expect(sent[0]!.url).toBe('http://demo.localhost/api/auth/logout');
    expect(sent[0]!.body).toEqual({ removeAll: true, refreshToken: 'refresh-a' });
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${jwt(7)}`);
  });

  it('exchanges an expired access token before the logout call', async () => {
    const { session, sent } = setup({}, [json(200, tokensExpiringIn(900_000, 7, 'b')), new Response(null, { status: 204 })]);
    session.signIn(tokensExpiringIn(-1000));
    await session.signOut();
    expect(sent.map((s) => s.url)).toEqual(['http://demo.localhost/api/auth/refresh', 'http://demo.localhost/api/auth/logout']);
    expect(sent[1]!.body).toEqual({ removeAll: false, refreshToken: 'refresh-b' });
    expect(sent[1]!.headers.get('authorization')).toBe(`Bearer ${jwt(7, 'b')}`);
  });

  it('signs out locally even when the logout call fails, and can skip the call', async () => {
    const { session, fetch } = setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    session.signIn(tokensExpiringIn(900_000));
    await session.signOut();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(session.isSignedIn()).toBe(false);
    session.signIn(tokensExpiringIn(900_000));
    fetch.mockClear();
    await session.signOut({ callApi: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('follows a sign-out made in another tab', () => {
    const pair = (): [ChannelLike, ChannelLike] => {
      const a: ChannelLike = { onmessage: null, close() {}, postMessage: (data) => b.onmessage?.({ data } as MessageEvent) };
      const b: ChannelLike = { onmessage: null, close() {}, postMessage: (data) => a.onmessage?.({ data } as MessageEvent) };
      return [a, b];
    };
    const [one, two] = pair();
    const shared = memoryStorage();
    const tabOne = createSession({ storage: shared, tabStorage: null, bus: createBus(one), fetch: jest.fn(), now: () => NOW });
    const tabTwo = createSession({ storage: shared, tabStorage: null, bus: createBus(two), fetch: jest.fn(), now: () => NOW });
    const changes: unknown[] = [];
    const notified = jest.fn();
    tabTwo.onChange((c) => changes.push(c));
    tabTwo.subscribe(notified);
    tabOne.signIn(tokensExpiringIn(900_000, 5));
    void tabOne.signOut({ callApi: false });
    expect(changes).toEqual([
      { signedIn: true, userId: 5, origin: 'other-tab' },
      { signedIn: false, userId: null, origin: 'other-tab' },
    ]);
    expect(notified).toHaveBeenCalledTimes(2);
    expect(tabTwo.isSignedIn()).toBe(false);
  });
});
