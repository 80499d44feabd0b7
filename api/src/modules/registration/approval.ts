/**
 * The organization's `registration-requires-approval` value, `{domain, strategy}`:
 * - `off` (or no value): no approval step; the new member is signed in.
 * - `automatic`: approved at once; signed in.
 * - `manual`: the member waits (requiresApproval, login answers auth-009)
 *   until an administrator approves, and is not signed in. When `domain` is
 *   set, addresses of exactly that domain (e.g. the organization's own staff
 *   domain) are trusted and approved at once.
 * A malformed value counts as `off`, the spec's default.
 */
type ApprovalStrategy = 'off' | 'automatic' | 'manual';

export interface ApprovalConfig {
  strategy: ApprovalStrategy;
  domain: string | null;
}

export function readApprovalConfig(value: unknown): ApprovalConfig {
  if (!value || typeof value !== 'object') return { strategy: 'off', domain: null };
  const { strategy, domain } = value as { strategy?: unknown; domain?: unknown };
  return {
    strategy: strategy === 'manual' || strategy === 'automatic' ? strategy : 'off',
    domain: typeof domain === 'string' && domain.trim() ? domain.trim().replace(/^@/, '').toLowerCase() : null,
  };
}

/** Whether a new account with this email must wait for an administrator. */
export function needsApproval(config: ApprovalConfig, email: string): boolean {
  if (config.strategy !== 'manual') return false;
  if (config.domain === null) return true;
  return email.toLowerCase().split('@').pop() !== config.domain;
}
