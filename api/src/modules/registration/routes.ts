import type { App, AppContext } from '../../core/context';
import { routeScopes } from '../../core/route-scope';
import type { Tenancy } from '../../core/tenancy';
import { registrationFormRoutes } from './form-routes';
import { signUpRoutes } from './sign-up-routes';

export type RegistrationScopes = Record<'anyone' | 'byName', App>;

/** The registration module: the form anyone may read, and signing up with it. */
export async function registrationRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const scopes = await routeScopes(app, tenancy, {
    anyone: { tenant: 'resolve', user: 'none' },
    // Signing up ignores any bearer token, as signing in does.
    byName: { tenant: 'by-name', user: 'none' },
  });
  registrationFormRoutes(scopes, ctx);
  signUpRoutes(scopes, ctx);
}
