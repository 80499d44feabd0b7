import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../course-card-dto';
import { managerOf } from '../manage/manager';
import type { LmsScopes } from '../routes';
import {
  AnnouncementListQuerySchema, AnnouncementParamsSchema, CourseAnnouncementInputSchema, CourseAnnouncementPatchSchema,
  ManagedCourseAnnouncementPageSchema, ManagedCourseAnnouncementSchema,
} from './announcement-dto';
import { createAnnouncement, deleteAnnouncement, listManagedAnnouncements, updateAnnouncement } from './course-announcements';

/** Course announcements as their authors write them: drafts, scheduled and published. */
export function announcementRoutes({ courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['course authoring'];
  const errors = errorResponses(400, 401, 403, 404);

  courseManagers.get('/courses/:courseId/announcements/manage', {
    schema: {
      tags, params: CourseParamsSchema, querystring: AnnouncementListQuerySchema, operationId: 'listManagedCourseAnnouncements',
      summary: "Every announcement of the course, drafts and scheduled ones included, latest date first",
      response: { 200: ManagedCourseAnnouncementPageSchema, ...errors },
    },
  }, async (request) => listManagedAnnouncements(ctx.db(), managerOf(ctx, request), request.params.courseId, request.query));

  courseManagers.post('/courses/:courseId/announcements', {
    schema: {
      tags, params: CourseParamsSchema, operationId: 'createCourseAnnouncement',
      summary: 'Write a course announcement (a draft, or published: the enrolled members are notified)',
      body: CourseAnnouncementInputSchema,
      response: { 201: ManagedCourseAnnouncementSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createAnnouncement(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.patch('/courses/:courseId/announcements/:announcementId', {
    schema: {
      tags, params: AnnouncementParamsSchema, operationId: 'updateCourseAnnouncement',
      summary: 'Change some fields of a course announcement; publishing it notifies the enrolled members once',
      body: CourseAnnouncementPatchSchema,
      response: { 200: ManagedCourseAnnouncementSchema, ...errors },
    },
  }, async (request) => updateAnnouncement(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.announcementId, request.body));

  courseManagers.delete('/courses/:courseId/announcements/:announcementId', {
    schema: {
      tags, params: AnnouncementParamsSchema, operationId: 'deleteCourseAnnouncement',
      summary: 'Remove a course announcement',
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    await deleteAnnouncement(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.announcementId);
    return reply.code(204).send(null);
  });
}
