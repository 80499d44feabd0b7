import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../../lms/course-card-dto';
import { managerOf } from '../../lms/manage/manager';
import type { ExamScopes } from '../routes';
import {
  ExamInputSchema, ExamParamsSchema, ExamPatchSchema, ExamQuestionsInputSchema, LinkExamInputSchema, ManagedExamListQuerySchema,
  ManagedExamPageSchema, ManagedExamSchema, SubsectionExamLinkParamsSchema, SubsectionExamLinkSchema,
} from './dto';
import { setExamQuestions } from './exam-questions';
import { linkExamToSubsection } from './link-subsection';
import { createExam, deleteExam, getManagedExam, listManagedExams, updateExam } from './manage-exams';

/**
 * Exams and their settings (docs/design/exams-api.md "Exams"): instructors
 * and administrators on a course they may edit (404 req-002 otherwise).
 */
export function examManageRoutes({ courseManagers }: ExamScopes, ctx: AppContext): void {
  const tags = ['exams'];
  const errors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);
  const dbs = () => ({ db: ctx.db(), systemDb: ctx.systemDb() });

  courseManagers.get('/courses/:courseId/exams/manage', {
    schema: {
      operationId: 'listManagedExams', tags, params: CourseParamsSchema, querystring: ManagedExamListQuerySchema,
      summary: "The course's exams with their settings, question counts, the items that show them and attempt counts",
      response: { 200: ManagedExamPageSchema, ...errors },
    },
  }, async (request) => listManagedExams(ctx.db(), managerOf(ctx, request), request.params.courseId, request.query));

  courseManagers.post('/courses/:courseId/exams/manage', {
    schema: {
      operationId: 'createExam', tags, params: CourseParamsSchema, body: ExamInputSchema,
      summary: 'Add an exam with its settings (contradictory settings, a grade item of another course: exm-008)',
      response: { 201: ManagedExamSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await createExam(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.get('/courses/:courseId/exams/manage/:examId', {
    schema: {
      operationId: 'getManagedExam', tags, params: ExamParamsSchema,
      summary: 'One exam with its settings and questions', response: { 200: ManagedExamSchema, ...errors },
    },
  }, async (request) => getManagedExam(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.examId));

  courseManagers.patch('/courses/:courseId/exams/manage/:examId', {
    schema: {
      operationId: 'updateExam', tags, params: ExamParamsSchema, body: ExamPatchSchema,
      summary: 'Change some fields of an exam (settings are checked as a whole: exm-008); running attempts keep theirs',
      response: { 200: ManagedExamSchema, ...errors },
    },
  }, async (request) => updateExam(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.examId, request.body));

  courseManagers.delete('/courses/:courseId/exams/manage/:examId', {
    schema: {
      operationId: 'deleteExam', tags, params: ExamParamsSchema,
      summary: 'Remove an exam nobody has attempted (409 exm-010 otherwise)', response: { 204: Type.Null(), ...writeErrors },
    },
  }, async (request, reply) => {
    await deleteExam(dbs(), managerOf(ctx, request), request.params.courseId, request.params.examId);
    return reply.code(204).send(null);
  });

  courseManagers.put('/courses/:courseId/exams/manage/:examId/questions', {
    schema: {
      operationId: 'setExamQuestions', tags, params: ExamParamsSchema, body: ExamQuestionsInputSchema,
      summary: "Set the exam's questions in order (a case brings its questions; another course's question: exm-008; leaving out a drawn one: exm-010)",
      response: { 200: ManagedExamSchema, ...writeErrors },
    },
  }, async (request) => setExamQuestions(dbs(), managerOf(ctx, request), request.params.courseId, request.params.examId, request.body));

  courseManagers.put('/courses/:courseId/subsections/:subsectionId/exam', {
    schema: {
      operationId: 'linkExamToSubsection', tags, params: SubsectionExamLinkParamsSchema, body: LinkExamInputSchema,
      summary: 'Show an exam in an EXAM item of the course (another item or course: exm-008; an item with attempts keeps its exam: exm-010)',
      response: { 200: SubsectionExamLinkSchema, ...writeErrors },
    },
  }, async (request) => linkExamToSubsection(dbs(), managerOf(ctx, request), request.params.courseId, request.params.subsectionId, request.body.examId));
}
