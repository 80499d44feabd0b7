import type { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import type { App, AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { ErrorBodySchema, errorResponses, IdSchema, StringEnum } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, userOf, type Tenancy } from '../../core/tenancy';
import { parseContentRange } from './http-range';
import { mediaDto, MediaSchema, mediaRow } from './media-dto';
import { cleanFileName } from './file-name';
import { checkUploadSignature } from './signed-url';
import { UPLOAD_PURPOSES } from './sniff-media';
import type { MediaStorage } from './storage';
import { CHUNK_SIZE, completeUpload, createUpload, findUpload, MAX_UPLOAD_BYTES, receiveChunk, uploadPath, UploadOffsetError } from './uploads';

const UploadStateSchema = Type.Object({ receivedBytes: Type.Integer(), sizeBytes: Type.Integer() });
const typeErrors = { 415: ErrorBodySchema };
const MediaIdBody = Type.Object({ mediaId: IdSchema }, { additionalProperties: false });

/**
 * Chunked, resumable uploads of course media (up to 2 GiB): open one, PUT
 * its chunks to the signed address, ask where it stands after a lost
 * connection, then complete it.
 */
/**
 * Opens the scope the chunks are PUT to: by name (the signed address is the
 * permission) and, in it alone, raw bytes streamed as they come, never
 * buffered past a chunk's size.
 */
async function inChunkScope(app: App, tenancy: Tenancy, fill: (chunks: App) => void): Promise<void> {
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/octet-stream', { bodyLimit: CHUNK_SIZE + 64 * 1024 }, (_request, payload, done) => done(null, payload));
    const { chunks } = await routeScopes(raw.withTypeProvider<TypeBoxTypeProvider>(), tenancy, { chunks: { tenant: 'by-name', user: 'none' } });
    fill(chunks);
  });
}

export async function uploadRoutes(app: App, scopes: { managers: App; members: App }, ctx: AppContext, tenancy: Tenancy, storage: MediaStorage): Promise<void> {
  scopes.managers.post('/media/presigned', {
    schema: {
      operationId: 'createUpload',
      tags: ['media'],
      summary: `Open a chunked upload (instructors, administrators: manage-courses). PUT the chunks to uploadUrl, each ${CHUNK_SIZE / 1024 / 1024} MiB but the last, then PATCH media/presigned.`,
      body: Type.Object({
        fileName: Type.String({ minLength: 1, maxLength: 255 }),
        mime: Type.String({ minLength: 3, maxLength: 127, pattern: '^[\\w.+-]+/[\\w.+-]+(;.*)?$' }),
        sizeBytes: Type.Integer({ minimum: 1, description: `At most ${MAX_UPLOAD_BYTES} (2 GiB): more is 413 med-003` }),
        purpose: StringEnum(UPLOAD_PURPOSES),
      }, { additionalProperties: false }),
      response: {
        201: Type.Object({
          mediaId: Type.Integer(),
          uploadUrl: Type.String({ description: 'Signed for this upload and uploader: PUT chunks to it without a token' }),
          chunkSize: Type.Integer(),
          expiresAt: Type.String({ format: 'date-time' }),
        }),
        ...errorResponses(400, 401, 403, 404, 413),
        ...typeErrors,
      },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const created = await createUpload(ctx.db(), storage, { organizationId: user.organizationId, userId: user.id }, {
      ...request.body, fileName: cleanFileName(request.body.fileName, 'file'),
    }, ctx.now().getTime());
    return reply.code(201).send(created);
  });

  scopes.members.get('/upload/:mediaId', {
    schema: {
      operationId: 'getUploadState',
      tags: ['media'],
      summary: "Where the caller's upload stands, to resume it",
      params: Type.Object({ mediaId: IdSchema }),
      response: { 200: Type.Object({ ...UploadStateSchema.properties, status: StringEnum(['UPLOADING', 'READY']) }), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    const upload = await findUpload(ctx.db(), { organizationId: user.organizationId, userId: user.id }, request.params.mediaId);
    return { receivedBytes: upload.receivedBytes, sizeBytes: upload.sizeBytes, status: upload.status as 'UPLOADING' | 'READY' };
  });

  await inChunkScope(app, tenancy, (chunks) => chunks.put('/upload/:mediaId', {
      schema: {
        operationId: 'uploadChunk',
        tags: ['media'],
        summary: 'One chunk of an upload, as application/octet-stream with Content-Range: bytes a-b/total. It must start where the upload stands (409 med-003 says where; the last chunk may be sent again).',
        consumes: ['application/octet-stream'],
        params: Type.Object({ mediaId: IdSchema }),
        querystring: Type.Object({
          exp: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999_999 })),
          u: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          sig: Type.Optional(Type.String({ maxLength: 128 })),
        }, { additionalProperties: false }),
        headers: Type.Object({ 'content-range': Type.Optional(Type.String()) }),
        response: { 200: UploadStateSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    }, async (request, reply) => {
      const { mediaId } = request.params;
      const signature = checkUploadSignature(uploadPath(mediaId), request.query, ctx.now().getTime());
      if (!signature.ok) throw new AppError(403, ERROR_CODES.MEDIA_LINK_INVALID, `The upload address is ${signature.reason}`);
      const range = parseContentRange(request.headers['content-range']);
      if (!range) throw new AppError(400, ERROR_CODES.INVALID_INPUT, 'Send Content-Range: bytes a-b/total');
      if (!request.body || typeof (request.body as Readable).pipe !== 'function') {
        throw new AppError(400, ERROR_CODES.INVALID_INPUT, 'Send the chunk as application/octet-stream');
      }
      const owner = { organizationId: tenantOf(request).id, userId: request.query.u! };
      const upload = await findUpload(ctx.db(), owner, mediaId);
      try {
        return await receiveChunk(ctx.db(), storage, upload, { ...range, body: request.body as Readable });
      } catch (error) {
        if (error instanceof UploadOffsetError) void reply.header('x-upload-offset', error.receivedBytes);
        throw error;
      }
    }));

  scopes.managers.patch('/media/presigned', {
    schema: {
      operationId: 'completeUpload',
      tags: ['media'],
      summary: 'Finish an upload: all bytes in; the type is told from the bytes (a mismatch with the declared one is 415 med-002 and discards the upload); PDFs are rendered to pages and durations read',
      body: MediaIdBody,
      response: { 200: MediaSchema, ...errorResponses(400, 401, 403, 404, 409), ...typeErrors },
    },
  }, async (request) => {
    const user = userOf(request);
    const owner = { organizationId: user.organizationId, userId: user.id };
    const upload = await findUpload(ctx.db(), owner, request.body.mediaId);
    await completeUpload(ctx.db(), storage, owner, upload);
    const row = await mediaRow(ctx.db(), owner.organizationId, upload.id);
    return mediaDto(ctx.db(), owner.organizationId, row!);
  });
}
