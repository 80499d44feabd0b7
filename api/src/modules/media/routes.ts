import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import { MEDIA_IMAGE_WIDTHS } from '@halaqa/contracts/src/media';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../core/context';
import { AppError, badRequest, notFound } from '../../core/errors';
import { errorResponses, IdSchema } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, userOf, type Tenancy } from '../../core/tenancy';
import { findMedia, mediaContentPath, storeImage } from './service';
import { checkMediaSignature } from './signed-url';
import { imageVariants, negotiateFormat } from './image-variants';
import { IMAGE_MIME_TYPES, isImageMime, sniffImage } from './sniff-image';
import { localMediaStorage } from './storage';

/** Profile images: small enough to keep in memory while sniffing them. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const MediaParamsSchema = Type.Object({ mediaId: IdSchema });
/** Optional in the schema so that an unsigned or altered address is the catalogue's 403 med-001, not a 400. */
const SignedQuerySchema = Type.Object({
  exp: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999_999, description: 'Expiry of the signature, seconds since the epoch' })),
  sig: Type.Optional(Type.String({ maxLength: 128, description: 'HMAC of the path and exp' })),
  w: Type.Optional(Type.Union(MEDIA_IMAGE_WIDTHS.map((width) => Type.Literal(width)), {
    description: 'A picture resized to this width (never wider than uploaded), in the best format the Accept header allows: AVIF, WebP, else the uploaded one. Ignored for vector pictures.',
  })),
}, { additionalProperties: false });

export async function mediaRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const storage = localMediaStorage(ctx.mediaDir);
  const variants = imageVariants(ctx.mediaDir);
  // By name: an <img> sends no token, and a stale one must not hide the picture.
  const { byName } = await routeScopes(app, tenancy, { byName: { tenant: 'by-name', user: 'none' } });

  byName.get('/media/:mediaId/content', {
    schema: {
      operationId: 'getMediaContent',
      tags: ['media'],
      summary: "The stored file, at the signed, short-lived address an answer of the API gave (images are shown by <img>, which sends no token); only on the media's organization",
      params: MediaParamsSchema,
      querystring: SignedQuerySchema,
      response: {
        200: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'The file, with its sniffed content type' }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  }, async (request, reply) => {
    // Before the lookup: without a valid signature nobody learns whether the file exists.
    const now = Date.now();
    const signature = checkMediaSignature(mediaContentPath(request.params.mediaId), request.query.exp, request.query.sig, now);
    if (!signature.ok) throw new AppError(403, ERROR_CODES.MEDIA_LINK_INVALID, `The media address is ${signature.reason}`);
    const row = await findMedia(ctx.db(), tenantOf(request).id, request.params.mediaId);
    const stored = row ? storage.locate(row.key) : null;
    if (!row || !stored) throw notFound(ERROR_CODES.NOT_FOUND, 'Media not found');
    const width = request.query.w;
    const raster = isImageMime(row.mime) ? row.mime : null;
    const resizable = width !== undefined && raster !== null;
    const { file, mime } = resizable
      ? await variants.variantOf({ key: row.key, file: stored, mime: raster }, width, negotiateFormat(request.headers.accept))
      : { file: stored, mime: row.mime };
    // The same address answers AVIF to one browser and WebP to another.
    if (resizable) void reply.header('vary', 'Accept');
    return reply
      .type(mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      // Kept as long as the address works, and by the browser only.
      .header('cache-control', `private, max-age=${Math.floor((signature.expiresAt - now) / 1000)}`)
      .send(createReadStream(file));
  });

  // Multipart parsing only inside this scope: every other route keeps taking JSON alone.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
    const { members } = await routeScopes(scope.withTypeProvider<TypeBoxTypeProvider>(), tenancy, { members: { tenant: 'resolve', user: 'required' } });

    members.post('/media/upload', {
      schema: {
        operationId: 'uploadMedia',
        tags: ['media'],
        summary: `Upload an image (multipart field "file"; PNG, JPEG or WebP told from its bytes; at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        response: {
          201: Type.Object({ id: Type.Integer(), url: Type.String({ description: 'Signed address, valid for one to two hours: GET it without a token from the same organization' }) }),
          ...errorResponses(400, 401, 403, 404, 413),
        },
      },
    }, async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data in the field "file"');
      const { part, bytes } = await readUploadedFile(request);
      const mime = sniffImage(bytes);
      if (!mime) throw badRequest(`Only ${IMAGE_MIME_TYPES.join(', ')} images are accepted`);
      const user = userOf(request);
      const stored = await storeImage(ctx.db(), storage, { organizationId: user.organizationId, userId: user.id }, {
        bytes, mime, fileName: cleanFileName(part.filename),
      });
      return reply.code(201).send(stored);
    });
  });
}

/**
 * The one file of a multipart body, read whole. A body the multipart parser
 * cannot read (no or a wrong boundary, a preamble only, truncated headers,
 * no closing boundary) is the sender's mistake: 400 req-003, never a 500.
 */
async function readUploadedFile(request: FastifyRequest) {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest('Send the image in the multipart field "file"');
    return { part, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ERROR_CODES.INVALID_INPUT, `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
    }
    throw new AppError(400, ERROR_CODES.MALFORMED_BODY, `The multipart body could not be read: ${(error as Error).message}`);
  }
}

/** The name as the member gave it, without folders or control characters (it is only ever shown). */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'image';
}
