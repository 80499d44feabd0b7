import type { OrganizationProfile } from '@halaqa/contracts';
import { accessFromAnswer, type AccessContext } from '@halaqa/permissions';
import type { SessionState } from '../store/session-slice';

/**
 * What the guard knows about the visitor and the organization; null while
 * no copy of the permissions is known, or only another session's (guard
 * step 4 waits for the right one).
 */
/**
 * At start-up: the guard's context from the cached permissions, or for a
 * visitor without them what the organization's switches alone decide (its
 * permissions are then not checked); null for a member without them.
 */
export function startupAccessContext(
  organization: OrganizationProfile,
  session: Pick<SessionState, 'signedIn' | 'userId' | 'permissions' | 'permissionsOf'>,
): AccessContext | null {
  const known = accessContext(organization, session);
  if (known || session.signedIn) return known;
  return { signedIn: false, flags: organization.flags, memberPermissions: [], organizationPermissions: null, hasGroups: false };
}

export function accessContext(
  organization: OrganizationProfile,
  session: Pick<SessionState, 'signedIn' | 'userId' | 'permissions' | 'permissionsOf'>,
): AccessContext | null {
  if (!session.permissions) return null;
  if (session.signedIn && session.permissionsOf !== session.userId) return null;
  return accessFromAnswer(session.signedIn, organization.flags, session.permissions);
}
