import { bus } from '@halaqa/bus';
import { providerPage } from '../api/follow-checkout';

/**
 * What commerce's screens do outside the page, recorded per test: toasts
 * (`type:message`), cart counts sent on the bus, and payment pages opened
 * (the provider page is never really left). Call once at the top of a test file.
 */
export function watchCommerceEffects() {
  const seen = { toasts: [] as string[], counts: [] as number[], opened: [] as string[] };
  let offs: Array<() => void> = [];
  beforeEach(() => {
    seen.toasts.length = 0;
    seen.counts.length = 0;
    seen.opened.length = 0;
    offs = [
      bus.on('toast', (toast) => seen.toasts.push(`${toast.type}:${toast.message}`)),
      bus.on('cart.changed', ({ count }) => seen.counts.push(count)),
    ];
    jest.spyOn(providerPage, 'open').mockImplementation((url) => { seen.opened.push(url); });
  });
  afterEach(() => {
    offs.forEach((off) => off());
    jest.restoreAllMocks();
  });
  return seen;
}
