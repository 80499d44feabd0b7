import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../course-card-dto';
import type { LmsScopes } from '../routes';
import { EnrollmentSchema } from './dto';
import { enrollInCourse } from './enroll-in-course';
import { enrollmentScopeOf } from './enrollment-scope';

export function enrollmentRoutes({ learners }: LmsScopes, ctx: AppContext): void {
  learners.post('/courses/:courseId/enroll', {
    schema: {
      operationId: 'enrollInCourse',
      tags: ['courses'],
      summary: 'Enroll the signed-in member in a free catalogue course (idempotent: a replay answers the existing enrollment)',
      params: CourseParamsSchema,
      response: { 200: EnrollmentSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const scope = await enrollmentScopeOf(ctx, request);
    const { enrollment } = await ctx.db().transaction((tx) => enrollInCourse(tx, scope, request.params.courseId));
    return { ...enrollment, enrolledAt: enrollment.enrolledAt.toISOString() };
  });
}
