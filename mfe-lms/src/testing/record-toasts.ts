import { bus } from '@halaqa/bus';

/** The toasts each test of the file raises, as `type:message`, emptied before every test. */
export function recordToasts(): string[] {
  const toasts: string[] = [];
  let off: () => void = () => undefined;
  beforeEach(() => {
    toasts.length = 0;
    off = bus.on('toast', (toast) => toasts.push(`${toast.type}:${toast.message}`));
  });
  afterEach(() => off());
  return toasts;
}
