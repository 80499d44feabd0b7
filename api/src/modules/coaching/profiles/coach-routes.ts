import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';
import type { App, AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { coachingViewerOf } from '../access';
import type { CoachingScopes } from '../routes';
import { patchCoachDetails } from './coach-details';
import { coachEditor } from './coach-profile';
import {
  CertificationBodySchema, CertificationPatchSchema, CertificationSchema, CoachDetailsBodySchema, CoachEditorSchema, EducationBodySchema,
  EducationPatchSchema, EducationSchema, ExperienceBodySchema, ExperiencePatchSchema, ExperienceSchema, LanguageBodySchema, LanguagePatchSchema,
  LanguageRowSchema, PositionBodySchema, PositionPatchSchema, PositionSchema, RowParamsSchema,
} from './dto';
import { certificationStore, educationStore, experienceStore, languageStore, positionStore, type RowStore } from './profile-rows';

const tags = ['coaching'];
const NoContentSchema = Type.Null();

/** The coach's own profile: the editor's read, the details, and the rows of each section. */
export function coachProfileEditorRoutes({ coaches }: CoachingScopes, ctx: AppContext): void {
  coaches.get('/coaches/me', {
    schema: {
      operationId: 'getMyCoachProfile', tags,
      summary: 'The caller\'s coach profile, listed or not, with both languages\' texts and the language rows\' ids (non-coaches: 403 cch-008)',
      response: { 200: CoachEditorSchema, ...errorResponses(401, 403) },
    },
  }, async (request) => coachEditor(ctx.db(), coachingViewerOf(ctx, request)));

  coaches.patch('/coaches/me/details', {
    schema: {
      operationId: 'updateMyCoachDetails', tags,
      summary: 'Headline (160) and about (4000) in either language, specialty (a learning category or null), price in halalas, listed',
      body: CoachDetailsBodySchema,
      response: { 200: CoachEditorSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const viewer = coachingViewerOf(ctx, request);
    await patchCoachDetails(ctx.db(), viewer, request.body);
    return coachEditor(ctx.db(), viewer);
  });

  rowRoutes(coaches, ctx, { path: 'positions', noun: 'Position', store: positionStore, create: PositionBodySchema, patch: PositionPatchSchema, row: PositionSchema });
  rowRoutes(coaches, ctx, {
    path: 'educations', noun: 'Education', store: educationStore, create: EducationBodySchema, patch: EducationPatchSchema, row: EducationSchema,
    rules: 'years 1950..2100, endYear not before startYear',
  });
  rowRoutes(coaches, ctx, {
    path: 'experiences', noun: 'Experience', store: experienceStore, create: ExperienceBodySchema, patch: ExperiencePatchSchema, row: ExperienceSchema,
    rules: 'dates YYYY-MM-DD, endDate (null: current) not before startDate',
  });
  rowRoutes(coaches, ctx, {
    path: 'certifications', noun: 'Certification', store: certificationStore, create: CertificationBodySchema, patch: CertificationPatchSchema,
    row: CertificationSchema, rules: 'doesNotExpire excludes expiresOn; credentialUrl http(s) only',
  });
  rowRoutes(coaches, ctx, {
    path: 'languages', noun: 'Language', store: languageStore, create: LanguageBodySchema, patch: LanguagePatchSchema, row: LanguageRowSchema,
    rules: 'ISO 639-1 code, each language once (else 400 req-001)',
  });
}

interface RowKind<C extends TObject, P extends TObject, R extends TSchema> {
  path: string;
  noun: string;
  store: RowStore<Static<C>, Static<R>>;
  create: C;
  patch: P;
  row: R;
  rules?: string;
}

/** POST coaches/me/{kind}, PATCH and DELETE coaches/me/{kind}/{id}: another coach's row is 404. */
function rowRoutes<C extends TObject, P extends TObject, R extends TSchema>(app: App, ctx: AppContext, kind: RowKind<C, P, R>): void {
  const rules = kind.rules ? `; ${kind.rules}` : '';
  // Declared as plain FastifySchema: the handlers cast to the kind's types (TypeBox inference does not survive the generics).
  const createSchema: FastifySchema = {
    operationId: `createMyCoach${kind.noun}`, tags, summary: `Add a ${kind.noun.toLowerCase()} to the caller's coach profile (201)${rules}`,
    body: kind.create, response: { 201: kind.row, ...errorResponses(400, 401, 403) },
  };
  app.post(`/coaches/me/${kind.path}`, { schema: createSchema }, async (request, reply) => reply.code(201).send(await kind.store.create(ctx.db(), coachingViewerOf(ctx, request), request.body as Static<C>)));

  const patchSchema: FastifySchema = {
    operationId: `updateMyCoach${kind.noun}`, tags, summary: `Change one of the caller's ${kind.path} (the fields sent)${rules}; another coach's: 404`,
    params: RowParamsSchema, body: kind.patch, response: { 200: kind.row, ...errorResponses(400, 401, 403, 404) },
  };
  app.patch(`/coaches/me/${kind.path}/:id`, { schema: patchSchema }, async (request) => {
    const { id } = request.params as Static<typeof RowParamsSchema>;
    return kind.store.update(ctx.db(), coachingViewerOf(ctx, request), id, request.body as Partial<Static<C>>);
  });

  const deleteSchema: FastifySchema = {
    operationId: `deleteMyCoach${kind.noun}`, tags, summary: `Remove one of the caller's ${kind.path} (204); another coach's: 404`,
    params: RowParamsSchema, response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404) },
  };
  app.delete(`/coaches/me/${kind.path}/:id`, { schema: deleteSchema }, async (request, reply) => {
    const { id } = request.params as Static<typeof RowParamsSchema>;
    await kind.store.remove(ctx.db(), coachingViewerOf(ctx, request), id);
    return reply.code(204).send(null);
  });
}
