import { requireMemberPermission, requireOrganizationPermission } from '../../core/authorize';
import type { App, AppContext } from '../../core/context';
import { routeScopes } from '../../core/route-scope';
import type { Tenancy } from '../../core/tenancy';
import { requireLearner } from '../lms/access';
import { examManageRoutes } from './manage/routes';
import { examReviewRoutes } from './review/routes';
import { attemptRoutes } from './attempts/routes';
import { questionBankRoutes } from './bank/routes';

/** The callers of the exams area (docs/design/exams-api.md), the same gates as the courses area's. */
export type ExamScopes = Record<'learners' | 'courseManagers', App>;

/**
 * Exams: the question bank, exams and their settings, attempts, review
 * (docs/design/exams-api.md). Each feature folder adds its routes to the
 * scopes of their callers.
 */
export async function examRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const scopes: ExamScopes = await routeScopes(app, tenancy, {
    learners: { tenant: 'resolve', user: 'required', guards: [requireLearner(ctx)] },
    courseManagers: {
      tenant: 'resolve', user: 'required',
      guards: [requireOrganizationPermission(ctx, 'manage-courses'), requireMemberPermission(ctx, 'manage-courses')],
    },
  });
  examManageRoutes(scopes, ctx);
  examReviewRoutes(scopes, ctx);
  attemptRoutes(scopes, ctx);
  questionBankRoutes(scopes, ctx);
  void scopes;
}
