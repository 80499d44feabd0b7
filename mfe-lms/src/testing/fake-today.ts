import { act } from '@testing-library/react';
import { session } from '@halaqa/session';
import { tokensFixture } from '@halaqa/session/src/testing/fixtures';

// Everything but Date keeps running for real: the network, React and the testing library.
const REAL = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
  'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

/**
 * Every test of the file runs on `now` (only Date is faked) and signed in.
 * The session keeps the real clock, so its tokens are made to last.
 */
export function fakeTodaySignedIn(now: Date) {
  beforeEach(() => {
    jest.useFakeTimers({ now, doNotFake: [...REAL] });
    act(() => session.signIn({ ...tokensFixture(), expiresAt: '2100-01-01T00:00:00.000Z' }));
  });
  afterEach(() => jest.useRealTimers());
}
