import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { ErrorBodySchema, errorResponses, IdSchema } from '../../../core/http-schemas';
import { mediaStorageFor } from '../../media/storage-config';
import { CreatedUploadSchema } from '../groups/posts/post-uploads';
import { memberViewerOf } from './access';
import { EventParamsSchema } from './dto';
import { completeEventUpload, EventAttachmentSchema, EventUploadBodySchema, openEventUpload, removeEventAttachment } from './event-attachments';
import { NoContentSchema, type EventScopes } from './routes';

const tags = ['events'];
const EventMediaParamsSchema = Type.Object({ eventId: IdSchema, mediaId: IdSchema });

/** The event managers' files of an event (PDFs and images): upload, attach, remove. */
export function eventAttachmentRoutes({ managers }: EventScopes, ctx: AppContext): void {
  const storage = () => mediaStorageFor(process.env, ctx.mediaDir);

  managers.post('/events/:eventId/uploads', {
    schema: {
      operationId: 'openEventUpload', tags, params: EventParamsSchema, body: EventUploadBodySchema,
      summary: 'Open a chunked upload of a PDF or image for the event: PUT its chunks to uploadUrl, then POST .../uploads/{mediaId}/complete',
      response: { 201: CreatedUploadSchema, ...errorResponses(400, 401, 403, 404, 413), 415: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const upload = await openEventUpload(ctx.db(), storage(), await memberViewerOf(ctx, request), request.params.eventId, request.body);
    return reply.code(201).send(upload);
  });

  managers.post('/events/:eventId/uploads/:mediaId/complete', {
    schema: {
      operationId: 'completeEventUpload', tags, params: EventMediaParamsSchema,
      summary: 'Finish the upload (the type is told from the bytes: 415 med-002 on a mismatch) and attach the file after the others (at most 20: 400 req-001)',
      response: { 200: EventAttachmentSchema, ...errorResponses(400, 401, 403, 404, 409), 415: ErrorBodySchema },
    },
  }, async (request) => completeEventUpload(ctx.db(), storage(), await memberViewerOf(ctx, request), request.params.eventId, request.params.mediaId));

  managers.delete('/events/:eventId/attachments/:mediaId', {
    schema: {
      operationId: 'removeEventAttachment', tags, params: EventMediaParamsSchema,
      summary: 'Take a file off the event (204); 404 when the event has no such file',
      response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const viewer = await memberViewerOf(ctx, request);
    await ctx.db().transaction((tx) => removeEventAttachment(tx, viewer, request.params.eventId, request.params.mediaId));
    return reply.code(204).send(null);
  });
}
