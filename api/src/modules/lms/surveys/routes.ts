import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema } from '../course-card-dto';
import { managerOf } from '../manage/manager';
import { openPlayer, playerCallerOf, type PlayerSeat } from '../player/player-gate';
import type { LmsScopes } from '../routes';
import {
  ChoiceParamsSchema, ManagedChoiceBodySchema, ManagedSurveyPageSchema, ManagedSurveySchema, PublishResultsBodySchema,
  SuggestChoiceBodySchema, SurveyChoiceSchema, SurveyInputSchema, SurveyListQuerySchema, SurveyPageSchema, SurveyParamsSchema,
  SurveyPatchSchema, SurveySchema, VoteBodySchema,
} from './dto';
import {
  addSurveyChoice, createSurvey, deleteSurvey, deleteSurveyChoice, listManagedSurveys, publishSurveyResults, updateSurvey,
} from './manage';
import { getSurvey, listSurveys } from './member-surveys';
import { suggestChoice } from './suggest';
import { voteInSurvey } from './vote';

/**
 * Surveys and polls (docs/design/course-work-api.md "Surveys and polls"):
 * members through the player's gate, authors through the courseManagers scope.
 */
export function surveyRoutes({ learners, courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['surveys and polls'];
  const seatOf = async (request: FastifyRequest, courseId: number): Promise<PlayerSeat> =>
    openPlayer(ctx.db(), await playerCallerOf(ctx, request), courseId);
  const reads = errorResponses(400, 401, 403, 404);
  const writes = errorResponses(400, 401, 403, 404, 409);

  learners.get('/courses/:courseId/surveys', {
    schema: {
      operationId: 'listSurveys', tags, summary: 'The course\'s surveys and polls the caller sees (type: one kind), in outline order',
      params: CourseParamsSchema, querystring: SurveyListQuerySchema, response: { 200: SurveyPageSchema, ...reads },
    },
  }, async (request) => listSurveys(ctx.db(), await seatOf(request, request.params.courseId), request.query));

  learners.get('/courses/:courseId/surveys/:surveyId', {
    schema: {
      operationId: 'getSurvey', tags, summary: 'One survey or poll with the caller\'s vote and, when they may see them, its results',
      params: SurveyParamsSchema, response: { 200: SurveySchema, ...reads },
    },
  }, async (request) => getSurvey(ctx.db(), await seatOf(request, request.params.courseId), request.params.surveyId));

  learners.post('/courses/:courseId/surveys/:surveyId/votes', {
    schema: {
      operationId: 'voteInSurvey', tags,
      summary: 'A student\'s one ballot (again: 409 svy-001; too many choices: 400 svy-002; a choice of another survey: 400 svy-003)',
      params: SurveyParamsSchema, body: VoteBodySchema, response: { 201: SurveySchema, ...writes },
    },
  }, async (request, reply) => reply.code(201).send(await voteInSurvey(
    ctx.db(), await seatOf(request, request.params.courseId), request.params.surveyId, request.body.choiceIds,
  )));

  learners.post('/courses/:courseId/surveys/:surveyId/choices', {
    schema: {
      operationId: 'suggestSurveyChoice', tags, summary: 'A student suggests a choice where the survey allows it (403 svy-004 otherwise)',
      params: SurveyParamsSchema, body: SuggestChoiceBodySchema, response: { 201: SurveyChoiceSchema, ...writes },
    },
  }, async (request, reply) => reply.code(201).send(await suggestChoice(
    ctx.db(), await seatOf(request, request.params.courseId), request.params.surveyId, request.body.text,
  )));

  const manageTags = ['course authoring'];

  courseManagers.get('/courses/:courseId/surveys/manage', {
    schema: {
      operationId: 'listManagedSurveys', tags: manageTags, summary: 'Every survey and poll of the course with its results',
      params: CourseParamsSchema, querystring: SurveyListQuerySchema, response: { 200: ManagedSurveyPageSchema, ...reads },
    },
  }, async (request) => listManagedSurveys(ctx.db(), managerOf(ctx, request), request.params.courseId, request.query));

  courseManagers.post('/courses/:courseId/surveys', {
    schema: {
      operationId: 'createSurvey', tags: manageTags, summary: 'A survey or poll for a SURVEY or POLL item of the course (400 svy-005 otherwise)',
      params: CourseParamsSchema, body: SurveyInputSchema, response: { 201: ManagedSurveySchema, ...writes },
    },
  }, async (request, reply) => reply.code(201).send(await createSurvey(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.patch('/courses/:courseId/surveys/:surveyId', {
    schema: {
      operationId: 'updateSurvey', tags: manageTags, summary: 'Change a survey\'s text or settings (anonymity is fixed once members voted)',
      params: SurveyParamsSchema, body: SurveyPatchSchema, response: { 200: ManagedSurveySchema, ...writes },
    },
  }, async (request) => updateSurvey(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.surveyId, request.body));

  courseManagers.delete('/courses/:courseId/surveys/:surveyId', {
    schema: {
      operationId: 'deleteSurvey', tags: manageTags, summary: 'Remove a survey with its choices and votes',
      params: SurveyParamsSchema, response: { 204: Type.Null(), ...writes },
    },
  }, async (request, reply) => {
    await deleteSurvey(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.surveyId);
    return reply.code(204).send(null);
  });

  courseManagers.post('/courses/:courseId/surveys/:surveyId/managed-choices', {
    schema: {
      operationId: 'addSurveyChoice', tags: manageTags, summary: 'Add a choice (at the end)',
      params: SurveyParamsSchema, body: ManagedChoiceBodySchema, response: { 201: ManagedSurveySchema, ...writes },
    },
  }, async (request, reply) => reply.code(201).send(await addSurveyChoice(
    ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.surveyId, request.body,
  )));

  courseManagers.delete('/courses/:courseId/surveys/:surveyId/choices/:choiceId', {
    schema: {
      operationId: 'deleteSurveyChoice', tags: manageTags, summary: 'Remove a choice with its votes',
      params: ChoiceParamsSchema, response: { 200: ManagedSurveySchema, ...writes },
    },
  }, async (request) => deleteSurveyChoice(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.surveyId, request.params.choiceId));

  courseManagers.put('/courses/:courseId/surveys/:surveyId/results-publication', {
    schema: {
      operationId: 'publishSurveyResults', tags: manageTags, summary: 'Publish or withdraw the results (publishing notifies the enrolled members once)',
      params: SurveyParamsSchema, body: PublishResultsBodySchema, response: { 200: ManagedSurveySchema, ...writes },
    },
  }, async (request) => publishSurveyResults(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.surveyId, request.body.isPublished));
}
