import { randomInt } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../course-card-dto';
import { managerOf } from '../manage/manager';
import { openPlayer, playerCallerOf } from '../player/player-gate';
import type { LmsScopes } from '../routes';
import {
  BulkGroupsBodySchema, CourseGroupListSchema, CourseGroupSchema, GenerateGroupsBodySchema, GroupParamsSchema, GroupPatchSchema,
  MoveMemberBodySchema, MyCourseGroupSchema,
} from './dto';
import { createGroups, deleteGroup, generateCourseGroups, listGroups, moveMember, updateGroup } from './manage-groups';
import { myCourseGroup } from './my-group';
import type { RandomSource } from '../../../core/random';

/** Uniform in [0, 1) from the operating system's generator: who ends up with whom is not guessable. */
const systemRandom: RandomSource = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** Course groups (docs/design/course-work-api.md "Course groups"): managed by course managers, read by members in the player. */
export function courseGroupRoutes({ courseManagers, learners }: LmsScopes, ctx: AppContext, random: RandomSource = systemRandom): void {
  const tags = ['course groups'];
  const errors = errorResponses(400, 401, 403, 404);

  learners.get('/courses/:courseId/current-group', {
    schema: {
      operationId: 'getMyCourseGroup', tags, params: CourseParamsSchema,
      summary: "The caller's group in the course and its members' names (group null: in no group)",
      response: { 200: MyCourseGroupSchema, ...errors },
    },
  }, async (request) => myCourseGroup(ctx.db(), await openPlayer(ctx.db(), await playerCallerOf(ctx, request), request.params.courseId)));

  courseManagers.get('/courses/:courseId/groups', {
    schema: {
      operationId: 'listCourseGroups', tags, params: CourseParamsSchema,
      summary: 'The course\'s groups with their members, and the enrolled students in no group',
      response: { 200: CourseGroupListSchema, ...errors },
    },
  }, async (request) => listGroups(ctx.db(), managerOf(ctx, request), request.params.courseId));

  courseManagers.post('/courses/:courseId/groups/bulk', {
    schema: {
      operationId: 'createCourseGroups', tags, params: CourseParamsSchema, body: BulkGroupsBodySchema,
      summary: 'Create several empty groups at once, one per name',
      response: { 201: Type.Array(CourseGroupSchema), ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createGroups(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body.names)));

  courseManagers.post('/courses/:courseId/groups/generate', {
    schema: {
      operationId: 'generateCourseGroups', tags, params: CourseParamsSchema, body: GenerateGroupsBodySchema,
      summary: 'Deal the enrolled students in no group into new random groups of the given size (409 grp-002: nobody left)',
      response: { 201: Type.Array(CourseGroupSchema), ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => reply.code(201).send(await generateCourseGroups(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body, random)));

  courseManagers.put('/courses/:courseId/groups/members', {
    schema: {
      operationId: 'moveCourseGroupMember', tags, params: CourseParamsSchema, body: MoveMemberBodySchema,
      summary: 'Move an enrolled student into a group (out of any other), or out of every group (toGroupId null)',
      response: { 200: CourseGroupListSchema, ...errors },
    },
  }, async (request) => moveMember(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body));

  courseManagers.patch('/courses/:courseId/groups/:groupId', {
    schema: {
      operationId: 'updateCourseGroup', tags, params: GroupParamsSchema, body: GroupPatchSchema,
      summary: 'Rename a group, or change its notes or weight',
      response: { 200: CourseGroupSchema, ...errors },
    },
  }, async (request) => updateGroup(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.groupId, request.body));

  courseManagers.delete('/courses/:courseId/groups/:groupId', {
    schema: {
      operationId: 'deleteCourseGroup', tags, params: GroupParamsSchema,
      summary: 'Delete a group (its members are in no group afterwards)',
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteGroup(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.groupId);
    return reply.code(204).send(null);
  });
}
