import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import { MEDIA_IMAGE_WIDTHS } from '@halaqa/contracts/src/media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../core/context';
import { AppError, notFound } from '../../core/errors';
import { ErrorBodySchema, errorResponses, IdSchema, StringEnum } from '../../core/http-schemas';
import { tenantOf } from '../../core/tenancy';
import { parseRange } from './http-range';
import { imageVariants, negotiateFormat } from './image-variants';
import type { MediaAccessCheck } from './media-access';
import { mediaRow } from './media-dto';
import { findMediaPage, mediaPagePath } from './pdf-store';
import { mediaContentPath } from './service';
import { checkMediaSignature, checkMemberMediaSignature, type MediaSignatureCheck } from './signed-url';
import { isImageMime } from './sniff-image';
import type { MediaStorage } from './storage';
import { findTranscript, mediaTranscriptPath, type TranscriptLanguage } from './transcripts';

/** Optional in the schema so that an unsigned or altered address is the catalogue's 403 med-001, not a 400. */
const signatureFields = {
  exp: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999_999, description: 'Expiry of the signature, seconds since the epoch' })),
  u: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Member-bound addresses: the member they were signed for' })),
  sig: Type.Optional(Type.String({ maxLength: 128, description: 'HMAC of the path and exp (and u)' })),
};
const SignedQuerySchema = Type.Object(signatureFields, { additionalProperties: false });
const ContentQuerySchema = Type.Object({
  ...signatureFields,
  w: Type.Optional(Type.Union(MEDIA_IMAGE_WIDTHS.map((width) => Type.Literal(width)), {
    description: 'A picture resized to this width (never wider than uploaded), in the best format the Accept header allows: AVIF, WebP, else the uploaded one. Ignored for vector pictures.',
  })),
}, { additionalProperties: false });
type SignedQuery = { exp?: number | undefined; u?: number | undefined; sig?: string | undefined };

const binary = (description: string) => Type.Unsafe<Readable>({ type: 'string', format: 'binary', description });
const rangeErrors = { 416: ErrorBodySchema };

/**
 * Media, at the addresses the API's answers give: either hour-window
 * signatures (profile pictures, covers) or member-bound ones (course media,
 * 15 minutes), for which lms/player is asked whether the member may still
 * read the media. By name: a <video> or <img> sends no token.
 */
export function contentRoutes(byName: App, ctx: AppContext, storage: MediaStorage, mayRead: MediaAccessCheck): void {
  const variants = imageVariants(ctx.mediaDir);

  /** Before any lookup: without a valid signature nobody learns whether the media exists. */
  async function authorize(request: FastifyRequest, path: string, mediaId: number, query: SignedQuery): Promise<MediaSignatureCheck & { ok: true }> {
    const now = Date.now();
    const memberBound = query.u !== undefined;
    const signature = memberBound ? checkMemberMediaSignature(path, query, now) : checkMediaSignature(path, query.exp, query.sig, now);
    if (!signature.ok) throw new AppError(403, ERROR_CODES.MEDIA_LINK_INVALID, `The media address is ${signature.reason}`);
    if (memberBound && !(await mayRead(ctx.db(), tenantOf(request).id, query.u!, mediaId))) {
      throw new AppError(403, ERROR_CODES.MEDIA_LINK_INVALID, 'The member this address was made for can no longer read this media');
    }
    return signature;
  }

  /** Kept as long as the address works, and by the browser only. */
  const privateCache = (reply: FastifyReply, signature: { expiresAt: number }) => reply
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', `private, max-age=${Math.max(0, Math.floor((signature.expiresAt - Date.now()) / 1000))}`);

  byName.get('/media/:mediaId/content', {
    schema: {
      operationId: 'getMediaContent',
      tags: ['media'],
      summary: "The stored file at a signed, short-lived address an answer of the API gave; only on the media's organization. Byte ranges are served (206), for video seeking.",
      params: Type.Object({ mediaId: IdSchema }),
      querystring: ContentQuerySchema,
      headers: Type.Object({ range: Type.Optional(Type.String({ description: 'One byte range: bytes=a-b, bytes=a- or bytes=-n' })) }),
      response: {
        200: binary('The whole file, with its sniffed content type'),
        206: binary('The requested range (Content-Range says which)'),
        ...errorResponses(400, 401, 403, 404),
        ...rangeErrors,
      },
    },
  }, async (request, reply) => {
    const { mediaId } = request.params;
    const signature = await authorize(request, mediaContentPath(mediaId), mediaId, request.query);
    const row = await mediaRow(ctx.db(), tenantOf(request).id, mediaId);
    // An upload still arriving is never served: it is not what it will be.
    if (!row || row.status !== 'READY') throw notFound(ERROR_CODES.NOT_FOUND, 'Media not found');
    privateCache(reply, signature);
    const width = request.query.w;
    const raster = isImageMime(row.mime) ? row.mime : null;
    if (width !== undefined && raster !== null) {
      const located = storage.locate(row.key);
      const read = async () => {
        const stream = await storage.read(row.key);
        if (!stream) throw notFound(ERROR_CODES.NOT_FOUND, 'Media not found');
        const parts: Buffer[] = [];
        for await (const part of stream) parts.push(part as Buffer);
        return Buffer.concat(parts);
      };
      const variant = await variants.variantOf({ key: row.key, file: located ?? read, mime: raster }, width, negotiateFormat(request.headers.accept));
      // The same address answers AVIF to one browser and WebP to another.
      return reply.type(variant.mime).header('vary', 'Accept').send(createReadStream(variant.file));
    }
    const size = await storage.size(row.key);
    if (size === null) throw notFound(ERROR_CODES.NOT_FOUND, 'Media not found');
    void reply.type(row.mime).header('accept-ranges', 'bytes');
    const wanted = parseRange(request.headers.range, size);
    if (wanted.kind === 'unsatisfiable') {
      void reply.header('content-range', `bytes */${size}`);
      throw new AppError(416, ERROR_CODES.INVALID_INPUT, `The file has ${size} bytes`);
    }
    if (wanted.kind === 'range') {
      const { start, end } = wanted.range;
      const stream = await storage.read(row.key, wanted.range);
      if (!stream) throw notFound(ERROR_CODES.NOT_FOUND, 'Media not found');
      return reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`).header('content-length', end - start + 1).send(stream);
    }
    const stream = await storage.read(row.key);
    if (!stream) throw notFound(ERROR_CODES.NOT_FOUND, 'Media not found');
    return reply.header('content-length', size).send(stream);
  });

  byName.get('/media/:mediaId/pages/:pageNumber', {
    schema: {
      operationId: 'getMediaPage',
      tags: ['media'],
      summary: 'One page of a PDF, rendered at upload as a WebP picture about 1200 px wide, at a signed address like the content',
      params: Type.Object({ mediaId: IdSchema, pageNumber: Type.Integer({ minimum: 1, maximum: 100_000 }) }),
      querystring: SignedQuerySchema,
      response: { 200: binary('image/webp'), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const { mediaId, pageNumber } = request.params;
    const signature = await authorize(request, mediaPagePath(mediaId, pageNumber), mediaId, request.query);
    const page = await findMediaPage(ctx.db(), tenantOf(request).id, mediaId, pageNumber);
    const stream = page ? await storage.read(page.imageKey) : null;
    if (!stream) throw notFound(ERROR_CODES.NOT_FOUND, 'No such page');
    return privateCache(reply, signature).type('image/webp').send(stream);
  });

  byName.get('/media/:mediaId/transcripts/:file', {
    schema: {
      operationId: 'getMediaTranscript',
      tags: ['media'],
      summary: 'Captions of a video or audio as WebVTT (`en.vtt` or `ar.vtt`), at a signed address like the content',
      params: Type.Object({ mediaId: IdSchema, file: StringEnum(['en.vtt', 'ar.vtt']) }),
      querystring: SignedQuerySchema,
      response: { 200: Type.String({ description: 'text/vtt; charset=utf-8' }), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const { mediaId, file } = request.params;
    const language = file.slice(0, 2) as TranscriptLanguage;
    const signature = await authorize(request, mediaTranscriptPath(mediaId, language), mediaId, request.query);
    const transcript = await findTranscript(ctx.db(), tenantOf(request).id, mediaId, language);
    if (!transcript) throw notFound(ERROR_CODES.NOT_FOUND, 'No captions in that language');
    return privateCache(reply, signature).type('text/vtt; charset=utf-8').send(transcript.vtt);
  });
}
