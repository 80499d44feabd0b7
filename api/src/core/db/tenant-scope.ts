import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The organization whose rows the database lets a request see. Read when a
 * statement runs, not when the scope opens: a request's tenant is known only
 * after its token (or host) is resolved, and the scope opens before that.
 */
export interface TenantScope {
  /** null: no organization yet (or none), and row-level security shows no tenant row. */
  organizationId(): number | null;
}

const scopes = new AsyncLocalStorage<TenantScope>();

export function runInTenantScope<T>(scope: TenantScope, work: () => T): T {
  return scopes.run(scope, work);
}

export function currentTenantScope(): TenantScope | undefined {
  return scopes.getStore();
}
