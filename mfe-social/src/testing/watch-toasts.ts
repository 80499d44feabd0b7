import { bus } from '@halaqa/bus';
import { unhandled } from '@halaqa/session/src/testing/fake-api';

/**
 * The toasts a social screen tells, per test (`type:message`), and the checks every social test file ends
 * with: no call left unanswered, the slice's state reset (`reset`). Call once at the top of a test file.
 */
export function watchToasts(reset: () => Promise<void>): string[] {
  const toasts: string[] = [];
  let off: () => void = () => undefined;
  beforeEach(() => {
    toasts.length = 0;
    off = bus.on('toast', (toast) => toasts.push(`${toast.type}:${toast.message}`));
  });
  afterEach(async () => {
    off();
    jest.restoreAllMocks();
    expect(unhandled).toEqual([]);
    await reset();
  });
  return toasts;
}
