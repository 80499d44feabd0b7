import { STORAGE_KEYS } from '@halaqa/session';
import type { PermissionsAnswer } from '@halaqa/contracts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Spec section 3 local storage keys: the system part and the user's part, stored apart. */
interface SystemPart {
  permissions: PermissionsAnswer['permissions'];
  organizationPermissions: string[];
  hasGroups?: boolean;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

function parse(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The cached copy, or null when either part is missing or unreadable. */
export function readCachedPermissions(storage: Store | null): PermissionsAnswer | null {
  const system = parse(storage?.getItem(STORAGE_KEYS.systemPermissions) ?? null) as Partial<SystemPart> | null;
  const user = parse(storage?.getItem(STORAGE_KEYS.userPermissions) ?? null);
  if (!system || !Array.isArray(system.permissions) || !isStringArray(system.organizationPermissions) || !isStringArray(user)) return null;
  return { permissions: system.permissions, organizationPermissions: system.organizationPermissions, userPermissions: user, hasGroups: system.hasGroups === true };
}

export function writeCachedPermissions(storage: Store | null, answer: PermissionsAnswer): void {
  const system: SystemPart = { permissions: answer.permissions, organizationPermissions: answer.organizationPermissions, hasGroups: answer.hasGroups };
  storage?.setItem(STORAGE_KEYS.systemPermissions, JSON.stringify(system));
  storage?.setItem(STORAGE_KEYS.userPermissions, JSON.stringify(answer.userPermissions));
}

/** Spec section 4: a fresh copy replaces the stored one only when it differs. */
export function permissionsDiffer(cached: PermissionsAnswer | null, fresh: PermissionsAnswer): boolean {
  return cached === null || JSON.stringify(cached) !== JSON.stringify(fresh);
}
