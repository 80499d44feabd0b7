import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import type { FastifyRequest } from 'fastify';
import { requireMemberPermission } from '../../core/authorize';
import type { App, AppContext } from '../../core/context';
import { AppError, badRequest } from '../../core/errors';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { userOf, type Tenancy } from '../../core/tenancy';
import { contentRoutes } from './content-routes';
import { cleanFileName } from './file-name';
import { denyMemberMedia, type MediaAccessCheck } from './media-access';
import { manageRoutes } from './manage-routes';
import { storeImage } from './service';
import { IMAGE_MIME_TYPES, sniffImage } from './sniff-image';
import { localMediaStorage, type MediaStorage } from './storage';
import { uploadRoutes } from './upload-routes';

/** Profile images: small enough to keep in memory while sniffing them. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export interface MediaRoutesOptions {
  /** Whether a member may still read course media (lms/player's memberMayReadMedia); default: no member-bound address opens anything. */
  mayRead?: MediaAccessCheck;
  /** The store (default: the local media folder; s3-storage.ts when MEDIA_S3_* are set: see storage-config.ts). */
  storage?: MediaStorage;
}

export async function mediaRoutes(app: App, ctx: AppContext, tenancy: Tenancy, options: MediaRoutesOptions = {}): Promise<void> {
  const storage = options.storage ?? localMediaStorage(ctx.mediaDir);
  // By name: an <img>, a <video> and an upload's PUT send no token, and a stale one must not get in the way.
  const { byName, members, managers } = await routeScopes(app, tenancy, {
    byName: { tenant: 'by-name', user: 'none' },
    members: { tenant: 'resolve', user: 'required' },
    managers: { tenant: 'resolve', user: 'required', guards: [requireMemberPermission(ctx, 'manage-courses')] },
  });
  contentRoutes(byName, ctx, storage, options.mayRead ?? denyMemberMedia);
  await uploadRoutes(app, { managers, members }, ctx, tenancy, storage);
  manageRoutes(members, ctx, storage);

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
        bytes, mime, fileName: cleanFileName(part.filename, 'image'),
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
