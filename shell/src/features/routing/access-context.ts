import type { OrganizationProfile } from '@halaqa/contracts';
import type { AccessContext } from '@halaqa/permissions';
import type { SessionState } from '../../store/session-slice';

/**
 * What the guard knows about the visitor and the organization; null while
 * no copy of the permissions is known (guard step 4 waits for one).
 */
export function accessContext(organization: OrganizationProfile, session: SessionState): AccessContext | null {
  if (!session.permissions) return null;
  return {
    signedIn: session.signedIn,
    flags: organization.flags,
    memberPermissions: session.signedIn ? session.permissions.userPermissions : [],
    organizationPermissions: session.permissions.organizationPermissions,
    hasGroups: false,
    catalogue: session.permissions.permissions,
  };
}
