import type { App, AppContext } from '../../core/context';
import type { Tenancy } from '../../core/tenancy';
import { accountRoutes } from './account-routes';
import { profileRoutes } from './profile-routes';

/** The users module: profile (GET/PATCH user, change password), email verification and password reset. */
export function userRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  profileRoutes(app, ctx, tenancy);
  accountRoutes(app, ctx, tenancy);
}
