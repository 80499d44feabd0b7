import { requireMemberPermission, requireOrganizationPermission } from '../../../core/authorize';
import type { App, AppContext } from '../../../core/context';
import { routeScopes } from '../../../core/route-scope';
import type { Tenancy } from '../../../core/tenancy';
import { commentRoutes } from './comments/routes';
import { feedRoutes } from './feeds/routes';
import { membershipRoutes } from './membership/routes';
import { postRoutes } from './posts/routes';
import { searchRoutes } from './search/routes';

/**
 * The callers of groups (docs/design/social-api.md "Gates"):
 * - members: signed in, member permission access-communities, the organization's social platform (else 403 perm-001);
 * - creators: members who also hold manage-social-groups (creating a group).
 * Within a group, its admins (and the organization's administrators) manage it: the use cases check that.
 */
export type GroupScopes = Record<'members' | 'creators', App>;

export async function socialGroupRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const members = [requireOrganizationPermission(ctx, 'organization-social-platform'), requireMemberPermission(ctx, 'access-communities')];
  const scopes: GroupScopes = await routeScopes(app, tenancy, {
    members: { tenant: 'resolve', user: 'required', guards: members },
    creators: { tenant: 'resolve', user: 'required', guards: [...members, requireMemberPermission(ctx, 'manage-social-groups')] },
  });
  membershipRoutes(scopes, ctx);
  postRoutes(scopes, ctx);
  commentRoutes(scopes, ctx);
  feedRoutes(scopes, ctx);
  searchRoutes(scopes, ctx);
}
