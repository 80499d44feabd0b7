import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses, Nullable } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../course-card-dto';
import { learnerOf } from '../learner/learner-scope';
import type { LmsScopes } from '../routes';
import { deleteMyReview, getMyReview, putMyReview } from './my-review';
import { MyReviewBodySchema, ReviewSchema } from './review-dto';

/** The member's own review of a course (docs/design/lms-api.md "Learner"). */
export function reviewRoutes({ learners }: LmsScopes, ctx: AppContext): void {
  const onCourse = { tags: ['courses'], params: CourseParamsSchema };

  learners.get('/courses/:courseId/my-review', {
    schema: {
      ...onCourse,
      operationId: 'getMyReview',
      summary: "The member's review of the course, or null",
      response: { 200: Nullable(ReviewSchema), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => getMyReview(ctx.db(), learnerOf(ctx, request), request.params.courseId));

  learners.put('/courses/:courseId/my-review', {
    schema: {
      ...onCourse,
      operationId: 'putMyReview',
      summary: 'Write or rewrite the member\'s review (enrolled members only: 409 rev-001)',
      body: MyReviewBodySchema,
      response: { 200: ReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => putMyReview(ctx.db(), learnerOf(ctx, request), request.params.courseId, request.body));

  learners.delete('/courses/:courseId/my-review', {
    schema: {
      ...onCourse,
      operationId: 'deleteMyReview',
      summary: "Delete the member's review (idempotent)",
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await deleteMyReview(ctx.db(), learnerOf(ctx, request), request.params.courseId);
    return reply.code(204).send(null);
  });
}
