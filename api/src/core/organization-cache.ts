/**
 * Per-process memory of organization-wide reads that every request makes
 * (feature switches, the organization's own permission set). Each API
 * process keeps its own copy for `ttlMs`, so a change an administrator makes
 * reaches every process within that time. `ttlMs` 0 reads every time (tests
 * that change switches between calls rely on it).
 */
export interface OrganizationCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createOrganizationCache(ttlMs: number, clock: () => number = Date.now): OrganizationCache {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = clock();
      const entry = entries.get(key);
      if (entry && entry.until > now) return entry.value as Promise<T>;
      const value = load();
      entries.set(key, { until: now + ttlMs, value });
      // A failed read is not remembered: the next request tries again.
      value.catch(() => { if (entries.get(key)?.value === value) entries.delete(key); });
      return value;
    },
  };
}
