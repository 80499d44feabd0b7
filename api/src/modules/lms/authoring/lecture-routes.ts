import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../course-card-dto';
import { managerOf } from '../manage/manager';
import type { LmsScopes } from '../routes';
import {
  ManagedOnCampusLectureSchema, ManagedOnlineLectureSchema, OnCampusLectureInputSchema, OnCampusLectureParamsSchema, OnCampusLecturePatchSchema,
  OnlineLectureInputSchema, OnlineLectureParamsSchema, OnlineLecturePatchSchema,
} from './lecture-dto';
import { createOnCampusLecture, deleteOnCampusLecture, updateOnCampusLecture } from './on-campus-lectures';
import { createOnlineLecture, deleteOnlineLecture, updateOnlineLecture } from './online-lectures';

/** A course's online and on-campus lectures (members read them through the player). */
export function lectureRoutes({ courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['course authoring'];
  const errors = errorResponses(400, 401, 403, 404);

  courseManagers.post('/courses/:courseId/online-lectures', {
    schema: {
      tags, params: CourseParamsSchema, operationId: 'createOnlineLecture', summary: 'Schedule an online lecture of the course',
      body: OnlineLectureInputSchema, response: { 201: ManagedOnlineLectureSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createOnlineLecture(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.patch('/courses/:courseId/online-lectures/:onlineLectureId', {
    schema: {
      tags, params: OnlineLectureParamsSchema, operationId: 'updateOnlineLecture', summary: 'Change some fields of an online lecture',
      body: OnlineLecturePatchSchema, response: { 200: ManagedOnlineLectureSchema, ...errors },
    },
  }, async (request) => updateOnlineLecture(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.onlineLectureId, request.body));

  courseManagers.delete('/courses/:courseId/online-lectures/:onlineLectureId', {
    schema: {
      tags, params: OnlineLectureParamsSchema, operationId: 'deleteOnlineLecture',
      summary: 'Remove an online lecture and its attendance (400 crs-002 while a subsection teaches with it)',
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteOnlineLecture(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.onlineLectureId);
    return reply.code(204).send(null);
  });

  courseManagers.post('/courses/:courseId/on-campus-lectures', {
    schema: {
      tags, params: CourseParamsSchema, operationId: 'createOnCampusLecture', summary: 'Schedule an on-campus lecture of the course',
      body: OnCampusLectureInputSchema, response: { 201: ManagedOnCampusLectureSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createOnCampusLecture(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.patch('/courses/:courseId/on-campus-lectures/:onCampusLectureId', {
    schema: {
      tags, params: OnCampusLectureParamsSchema, operationId: 'updateOnCampusLecture', summary: 'Change some fields of an on-campus lecture',
      body: OnCampusLecturePatchSchema, response: { 200: ManagedOnCampusLectureSchema, ...errors },
    },
  }, async (request) => updateOnCampusLecture(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.onCampusLectureId, request.body));

  courseManagers.delete('/courses/:courseId/on-campus-lectures/:onCampusLectureId', {
    schema: {
      tags, params: OnCampusLectureParamsSchema, operationId: 'deleteOnCampusLecture',
      summary: 'Remove an on-campus lecture and its attendance (400 crs-002 while a subsection teaches with it)',
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteOnCampusLecture(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.onCampusLectureId);
    return reply.code(204).send(null);
  });
}
