import { createOrganizationCache } from './organization-cache';

describe('organization cache', () => {
  it('reads once within the time to live, then again', async () => {
    let now = 1_000;
    let loads = 0;
    const cache = createOrganizationCache(5_000, () => now);
    const load = async () => ++loads;
    expect(await cache.read('flags:1', load)).toBe(1);
    now += 4_999;
    expect(await cache.read('flags:1', load)).toBe(1);
    expect(await cache.read('flags:2', load)).toBe(2);
    now += 1;
    expect(await cache.read('flags:1', load)).toBe(3);
  });

  it('does not remember a failed read', async () => {
    const cache = createOrganizationCache(5_000, () => 0);
    await expect(cache.read('flags:1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.read('flags:1', async () => 'up')).toBe('up');
  });

  it('reads every time with a time to live of 0', async () => {
    let loads = 0;
    const cache = createOrganizationCache(0);
    await cache.read('k', async () => ++loads);
    await cache.read('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
