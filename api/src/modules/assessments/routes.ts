import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { userOf, type Tenancy } from '../../core/tenancy';
import { AnswersBodySchema, AssessmentParamsSchema, AssessmentSchema } from './dto';
import { answerAssessment, listAssessments, startAssessment } from './service';

/** Onboarding assessments (spec section 3 "Checklists and assessments"). */
export async function assessmentRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { members } = await routeScopes(app, tenancy, { members: { tenant: 'resolve', user: 'required' } });
  const member = (request: Parameters<typeof userOf>[0]) => {
    const user = userOf(request);
    return { organizationId: user.organizationId, userId: user.id };
  };

  members.get('/org-assessments-management', {
    schema: {
      operationId: 'listAssessments',
      tags: ['assessments'],
      summary: "The organization's onboarding assessments with the caller's status",
      response: { 200: Type.Array(AssessmentSchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listAssessments(ctx.db(), member(request)));

  members.post('/org-assessments-management/:assessmentId/start', {
    schema: {
      operationId: 'startAssessment',
      tags: ['assessments'],
      summary: 'Mark an assessment started (idempotent)',
      params: AssessmentParamsSchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await startAssessment(ctx.db(), member(request), request.params.assessmentId, ctx.now());
    return reply.code(204).send(null);
  });

  members.post('/assessment-answers', {
    schema: {
      operationId: 'answerAssessment',
      tags: ['assessments'],
      summary: 'Answer every question of an assessment; completes it (replaying is harmless)',
      body: AnswersBodySchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await answerAssessment(ctx.db(), member(request), request.body, ctx.now());
    return reply.code(204).send(null);
  });
}
