import { pathForRole } from '@halaqa/mfe-runtime';

/** The shell's home page: it sends a member on to the courses root or the dashboard, whichever the site has. */
export const SITE_HOME = '/';

/**
 * Where a member goes once this area is done with them (onboarding
 * answered, email verified): the dashboard, or the site's home when the
 * dashboard's area is switched off for the organization.
 */
export function dashboardOrHome(): string {
  return pathForRole('dashboard') ?? SITE_HOME;
}
