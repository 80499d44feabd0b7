import type { App, AppContext } from '../../core/context';
import type { Tenancy } from '../../core/tenancy';
import { catalogueRoutes } from './catalogue/routes';
import { dashboardRoutes } from './dashboard/routes';
import { enrollmentRoutes } from './enrollment/routes';
import { manageRoutes } from './manage/routes';
import { learnerRoutes } from './learner/routes';
import { reviewRoutes } from './reviews/routes';
import { manageSpecializationRoutes } from './specializations/manage-routes';
import { specializationRoutes } from './specializations/routes';

/**
 * The courses area (docs/design/lms-api.md). Each feature folder registers its own routes here.
 */
export function lmsRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  catalogueRoutes(app, ctx, tenancy);
  manageRoutes(app, ctx, tenancy);
  enrollmentRoutes(app, ctx, tenancy);
  learnerRoutes(app, ctx, tenancy);
  reviewRoutes(app, ctx, tenancy);
  specializationRoutes(app, ctx, tenancy);
  manageSpecializationRoutes(app, ctx, tenancy);
  dashboardRoutes(app, ctx, tenancy);
}
