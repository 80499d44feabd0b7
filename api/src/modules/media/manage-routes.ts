import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../../core/authorize';
import type { App, AppContext } from '../../core/context';
import { AppError, badRequest, notFound } from '../../core/errors';
import { errorResponses, IdSchema, StringEnum } from '../../core/http-schemas';
import { userOf } from '../../core/tenancy';
import { cleanFileName } from './file-name';
import { mediaDto, MediaSchema, mediaRow, uploadsOf } from './media-dto';
import { pageKeysOf } from './pdf-store';
import type { MediaStorage } from './storage';
import { dumpAbandonedUploads, swapMediaFile } from './swap-and-dump';
import { media } from './tables';
import { InvalidWebVttError, storeTranscript, TRANSCRIPT_LANGUAGES } from './transcripts';
import { MAX_VTT_BYTES } from './webvtt';

const MediaParams = Type.Object({ mediaId: IdSchema });

/** What the caller may do with a media: its uploader everything, course managers read and edit, administrators delete. */
async function rowFor(ctx: AppContext, request: FastifyRequest, mediaId: number, action: 'read' | 'edit' | 'delete') {
  const user = userOf(request);
  const row = await mediaRow(ctx.db(), user.organizationId, mediaId);
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Media not found');
  if (row.userId === user.id) return row;
  const allowed = action === 'delete'
    ? user.portals.isAdministrator
    : (await permissionsOf(ctx, request)).member.holds('manage-courses');
  // Others' files stay unknown to those who may not see them.
  if (!allowed) throw action === 'read' ? notFound(ERROR_CODES.NOT_FOUND, 'Media not found') : new AppError(403, ERROR_CODES.FORBIDDEN, 'Only its uploader may do that');
  return row;
}

export function manageRoutes(members: App, ctx: AppContext, storage: MediaStorage): void {
  members.get('/media/all-user-uploads', {
    schema: {
      operationId: 'listMyUploads',
      tags: ['media'],
      summary: "The caller's uploads, newest first",
      querystring: Type.Object({
        skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
        take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
      }, { additionalProperties: false }),
      response: { 200: Type.Array(MediaSchema), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    return uploadsOf(ctx.db(), { organizationId: user.organizationId, userId: user.id }, { skip: request.query.skip ?? 0, take: request.query.take ?? 20 });
  });

  members.get('/media/:mediaId', {
    schema: {
      operationId: 'getMedia',
      tags: ['media'],
      summary: 'A media file\'s details (its uploader, or members who manage courses)',
      params: MediaParams,
      response: { 200: MediaSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => mediaDto(ctx.db(), userOf(request).organizationId, await rowFor(ctx, request, request.params.mediaId, 'read')));

  members.patch('/media/:mediaId', {
    schema: {
      operationId: 'renameMedia',
      tags: ['media'],
      summary: 'Rename a media file (its uploader, or members who manage courses)',
      params: MediaParams,
      body: Type.Object({ fileName: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false }),
      response: { 200: MediaSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const organizationId = userOf(request).organizationId;
    const row = await rowFor(ctx, request, request.params.mediaId, 'edit');
    const fileName = cleanFileName(request.body.fileName, row.fileName);
    await ctx.db().update(media).set({ fileName }).where(and(eq(media.organizationId, organizationId), eq(media.id, row.id)));
    return mediaDto(ctx.db(), organizationId, { ...row, fileName });
  });

  members.delete('/media/:mediaId', {
    schema: {
      operationId: 'deleteMedia',
      tags: ['media'],
      summary: 'Delete a media file and its bytes, pages and captions (its uploader, or an administrator)',
      params: MediaParams,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const organizationId = userOf(request).organizationId;
    const row = await rowFor(ctx, request, request.params.mediaId, 'delete');
    const pageKeys = await pageKeysOf(ctx.db(), organizationId, row.id);
    // The row first (pages and captions go with it): a failure then leaves orphan bytes, never a row without its file.
    await ctx.db().delete(media).where(and(eq(media.organizationId, organizationId), eq(media.id, row.id)));
    await Promise.all([row.key, ...pageKeys].map((key) => storage.remove(key)));
    return reply.code(204).send(null);
  });

  members.post('/media/:mediaId/transcripts', {
    // 1 MB of captions, in JSON, with Arabic text counted in UTF-8 bytes.
    bodyLimit: 3 * MAX_VTT_BYTES,
    schema: {
      operationId: 'saveMediaTranscript',
      tags: ['media'],
      summary: 'Store (or replace) the WebVTT captions of a video or audio in one language',
      params: MediaParams,
      body: Type.Object({
        language: StringEnum(TRANSCRIPT_LANGUAGES),
        label: Type.String({ minLength: 1, maxLength: 100 }),
        vtt: Type.String({ minLength: 6, maxLength: MAX_VTT_BYTES }),
      }, { additionalProperties: false }),
      response: { 200: MediaSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const organizationId = userOf(request).organizationId;
    const row = await rowFor(ctx, request, request.params.mediaId, 'edit');
    if (row.type !== 'video' && row.type !== 'audio') throw badRequest('Captions belong to a video or an audio');
    try {
      await storeTranscript(ctx.db(), { id: row.id, organizationId }, request.body);
    } catch (error) {
      if (error instanceof InvalidWebVttError) throw new AppError(400, ERROR_CODES.MEDIA_TYPE_REFUSED, error.message);
      throw error;
    }
    return mediaDto(ctx.db(), organizationId, row);
  });

  members.patch('/media/swap/:mediaId', {
    schema: {
      operationId: 'swapMediaFile',
      tags: ['media'],
      summary: 'Replace the file of a media with a completed upload of the same kind, keeping the id that course items, attachments and covers link to (the upload is used up)',
      params: MediaParams,
      body: Type.Object({ replacementId: IdSchema }, { additionalProperties: false }),
      response: { 200: MediaSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const organizationId = userOf(request).organizationId;
    const target = await rowFor(ctx, request, request.params.mediaId, 'edit');
    const replacement = await rowFor(ctx, request, request.body.replacementId, 'edit');
    if (replacement.id === target.id) throw badRequest('A media cannot replace itself');
    if (replacement.status !== 'READY' || target.status !== 'READY') throw new AppError(400, ERROR_CODES.MEDIA_UPLOAD_MISMATCH, 'Both files must be completely uploaded');
    if (replacement.type !== target.type) {
      throw new AppError(400, ERROR_CODES.MEDIA_TYPE_REFUSED, `A ${target.type} can only be replaced by another ${target.type}, not a ${replacement.type}`);
    }
    const oldKeys = await swapMediaFile(ctx.db(), { organizationId, targetId: target.id, replacementId: replacement.id });
    await Promise.all(oldKeys.map((key) => storage.remove(key)));
    const swapped = await mediaRow(ctx.db(), organizationId, target.id);
    return mediaDto(ctx.db(), organizationId, swapped!);
  });

  members.post('/media/dump', {
    schema: {
      operationId: 'dumpAbandonedUploads',
      tags: ['media'],
      summary: "Remove the caller's uploads that were started and never completed, once their upload address has expired (24 hours)",
      response: { 200: Type.Object({ removed: Type.Integer({ minimum: 0 }) }), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    const keys = await dumpAbandonedUploads(ctx.db(), { organizationId: user.organizationId, userId: user.id }, ctx.now().getTime());
    await Promise.all(keys.map((key) => storage.remove(key)));
    return { removed: keys.length };
  });
}
