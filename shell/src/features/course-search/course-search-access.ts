import type { OrganizationProfile, RemoteManifest, RouteMeta } from '@halaqa/contracts';
import { decideRouteAccess } from '@halaqa/permissions';
import type { SessionState } from '../../store/session-slice';
import { accessContext } from '../routing/access-context';

/**
 * The gate of GET courses/search (docs/design/lms-api.md "Gates": catalogue
 * read plus self-enrollment), as route meta: the same rule as the
 * all-courses page the results lead to.
 */
const CATALOGUE_SEARCH: RouteMeta = {
  organizationPermissions: ['organization-lms'],
  memberPermissions: ['access-courses'],
  requiresSelfEnrollment: true,
  allowAnonymousCourseView: true,
};

/** Whether the app bar may offer the course search: the caller can read the catalogue, and mfe-lms shows the results. */
export function canSearchCourses(organization: OrganizationProfile, session: SessionState, manifest: RemoteManifest): boolean {
  if (!manifest.remotes.some((remote) => remote.name === 'mfe-lms')) return false;
  const context = accessContext(organization, session);
  return context !== null && decideRouteAccess(CATALOGUE_SEARCH, context).kind === 'allow';
}
