import type { App, AppContext } from '../../core/context';
import { routeScopes } from '../../core/route-scope';
import type { Tenancy } from '../../core/tenancy';
import { accountRoutes } from './account-routes';
import { profileRoutes } from './profile-routes';

export type UserScopes = Record<'byName' | 'members' | 'membersAllowingReset', App>;

/** The users module: profile (GET/PATCH user, change password), email verification and password reset. */
export async function userRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const scopes = await routeScopes(app, tenancy, {
    // Links from emails and the signed-out forms: a stale access token must not get in their way.
    byName: { tenant: 'by-name', user: 'none' },
    members: { tenant: 'resolve', user: 'required' },
    // Changing the password is how a forced reset ends.
    membersAllowingReset: { tenant: 'resolve', user: 'allowing-reset' },
  });
  profileRoutes(scopes, ctx);
  accountRoutes(scopes, ctx);
}
