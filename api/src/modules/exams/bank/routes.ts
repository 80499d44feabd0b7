import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../../lms/course-card-dto';
import { findEditableCourse, managerOf } from '../../lms/manage/manager';
import { interchangeRoutes } from '../interchange/routes';
import type { ExamScopes } from '../routes';
import {
  CategoryParamsSchema, LabelInputSchema, LabelListSchema, LabelSchema, QuestionListQuerySchema, QuestionPageSchema, QuestionParamsSchema,
  QuestionTypeListSchema, TagParamsSchema,
} from './dto';
import { createLabel, deleteLabel, listLabels, type LabelKind } from './labels';
import { listQuestions } from './list-questions';
import { addQuestion, copyQuestion, deleteQuestion, getQuestion, replaceQuestion } from './manage-questions';
import { QUESTION_TYPE_INFO } from './question-types';
import { QuestionInputSchema, QuestionSchema } from './types';

/**
 * The question bank (docs/design/exams-api.md "Bank"): instructors and
 * administrators on a course they may edit (404 req-002 otherwise), with its
 * import and export.
 */
export function questionBankRoutes(scopes: ExamScopes, ctx: AppContext): void {
  questionRoutes(scopes, ctx);
  labelRoutes(scopes, ctx, 'category', '/question-categories', 'categoryId');
  labelRoutes(scopes, ctx, 'tag', '/question-tags', 'tagId');
  interchangeRoutes(scopes, ctx);
}

const tags = ['question bank'];

function questionRoutes({ courseManagers }: ExamScopes, ctx: AppContext): void {
  const errors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);
  const dbs = () => ({ db: ctx.db(), systemDb: ctx.systemDb() });

  courseManagers.get('/courses/:courseId/question-types', {
    schema: {
      operationId: 'listQuestionTypes', tags, params: CourseParamsSchema,
      summary: 'The question types and what each needs (options, accepted answers, a rubric, children)',
      response: { 200: QuestionTypeListSchema, ...errors },
    },
  }, async (request) => {
    await findEditableCourse(ctx.db(), managerOf(ctx, request), request.params.courseId);
    return { count: QUESTION_TYPE_INFO.length, data: [...QUESTION_TYPE_INFO] };
  });

  courseManagers.get('/courses/:courseId/questions', {
    schema: {
      operationId: 'listQuestions', tags, params: CourseParamsSchema, querystring: QuestionListQuerySchema,
      summary: "The course's top-level questions, newest first (a case with its children), with their answers and keys",
      response: { 200: QuestionPageSchema, ...errors },
    },
  }, async (request) => listQuestions(ctx.db(), managerOf(ctx, request), request.params.courseId, request.query));

  courseManagers.post('/courses/:courseId/questions', {
    schema: {
      operationId: 'createQuestion', tags, params: CourseParamsSchema, body: QuestionInputSchema,
      summary: 'Add a question to the bank (exm-008 when it does not hold together for its type, the field named)',
      response: { 201: QuestionSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await addQuestion(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.get('/courses/:courseId/questions/:questionId', {
    schema: {
      operationId: 'getQuestion', tags, params: QuestionParamsSchema,
      summary: 'One question with everything: answers and their correctness, keys, tags, a case\'s children',
      response: { 200: QuestionSchema, ...errors },
    },
  }, async (request) => getQuestion(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.questionId));

  courseManagers.put('/courses/:courseId/questions/:questionId', {
    schema: {
      operationId: 'replaceQuestion', tags, params: QuestionParamsSchema, body: QuestionInputSchema,
      summary: 'Replace a question wholly; refused once an attempt drew it (exm-010: copy it instead)',
      response: { 200: QuestionSchema, ...writeErrors },
    },
  }, async (request) => replaceQuestion(dbs(), managerOf(ctx, request), request.params.courseId, request.params.questionId, request.body));

  courseManagers.delete('/courses/:courseId/questions/:questionId', {
    schema: {
      operationId: 'deleteQuestion', tags, params: QuestionParamsSchema,
      summary: 'Delete a question (a case with its children); refused while an exam uses it or once an attempt drew it (exm-010)',
      response: { 204: Type.Null(), ...writeErrors },
    },
  }, async (request, reply) => {
    await deleteQuestion(dbs(), managerOf(ctx, request), request.params.courseId, request.params.questionId);
    return reply.code(204).send(null);
  });

  courseManagers.post('/courses/:courseId/questions/:questionId/copy', {
    schema: {
      operationId: 'copyQuestion', tags, params: QuestionParamsSchema,
      summary: 'An editable copy of a question (a case with its children), in the same category and tags',
      response: { 201: QuestionSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await copyQuestion(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.questionId)));
}

function labelRoutes(
  { courseManagers }: ExamScopes, ctx: AppContext, kind: LabelKind, route: '/question-categories' | '/question-tags', idName: 'categoryId' | 'tagId',
): void {
  const errors = errorResponses(400, 401, 403, 404);
  const plural = kind === 'category' ? 'Categories' : 'Tags';
  const singular = kind === 'category' ? 'Category' : 'Tag';

  courseManagers.get(`/courses/:courseId${route}`, {
    schema: {
      operationId: `listQuestion${plural}`, tags, params: CourseParamsSchema,
      summary: `The question ${kind === 'category' ? 'categories' : 'tags'} of the course's bank, by name, with their question counts`,
      response: { 200: LabelListSchema, ...errors },
    },
  }, async (request) => listLabels(ctx.db(), managerOf(ctx, request), request.params.courseId, kind));

  courseManagers.post(`/courses/:courseId${route}`, {
    schema: {
      operationId: `createQuestion${singular}`, tags, params: CourseParamsSchema, body: LabelInputSchema,
      summary: `Add a question ${kind} (a name the course already has: 409 exm-008)`,
      response: { 201: LabelSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => reply.code(201).send(await createLabel(ctx.db(), managerOf(ctx, request), request.params.courseId, kind, request.body)));

  courseManagers.delete(`/courses/:courseId${route}/:${idName}`, {
    schema: {
      operationId: `deleteQuestion${singular}`, tags, params: kind === 'category' ? CategoryParamsSchema : TagParamsSchema,
      summary: `Delete a question ${kind}; its questions stay, ${kind === 'category' ? 'uncategorized' : 'untagged'}`,
      response: { 204: Type.Null(), ...errors },
    },
  }, async (request, reply) => {
    const params = request.params as { courseId: number; categoryId?: number; tagId?: number };
    await deleteLabel(ctx.db(), managerOf(ctx, request), params.courseId, kind, (params.categoryId ?? params.tagId)!);
    return reply.code(204).send(null);
  });
}
