import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseCardPageSchema, CourseCardSchema, CourseParamsSchema, PageQuerySchema } from '../course-card-dto';
import type { LmsScopes } from '../routes';
import { PinBodySchema, RecommendedQuerySchema } from './dto';
import { learnerOf, viewerOf } from './learner-scope';
import { MyCoursePageSchema, MyCoursesQuerySchema } from './my-course-dto';
import { listMyCourses } from './my-courses';
import { setPinned } from './pin';
import { recommendedCourses } from './recommended';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist';

/** My courses, pin, wishlist and recommended courses (docs/design/lms-api.md "Learner"). */
export function learnerRoutes({ catalogueReaders, learners }: LmsScopes, ctx: AppContext): void {
  const tags = ['courses'];

  learners.get('/courses/my-courses', {
    schema: {
      operationId: 'listMyCourses',
      tags,
      summary: "The member's enrolled courses: pinned first, then the most recently enrolled",
      querystring: MyCoursesQuerySchema,
      response: { 200: MyCoursePageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listMyCourses(ctx.db(), learnerOf(ctx, request), request.query));

  learners.put('/courses/:courseId/pin', {
    schema: {
      operationId: 'pinCourse',
      tags,
      summary: 'Pin or unpin an enrolled course (404 when not enrolled)',
      params: CourseParamsSchema,
      body: PinBodySchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const learner = learnerOf(ctx, request);
    await setPinned(ctx.db(), learner, request.params.courseId, request.body.isPinned);
    return reply.code(204).send(null);
  });

  learners.get('/courses/wishlist', {
    schema: {
      operationId: 'listWishlist',
      tags,
      summary: "The member's favorite courses still in the catalogue, most recently added first",
      querystring: PageQuerySchema,
      response: { 200: CourseCardPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listWishlist(ctx.db(), learnerOf(ctx, request), request.query));

  learners.put('/courses/:courseId/wishlist', {
    schema: {
      operationId: 'addToWishlist',
      tags,
      summary: 'Add a catalogue course to the favorites (idempotent)',
      params: CourseParamsSchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await addToWishlist(ctx.db(), learnerOf(ctx, request), request.params.courseId);
    return reply.code(204).send(null);
  });

  learners.delete('/courses/:courseId/wishlist', {
    schema: {
      operationId: 'removeFromWishlist',
      tags,
      summary: 'Remove a course from the favorites (idempotent)',
      params: CourseParamsSchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await removeFromWishlist(ctx.db(), learnerOf(ctx, request), request.params.courseId);
    return reply.code(204).send(null);
  });

  // Open to visitors where the catalogue is (they get nothing to be recommended), so no bearer requirement.
  catalogueReaders.get('/courses/recommended', {
    schema: {
      operationId: 'listRecommendedCourses',
      tags,
      summary: "Catalogue courses for the member: their interests first, then the most enrolled, then the newest (visitors: [])",
      querystring: RecommendedQuerySchema,
      response: { 200: Type.Array(CourseCardSchema), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const viewer = viewerOf(ctx, request);
    if (viewer.userId === null) return [];
    return recommendedCourses(ctx.db(), { ...viewer, userId: viewer.userId }, request.query.take ?? 6);
  });
}
