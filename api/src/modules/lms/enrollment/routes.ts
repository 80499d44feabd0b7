import type { App, AppContext } from '../../../core/context';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../../core/http-schemas';
import type { Tenancy } from '../../../core/tenancy';
import { requireLearner } from '../access';
import { CourseParamsSchema } from '../course-card-dto';
import { EnrollmentSchema } from './dto';
import { enrollInCourse } from './enroll-in-course';
import { enrollmentScopeOf } from './enrollment-scope';

export function enrollmentRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  app.post('/courses/:courseId/enroll', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser, requireLearner(ctx)],
    schema: {
      operationId: 'enrollInCourse',
      tags: ['courses'],
      summary: 'Enroll the signed-in member in a free catalogue course (idempotent: a replay answers the existing enrollment)',
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      params: CourseParamsSchema,
      response: { 200: EnrollmentSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const scope = await enrollmentScopeOf(ctx, request);
    const { enrollment } = await ctx.db().transaction((tx) => enrollInCourse(tx, scope, request.params.courseId));
    return { ...enrollment, enrolledAt: enrollment.enrolledAt.toISOString() };
  });
}
