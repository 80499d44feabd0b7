import type { OrganizationProfile } from '@halaqa/contracts';
import type { AccessContext } from '@halaqa/permissions';
import type { SessionState } from '../store/session-slice';

/**
 * What the guard knows about the visitor and the organization; null while
 * no copy of the permissions is known, or only another session's (guard
 * step 4 waits for the right one).
 */
export function accessContext(
  organization: OrganizationProfile,
  session: Pick<SessionState, 'signedIn' | 'userId' | 'permissions' | 'permissionsOf'>,
): AccessContext | null {
  if (!session.permissions) return null;
  if (session.signedIn && session.permissionsOf !== session.userId) return null;
  return {
    signedIn: session.signedIn,
    flags: organization.flags,
    memberPermissions: session.signedIn ? session.permissions.userPermissions : [],
    organizationPermissions: session.permissions.organizationPermissions,
    hasGroups: false,
    catalogue: session.permissions.permissions,
  };
}
