import { createBus } from '@halaqa/bus';
import type { BusTopics } from '@halaqa/contracts';
import { createErrorReactions } from './error-reactions';
import type { SignOutOptions } from './session';

function setup(signedIn = true) {
  const bus = createBus();
  const events: Array<[string, unknown]> = [];
  bus.on('toast', (p: BusTopics['toast']) => events.push(['toast', p]));
  bus.on('navigate', (p: BusTopics['navigate']) => events.push(['navigate', p]));
  let now = 0;
  const state = { signedIn };
  const signOut = jest.fn(async (options: SignOutOptions) => { state.signedIn = false; events.push(['signOut', options]); });
  const verifyToken = jest.fn(async () => { events.push(['verify', null]); });
  const react = createErrorReactions({
    bus,
    isSignedIn: () => state.signedIn,
    signOut,
    verifyToken,
    text: (key) => `text:${key}`,
    now: () => now,
  });
  return { react, events, signOut, verifyToken, advance: (ms: number) => { now += ms; } };
}

test('auth-001: sign out without calling the API, then a 5 s error toast (the shell decides where to go)', async () => {
  const { react, events } = setup();
  await react('auth-001');
  expect(events).toEqual([
    ['signOut', { callApi: false }],
    ['toast', { type: 'error', message: 'text:userDisabled', durationMs: 5000 }],
  ]);
});

test('auth-005: verify the token first, then one toast for 5 s however many calls fail', async () => {
  const { react, events, advance } = setup();
  await Promise.all([react('auth-005'), react('auth-005')]);
  expect(events).toEqual([
    ['verify', null],
    ['verify', null],
    ['toast', { type: 'warning', message: 'text:shouldResetPassword', durationMs: 5000 }],
  ]);
  advance(5001);
  await react('auth-005');
  expect(events.filter(([kind]) => kind === 'toast')).toHaveLength(2);
});

test('auth-006: sign out and go to login, once for a burst of failures', async () => {
  const { react, events } = setup();
  await Promise.all([react('auth-006'), react('auth-006')]);
  expect(events).toEqual([
    ['signOut', { callApi: false }],
    ['navigate', { role: 'login', replace: true }],
  ]);
});

test('auth-007: the logout call and login', async () => {
  const { react, events } = setup();
  await react('auth-007');
  expect(events).toEqual([
    ['signOut', { callApi: true }],
    ['navigate', { role: 'login', replace: true }],
  ]);
});

test('auth-015 (the refresh could not prove it comes from this site): like auth-007, the logout call and login', async () => {
  const { react, events } = setup();
  await react('auth-015');
  expect(events).toEqual([
    ['signOut', { callApi: true }],
    ['navigate', { role: 'login', replace: true }],
  ]);
});

test('visitors are not sent anywhere, and other codes have no global action', async () => {
  const { react, events, verifyToken } = setup(false);
  for (const code of ['auth-001', 'auth-006', 'auth-007', 'auth-015'] as const) await react(code);
  const signedIn = setup();
  for (const code of ['auth-002', 'auth-003', 'auth-004', 'auth-008', 'auth-013', 'req-001', 'srv-001'] as const) await signedIn.react(code);
  expect(events).toEqual([]);
  expect(signedIn.events).toEqual([]);
  expect(verifyToken).not.toHaveBeenCalled();
});
