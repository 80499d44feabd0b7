import { requireCoach, requireCoachingMember } from './access';
import type { App, AppContext } from '../../core/context';
import { routeScopes } from '../../core/route-scope';
import type { Tenancy } from '../../core/tenancy';
import { availabilityRoutes } from './availability/routes';
import { bookingRoutes } from './bookings/routes';
import { coachProfileRoutes } from './profiles/routes';

/** The callers of coaching, one scope each (docs/design/coaching-api.md "Gates"). */
export type CoachingScopes = Record<'members' | 'coaches', App>;

/** Coaching (docs/design/coaching-api.md): the directory and profiles, a coach's availability, bookings. */
export async function coachingRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const scopes: CoachingScopes = await routeScopes(app, tenancy, {
    members: { tenant: 'resolve', user: 'required', guards: [requireCoachingMember(ctx)] },
    coaches: { tenant: 'resolve', user: 'required', guards: [requireCoach(ctx)] },
  });
  coachProfileRoutes(scopes, ctx);
  availabilityRoutes(scopes, ctx);
  bookingRoutes(scopes, ctx);
}
