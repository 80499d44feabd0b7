import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { flagsOf } from '../access';
import { enrollmentScopeOf } from '../enrollment/enrollment-scope';
import { learnerOf } from '../learner/learner-scope';
import type { LmsScopes } from '../routes';
import {
  SpecializationEnrollmentSchema, SpecializationListQuerySchema, SpecializationOverviewSchema, SpecializationPageSchema, SpecializationParamsSchema,
} from './dto';
import { enrollInSpecialization } from './enroll-in-specialization';
import { listSpecializations } from './specialization-cards';
import { specializationOverview } from './specialization-overview';

/** Specializations as members see and enroll in them (docs/design/lms-api.md "Specializations"). */
export function specializationRoutes({ learners }: LmsScopes, ctx: AppContext): void {
  const tags = ['specializations'];

  learners.get('/specializations', {
    schema: {
      operationId: 'listSpecializations',
      tags,
      summary: 'The specializations the organization shows, newest first',
      querystring: SpecializationListQuerySchema,
      response: { 200: SpecializationPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listSpecializations(ctx.db(), learnerOf(ctx, request), request.query));

  learners.get('/specializations/:specializationId', {
    schema: {
      operationId: 'getSpecialization',
      tags,
      summary: 'A specialization with its catalogue courses in order and what the member may do about it',
      params: SpecializationParamsSchema,
      response: { 200: SpecializationOverviewSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const flags = await flagsOf(ctx, request);
    return specializationOverview(ctx.db(), learnerOf(ctx, request), flags.selfEnrollmentEnabled, request.params.specializationId);
  });

  learners.post('/specializations/:specializationId/enroll', {
    schema: {
      operationId: 'enrollInSpecialization',
      tags,
      summary: 'Enroll in every catalogue course of the specialization, all or none (idempotent)',
      params: SpecializationParamsSchema,
      response: { 200: SpecializationEnrollmentSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const scope = await enrollmentScopeOf(ctx, request);
    return ctx.db().transaction((tx) => enrollInSpecialization(tx, scope, request.params.specializationId));
  });
}
