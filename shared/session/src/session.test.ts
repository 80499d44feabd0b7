import { createBus, type ChannelLike } from '@halaqa/bus';
import { createSession, type SessionDependencies } from './session';
import { SESSION_MARKER_STORAGE_KEY } from './token-storage';
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
  expiresAt: new Date(NOW + ms).toISOString(),
  portals: { isAdministrator: false, isInstructor: true },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Two buses joined like two tabs' BroadcastChannels. */
function channelPair(): [ChannelLike, ChannelLike] {
  const a: ChannelLike = { onmessage: null, close() {}, postMessage: (data) => b.onmessage?.({ data } as MessageEvent) };
  const b: ChannelLike = { onmessage: null, close() {}, postMessage: (data) => a.onmessage?.({ data } as MessageEvent) };
  return [a, b];
}

function setup(overrides: Partial<SessionDependencies> = {}, answers: Response[] = []) {
  const storage = memoryStorage();
  const tabStorage = memoryStorage();
  const bus = createBus();
  const sent: Array<{ url: string; body: unknown; headers: Headers; credentials: RequestCredentials }> = [];
  const fetch = jest.fn(async (request: Request) => {
    const text = await request.text();
    sent.push({ url: request.url, body: text ? JSON.parse(text) : undefined, headers: request.headers, credentials: request.credentials });
    const answer = answers.shift();
    if (!answer) throw new TypeError('network down');
    return answer;
  });
  const rejected: string[] = [];
  const session = createSession({
    storage, tabStorage, bus, fetch, now: () => NOW, csrfToken: () => 'csrf-1',
    onRefreshRejected: (error) => rejected.push(error.code),
    ...overrides,
  });
  return { session, storage, tabStorage, bus, fetch, sent, rejected };
}

/** Whatever local storage holds, it holds no token. */
function expectNoTokenIn(storage: { map: Map<string, string> }, tokens: SessionTokens) {
  for (const value of storage.map.values()) expect(value).not.toContain(tokens.accessToken);
}

describe('session state', () => {
  it('is signed out with nothing stored, or with something unreadable stored', () => {
    const { session, storage } = setup();
    expect(session.isSignedIn()).toBe(false);
    storage.setItem(SESSION_MARKER_STORAGE_KEY, '{"id":1}');
    expect(session.isSignedIn()).toBe(false);
    storage.setItem(SESSION_MARKER_STORAGE_KEY, 'not json');
    expect(session.isSignedIn()).toBe(false);
  });

  it('wipes the tokens an earlier version kept in local storage: that session is over', () => {
    const storage = memoryStorage();
    storage.setItem('auth', JSON.stringify({ ...tokensExpiringIn(900_000), refreshToken: 'refresh-old' }));
    const session = createSession({ storage, tabStorage: null, bus: createBus(), fetch: jest.fn(), now: () => NOW });
    expect(storage.getItem('auth')).toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });

  it('signs in: the access token stays in memory, local storage gets a marker without any token', () => {
    const { session, storage, tabStorage, bus } = setup();
    tabStorage.setItem('twoFactorToken', 'x');
    storage.setItem('readsItems', '[3]');
    const announced: unknown[] = [];
    const changes: unknown[] = [];
    bus.on('session.changed', (p) => announced.push(p));
    session.onChange((c) => changes.push(c));
    const tokens = tokensExpiringIn(900_000, 42);
    session.signIn(tokens);
    expect(session.getTokens()).toEqual(tokens);
    expect(JSON.parse(storage.getItem('auth')!)).toEqual({ id: expect.any(String), userId: 42, portals: { isAdministrator: false, isInstructor: true } });
    expectNoTokenIn(storage, tokens);
    expect(tabStorage.getItem('twoFactorToken')).toBeNull();
    // A guest's dismissed announcements belong to the guest (spec section 7: cleared when the user changes).
    expect(storage.getItem('readsItems')).toBeNull();
    expect(announced).toEqual([{ signedIn: true, userId: 42 }]);
    expect(changes).toEqual([{ signedIn: true, userId: 42, origin: 'this-tab' }]);
    expect(session.getSnapshot()).toEqual({ signedIn: true, userId: 42, portals: { isAdministrator: false, isInstructor: true } });
  });

  it('keeps the same snapshot object until the marker changes', () => {
    const { session } = setup();
    const first = session.getSnapshot();
    expect(session.getSnapshot()).toBe(first);
    session.signIn(tokensExpiringIn(900_000));
    expect(session.getSnapshot()).not.toBe(first);
    expect(session.getSnapshot()).toBe(session.getSnapshot());
  });
});

describe('access token and refresh', () => {
  it('hands out the token in memory while more than 30 s remain, without calling the API', async () => {
    const { session, fetch } = setup();
    session.signIn(tokensExpiringIn(31_000));
    expect(await session.getAccessToken()).toBe(jwt(7));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes once for many callers when fewer than 30 s remain: cookie and CSRF header, no token in the body or in storage', async () => {
    const fresh = tokensExpiringIn(900_000, 7, 'b');
    const { session, sent, storage } = setup({}, [json(200, fresh)]);
    session.signIn(tokensExpiringIn(29_000));
    const tokens = await Promise.all([session.getAccessToken(), session.getAccessToken(), session.getAccessToken()]);
    expect(tokens).toEqual([fresh.accessToken, fresh.accessToken, fresh.accessToken]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://demo.localhost/api/auth/refresh');
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers.get('x-csrf-token')).toBe('csrf-1');
    // The browser attaches the httpOnly refresh cookie to same-origin calls.
    expect(sent[0]!.credentials).toBe('same-origin');
    expect(session.getTokens()).toEqual(fresh);
    expectNoTokenIn(storage, fresh);
  });

  it('does not refresh a token an earlier call already replaced', async () => {
    const { session, fetch } = setup();
    session.signIn(tokensExpiringIn(900_000, 7, 'b'));
    expect(await session.refresh(jwt(7, 'a'))).toBe(jwt(7, 'b'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a refused refresh (auth-007) and hands out nothing', async () => {
    const { session, rejected } = setup({}, [json(401, { statusCode: 401, code: 'auth-007', message: 'Invalid refresh token' })]);
    session.signIn(tokensExpiringIn(10_000));
    expect(await session.getAccessToken()).toBeNull();
    expect(rejected).toEqual(['auth-007']);
  });

  it('reports a refused CSRF proof (auth-015) the same way', async () => {
    const { session, rejected } = setup({ csrfToken: () => null }, [json(403, { statusCode: 403, code: 'auth-015', message: 'CSRF' })]);
    session.signIn(tokensExpiringIn(10_000));
    expect(await session.getAccessToken()).toBeNull();
    expect(rejected).toEqual(['auth-015']);
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

  it('ends a refresh that answers for another user than the marker names, rather than mixing them', async () => {
    const { session, sent } = setup({}, [json(200, tokensExpiringIn(900_000, 99, 'x')), new Response(null, { status: 204 })]);
    session.signIn(tokensExpiringIn(0, 7));
    expect(await session.getAccessToken()).toBeNull();
    expect(sent.map((s) => s.url)).toEqual(['http://demo.localhost/api/auth/refresh', 'http://demo.localhost/api/auth/logout']);
    expect(sent[1]!.headers.get('authorization')).toBe(`Bearer ${jwt(99, 'x')}`);
    expect(session.isSignedIn()).toBe(false);
  });
});

describe('tabs', () => {
  /**
   * Several tabs of one browser: one local storage, one cookie jar, one lock,
   * and an API that rotates the refresh cookie and ends the family when a
   * spent one comes back (as auth/refresh does).
   */
  function browser({ withLock = true } = {}) {
    const storage = memoryStorage();
    const jar = { refresh: 'r1', csrf: 'c1' };
    const spent = new Set<string>();
    let revoked = false;
    let issued = 1;
    let queue = Promise.resolve();
    const exclusive = <T,>(task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task);
      queue = run.then(() => undefined, () => undefined);
      return run;
    };
    const fetch = jest.fn(async (request: Request) => {
      // The browser picks the cookie when the request leaves; the answer comes a moment later.
      const presented = jar.refresh;
      const proof = request.headers.get('x-csrf-token');
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (new URL(request.url).pathname === '/api/auth/logout') {
        revoked = true;
        jar.refresh = '';
        jar.csrf = '';
        return new Response(null, { status: 204 });
      }
      if (!presented) return json(401, { statusCode: 401, code: 'auth-007', message: 'no cookie' });
      if (proof !== `csrf-of-${presented}`) return json(403, { statusCode: 403, code: 'auth-015', message: 'csrf' });
      if (spent.has(presented) || revoked) {
        revoked = true;
        return json(401, { statusCode: 401, code: 'auth-007', message: 'reused' });
      }
      spent.add(presented);
      issued += 1;
      jar.refresh = `r${issued}`;
      jar.csrf = `csrf-of-r${issued}`;
      return json(200, tokensExpiringIn(900_000, 7, `t${issued}`));
    });
    jar.csrf = 'csrf-of-r1';
    const [one, two] = channelPair();
    const storageListeners: Array<(key: string | null) => void> = [];
    const tab = (channel: ChannelLike | null) => {
      const rejected: string[] = [];
      const session = createSession({
        storage, tabStorage: null, bus: createBus(channel), fetch, now: () => NOW,
        csrfToken: () => jar.csrf || null,
        exclusive: withLock ? exclusive : undefined,
        watchStorage: (listener) => {
          storageListeners.push(listener);
          return () => undefined;
        },
        onRefreshRejected: (error) => rejected.push(error.code),
      });
      return { session, rejected };
    };
    /** The storage event, which the browser fires in every other tab. */
    const storageEvent = (key: string | null) => storageListeners.forEach((listener) => listener(key));
    return { storage, jar, fetch, tab, channels: [one, two] as const, storageEvent, isRevoked: () => revoked };
  }

  it('a new tab finds the marker and gets its own access token by refreshing', async () => {
    const site = browser();
    const first = site.tab(null);
    first.session.signIn(tokensExpiringIn(900_000, 7, 't1'));
    const opened = site.tab(null);
    expect(opened.session.isSignedIn()).toBe(true);
    expect(opened.session.getSnapshot()).toMatchObject({ signedIn: true, userId: 7 });
    expect(opened.session.getTokens()).toBeNull();
    expect(await opened.session.getAccessToken()).toBe(jwt(7, 't2'));
    // The first tab's token is its own and still good.
    expect(await first.session.getAccessToken()).toBe(jwt(7, 't1'));
    expect(site.fetch).toHaveBeenCalledTimes(1);
  });

  it('two tabs refreshing at once take turns, the second with the cookie the first one rotated: no reuse', async () => {
    const site = browser();
    const a = site.tab(null);
    a.session.signIn(tokensExpiringIn(10_000, 7, 't1'));
    const b = site.tab(null);
    const [tokenA, tokenB] = await Promise.all([a.session.getAccessToken(), b.session.getAccessToken()]);
    expect([tokenA, tokenB].sort()).toEqual([jwt(7, 't2'), jwt(7, 't3')]);
    expect(site.isRevoked()).toBe(false);
    expect([...a.rejected, ...b.rejected]).toEqual([]);
  });

  it('without the lock the same two refreshes would present one cookie twice and end the session', async () => {
    const site = browser({ withLock: false });
    const a = site.tab(null);
    a.session.signIn(tokensExpiringIn(10_000, 7, 't1'));
    const b = site.tab(null);
    await Promise.all([a.session.getAccessToken(), b.session.getAccessToken()]);
    expect(site.isRevoked()).toBe(true);
  });

  it('a sign-out in one tab reaches the others (bus and storage event, told once), and they cannot refresh after it', async () => {
    const site = browser();
    const [one, two] = site.channels;
    const a = site.tab(one);
    const b = site.tab(two);
    const changes: unknown[] = [];
    b.session.onChange((change) => changes.push(change));
    a.session.signIn(tokensExpiringIn(900_000, 7, 't1'));
    site.storageEvent('auth');
    expect(await b.session.getAccessToken()).toBe(jwt(7, 't2'));
    await a.session.signOut();
    site.storageEvent('auth');
    expect(changes).toEqual([
      { signedIn: true, userId: 7, origin: 'other-tab' },
      { signedIn: false, userId: null, origin: 'other-tab' },
    ]);
    expect(b.session.isSignedIn()).toBe(false);
    expect(b.session.getTokens()).toBeNull();
    expect(await b.session.getAccessToken()).toBeNull();
    // The API cleared the cookies: a refresh now would be refused (401), not answered.
    expect(site.jar.refresh).toBe('');
  });

  it('follows another tab through the storage event alone (no BroadcastChannel)', () => {
    const site = browser();
    const a = site.tab(null);
    const b = site.tab(null);
    const changes: unknown[] = [];
    const notified = jest.fn();
    b.session.onChange((change) => changes.push(change));
    b.session.subscribe(notified);
    a.session.signIn(tokensExpiringIn(900_000, 5));
    expect(changes).toEqual([]);
    site.storageEvent('auth');
    void a.session.signOut({ callApi: false });
    site.storageEvent(null);
    expect(changes).toEqual([
      { signedIn: true, userId: 5, origin: 'other-tab' },
      { signedIn: false, userId: null, origin: 'other-tab' },
    ]);
    expect(notified).toHaveBeenCalledTimes(2);
  });

  it('when another tab signs in anew, this tab drops its token and refreshes with the new cookie', async () => {
    const site = browser();
    const [one, two] = site.channels;
    const a = site.tab(one);
    const b = site.tab(two);
    a.session.signIn(tokensExpiringIn(900_000, 7, 't1'));
    expect(await b.session.getAccessToken()).toBe(jwt(7, 't2'));
    a.session.signIn(tokensExpiringIn(900_000, 7, 'new'));
    expect(b.session.getTokens()).toBeNull();
    expect(await b.session.getAccessToken()).toBe(jwt(7, 't3'));
  });
});

describe('sign out', () => {
  it('clears the marker, user permissions, tab markers and the cart, announces it and calls logout', async () => {
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
    expect(session.getTokens()).toBeNull();
    expect(storage.getItem('auth')).toBeNull();
    expect(storage.getItem('userPermissions')).toBeNull();
    expect(storage.getItem('readsItems')).toBeNull();
    // The catalogue is the organization's, not the user's: it stays cached.
    expect(storage.getItem('systemPermissions')).toBe('{}');
    expect(tabStorage.getItem('instructorView')).toBeNull();
    expect(seen).toEqual(['cart:0', 'signedIn:false']);
    expect(sent[0]!.url).toBe('http://demo.localhost/api/auth/logout');
    // The refresh token goes as its cookie; the API clears both cookies.
    expect(sent[0]!.body).toEqual({ removeAll: true });
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${jwt(7)}`);
  });

  it('gets a live access token from the cookie (under the lock) before the logout call', async () => {
    const locked: string[] = [];
    const exclusive = async <T,>(task: () => Promise<T>) => { locked.push('lock'); return task(); };
    const { session, sent } = setup({ exclusive }, [json(200, tokensExpiringIn(900_000, 7, 'b')), new Response(null, { status: 204 })]);
    session.signIn(tokensExpiringIn(-1000));
    await session.signOut();
    expect(locked).toEqual(['lock']);
    expect(sent.map((s) => s.url)).toEqual(['http://demo.localhost/api/auth/refresh', 'http://demo.localhost/api/auth/logout']);
    expect(sent[0]!.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(sent[1]!.body).toEqual({ removeAll: false });
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
});
