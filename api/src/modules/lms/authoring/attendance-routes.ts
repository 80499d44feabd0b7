import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { siteUrl } from '../../../core/site-url';
import { tenantOf } from '../../../core/tenancy';
import { CourseParamsSchema } from '../course-card-dto';
import { managerOf } from '../manage/manager';
import type { LmsScopes } from '../routes';
import {
  AttendanceCodeSchema, AttendanceReportQuerySchema, AttendanceReportSchema, AttendanceSessionInputSchema, AttendanceSessionParamsSchema,
  AttendanceSessionSchema, ManualAttendanceInputSchema, ManualAttendanceSchema,
} from './attendance-dto';
import { attendanceReport } from './attendance-report';
import { closeAttendanceSession, currentAttendanceCode, openAttendanceSession } from './attendance-sessions';
import { setManualAttendance } from './manual-attendance';

/** Taking attendance: sessions with rotating codes and QR codes, the course's report, records by hand. */
export function attendanceRoutes({ courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['course authoring'];
  const errors = errorResponses(400, 401, 403, 404);

  courseManagers.post('/courses/:courseId/attendance-sessions', {
    schema: {
      tags, params: CourseParamsSchema, operationId: 'openAttendanceSession',
      summary: 'Start taking attendance for one lecture of the course, from now for `minutes` (default 15)',
      body: AttendanceSessionInputSchema, response: { 201: AttendanceSessionSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await openAttendanceSession(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.get('/courses/:courseId/attendance-sessions/:attendanceId/code', {
    schema: {
      tags, params: AttendanceSessionParamsSchema, operationId: 'getAttendanceCode',
      summary: "The session's current code (30-second steps), its deep link and QR code (409 att-002 once closed)",
      response: { 200: AttendanceCodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const site = siteUrl(request, tenantOf(request).domainPrefix, ctx.defaultOrgPrefix);
    // A code is good for seconds: no cache may keep it.
    void reply.header('cache-control', 'no-store');
    return currentAttendanceCode(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.attendanceId, site);
  });

  courseManagers.post('/courses/:courseId/attendance-sessions/:attendanceId/close', {
    schema: {
      tags, params: AttendanceSessionParamsSchema, operationId: 'closeAttendanceSession',
      summary: 'Stop taking codes now (closing a closed session answers it as it is)',
      response: { 200: AttendanceSessionSchema, ...errors },
    },
  }, async (request) => closeAttendanceSession(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.attendanceId));

  courseManagers.get('/courses/:courseId/attendance/report', {
    schema: {
      tags, params: CourseParamsSchema, querystring: AttendanceReportQuerySchema, operationId: 'getAttendanceReport',
      summary: 'Per enrolled student: lectures attended of those that have started, by name',
      response: { 200: AttendanceReportSchema, ...errors },
    },
  }, async (request) => attendanceReport(ctx.db(), managerOf(ctx, request), request.params.courseId, request.query));

  courseManagers.put('/courses/:courseId/attendance/records', {
    schema: {
      tags, params: CourseParamsSchema, operationId: 'setManualAttendance',
      summary: "Mark an enrolled student present (a MANUAL record; it completes the lecture's subsection) or absent; repeating it answers the same",
      body: ManualAttendanceInputSchema, response: { 200: ManualAttendanceSchema, ...errors },
    },
  }, async (request) => setManualAttendance(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body));
}
