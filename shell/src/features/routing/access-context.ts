import type { OrganizationProfile } from '@halaqa/contracts';
import type { AccessContext } from '@halaqa/permissions';
import type { SessionState } from '../../store/session-slice';

/** What the guard knows about the visitor and the organization. */
export function accessContext(organization: OrganizationProfile, session: SessionState): AccessContext {
  return {
    signedIn: session.userId !== null,
    flags: organization.flags,
    memberPermissions: session.permissions,
    // Organization permission sets arrive with the identity layer.
    organizationPermissions: null,
    hasGroups: false,
  };
}
