import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../../lms/course-card-dto';
import { managerOf } from '../../lms/manage/manager';
import type { ExamScopes } from '../routes';
import { ExportQuerySchema, ImportInputSchema, ImportReportSchema, MAX_IMPORT_CHARS } from './dto';
import { exportQuestions } from './export-questions';
import { importQuestions } from './import-questions';

/** A file answer (the body is the file's bytes, not JSON). */
const file = (description: string) => Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description });

/** Moodle XML and GIFT in and out of a course's bank (docs/design/exams-api.md "Bank"). */
export function interchangeRoutes({ courseManagers }: ExamScopes, ctx: AppContext): void {
  const tags = ['question bank'];

  courseManagers.post('/courses/:courseId/questions/import', {
    // 2 MB of text as JSON: escapes and Arabic (two bytes a letter in UTF-8) make the body larger than the text.
    bodyLimit: 3 * MAX_IMPORT_CHARS + 64 * 1024,
    schema: {
      operationId: 'importQuestions', tags, params: CourseParamsSchema, body: ImportInputSchema,
      summary: 'Import a Moodle XML or GIFT file into the bank (one transaction) with a report of what could not be imported; nothing readable: exm-009',
      response: { 201: ImportReportSchema, ...errorResponses(400, 401, 403, 404, 413) },
    },
  }, async (request, reply) => reply.code(201).send(await importQuestions(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.get('/courses/:courseId/questions/export', {
    schema: {
      operationId: 'exportQuestions', tags, params: CourseParamsSchema, querystring: ExportQuerySchema,
      summary: "The course's questions (all, a category's, or those named) as a Moodle XML or GIFT file; what GIFT cannot hold is named in a comment at its top",
      response: { 200: file('application/xml (Moodle XML) or text/plain (GIFT), as an attachment'), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const exported = await exportQuestions(ctx.db(), managerOf(ctx, request), request.params.courseId, request.query);
    return reply
      .type(exported.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${exported.fileName}"`)
      .header('x-skipped-questions', String(exported.skipped.length))
      .send(Buffer.from(exported.content, 'utf8'));
  });
}
