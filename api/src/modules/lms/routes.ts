import { requireMemberPermission, requireOrganizationPermission } from '../../core/authorize';
import type { App, AppContext } from '../../core/context';
import { routeScopes } from '../../core/route-scope';
import type { Tenancy } from '../../core/tenancy';
import { requireCatalogueRead, requireLearner } from './access';
import { assignmentRoutes } from './assignments/routes';
import { manageAssignmentRoutes } from './assignments/manage-routes';
import { authoringRoutes } from './authoring/routes';
import { catalogueRoutes } from './catalogue/routes';
import { certificateRoutes } from './certificates/routes';
import { courseGroupRoutes } from './course-groups/routes';
import { dashboardRoutes } from './dashboard/routes';
import { discussionRoutes } from './discussions/routes';
import { enrollmentRoutes } from './enrollment/routes';
import { gradeRoutes } from './grades/routes';
import { manageRoutes } from './manage/routes';
import { playerRoutes } from './player/routes';
import { learnerRoutes } from './learner/routes';
import { reviewRoutes } from './reviews/routes';
import { manageSpecializationRoutes } from './specializations/manage-routes';
import { specializationRoutes } from './specializations/routes';
import { surveyRoutes } from './surveys/routes';

/** The callers of the courses area, one scope each (docs/design/lms-api.md "Gates"). */
export type LmsScopes = Record<'catalogueReaders' | 'learners' | 'activityHolders' | 'courseManagers' | 'specializationManagers' | 'anyone', App>;

/**
 * The courses area (docs/design/lms-api.md). Each feature folder adds its routes to the scopes of their callers.
 */
export async function lmsRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const scopes = await routeScopes(app, tenancy, {
    // Visitors where the organization allows anonymous course view (a member's bearer token is still read), members with course access.
    catalogueReaders: { tenant: 'resolve', user: 'identify', guards: [requireCatalogueRead(ctx)] },
    learners: { tenant: 'resolve', user: 'required', guards: [requireLearner(ctx)] },
    // The member's activities (spec section 2: courses or events access); each kind shows to those who may read it.
    activityHolders: { tenant: 'resolve', user: 'required', guards: [requireMemberPermission(ctx, 'access-courses', 'access-events')] },
    // Instructors (their own courses) and administrators (every course of the organization): member and organization both need manage-courses.
    courseManagers: {
      tenant: 'resolve', user: 'required',
      guards: [requireOrganizationPermission(ctx, 'manage-courses'), requireMemberPermission(ctx, 'manage-courses')],
    },
    // Anyone, signed in or not (the public certificate page): the tenant from the host, no user loaded.
    anyone: { tenant: 'resolve', user: 'none' },
    specializationManagers: {
      tenant: 'resolve', user: 'required',
      guards: [requireOrganizationPermission(ctx, 'manage-specializations'), requireMemberPermission(ctx, 'manage-specializations')],
    },
  });
  catalogueRoutes(scopes, ctx);
  manageRoutes(scopes, ctx);
  authoringRoutes(scopes, ctx);
  enrollmentRoutes(scopes, ctx);
  learnerRoutes(scopes, ctx);
  reviewRoutes(scopes, ctx);
  specializationRoutes(scopes, ctx);
  manageSpecializationRoutes(scopes, ctx);
  dashboardRoutes(scopes, ctx);
  playerRoutes(scopes, ctx);
  certificateRoutes(scopes, ctx);
  gradeRoutes(scopes, ctx);
  assignmentRoutes(scopes, ctx);
  manageAssignmentRoutes(scopes, ctx);
  courseGroupRoutes(scopes, ctx);
  discussionRoutes(scopes, ctx);
  surveyRoutes(scopes, ctx);
}
