import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../core/context';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import { userOf, type Tenancy } from '../../core/tenancy';
import { AnswersBodySchema, AssessmentParamsSchema, AssessmentSchema } from './dto';
import { answerAssessment, listAssessments, startAssessment } from './service';

/** Onboarding assessments (spec section 3 "Checklists and assessments"). */
export function assessmentRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  const member = (request: Parameters<typeof userOf>[0]) => {
    const user = userOf(request);
    return { organizationId: user.organizationId, userId: user.id };
  };

  app.get('/org-assessments-management', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'listAssessments',
      tags: ['assessments'],
      summary: "The organization's onboarding assessments with the caller's status",
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      response: { 200: Type.Array(AssessmentSchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listAssessments(ctx.db(), member(request)));

  app.post('/org-assessments-management/:assessmentId/start', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'startAssessment',
      tags: ['assessments'],
      summary: 'Mark an assessment started (idempotent)',
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      params: AssessmentParamsSchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await startAssessment(ctx.db(), member(request), request.params.assessmentId, ctx.now());
    return reply.code(204).send(null);
  });

  app.post('/assessment-answers', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'answerAssessment',
      tags: ['assessments'],
      summary: 'Answer every question of an assessment; completes it (replaying is harmless)',
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      body: AnswersBodySchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await answerAssessment(ctx.db(), member(request), request.body, ctx.now());
    return reply.code(204).send(null);
  });
}
