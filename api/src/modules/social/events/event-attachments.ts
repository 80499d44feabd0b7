import { Type, type Static } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { badRequest, notFound } from '../../../core/errors';
import { cleanFileName } from '../../media/file-name';
import { mediaContentUrl } from '../../media/service';
import type { MediaStorage } from '../../media/storage';
import { media } from '../../media/tables';
import { completeUpload, createUpload, findUpload, type CreatedUpload } from '../../media/uploads';
import { socialEventAttachments } from '../tables';
import type { SignedInViewer } from './access';
import { lockEvent } from './enrollment-writes';
import { eventOf } from './visible-event';

/**
 * An event's files (the PDF viewer and the media of /event/{eventId}),
 * through the media module's chunked upload, as a group's post media: the
 * event manager opens the upload here, PUTs the chunks to the signed
 * uploadUrl, then completes it here, which checks the bytes (415 med-002 on
 * a mismatch) and attaches the file last. PDFs and images only.
 */
const MAX_EVENT_FILE_BYTES = 50 * 1024 * 1024;
/** More is a brochure library, not an event page. */
const MAX_EVENT_ATTACHMENTS = 20;

export const EventUploadBodySchema = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  mime: Type.String({ minLength: 3, maxLength: 127, pattern: '^(application/pdf|image/[\\w.+-]+)(;.*)?$', description: 'PDFs and images only' }),
  sizeBytes: Type.Integer({ minimum: 1, maximum: MAX_EVENT_FILE_BYTES, description: 'At most 50 MiB' }),
}, { additionalProperties: false });

export const EventAttachmentSchema = Type.Object({
  mediaId: Type.Integer(), name: Type.String(), mime: Type.String(), url: Type.String(), pageCount: Type.Union([Type.Integer(), Type.Null()]),
}, { title: 'EventAttachment' });
export type EventAttachment = Static<typeof EventAttachmentSchema>;

const ownerOf = (viewer: SignedInViewer) => ({ organizationId: viewer.organizationId, userId: viewer.userId });

/** POST events/{eventId}/uploads: the organization's event (any state: managers see drafts), else 404. */
export async function openEventUpload(
  db: Db, storage: MediaStorage, viewer: SignedInViewer, eventId: number, request: Static<typeof EventUploadBodySchema>,
): Promise<CreatedUpload> {
  await eventOf(db, viewer.organizationId, eventId);
  return createUpload(db, storage, ownerOf(viewer), { ...request, fileName: cleanFileName(request.fileName, 'file'), purpose: 'ATTACHMENT' }, viewer.now.getTime());
}

async function attachmentOf(db: Db, eventId: number, mediaId: number): Promise<EventAttachment | null> {
  const [row] = await db.select({ mediaId: media.id, name: media.fileName, mime: media.mime, pageCount: media.pageCount })
    .from(socialEventAttachments).innerJoin(media, eq(media.id, socialEventAttachments.mediaId))
    .where(and(eq(socialEventAttachments.eventId, eventId), eq(socialEventAttachments.mediaId, mediaId)));
  return row ? { ...row, url: mediaContentUrl(row.mediaId) } : null;
}

/**
 * POST events/{eventId}/uploads/{mediaId}/complete: the manager's own
 * upload, finished and attached after the event's other files (under the
 * event's row lock, so two completions never take the same position). A
 * replay of a completion already attached answers the attachment.
 */
export async function completeEventUpload(db: Db, storage: MediaStorage, viewer: SignedInViewer, eventId: number, mediaId: number): Promise<EventAttachment> {
  await eventOf(db, viewer.organizationId, eventId);
  const attached = await attachmentOf(db, eventId, mediaId);
  if (attached) return attached;
  const owner = ownerOf(viewer);
  await completeUpload(db, storage, owner, await findUpload(db, owner, mediaId));
  await db.transaction(async (tx) => {
    await lockEvent(tx, viewer.organizationId, eventId);
    const [{ count, last } = { count: 0, last: -1 }] = await tx.select({
      count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${socialEventAttachments.position}), -1)::int`,
    }).from(socialEventAttachments).where(eq(socialEventAttachments.eventId, eventId));
    if (count >= MAX_EVENT_ATTACHMENTS) throw badRequest(`An event holds at most ${MAX_EVENT_ATTACHMENTS} files`);
    await tx.insert(socialEventAttachments).values({ organizationId: viewer.organizationId, eventId, mediaId, position: last + 1 });
  });
  const row = await attachmentOf(db, eventId, mediaId);
  if (!row) throw new Error('the attached file vanished');
  return row;
}

/** DELETE events/{eventId}/attachments/{mediaId}: 404 when the event or the file on it is unknown. The media stays (other rows may name it). */
export async function removeEventAttachment(tx: Db, viewer: SignedInViewer, eventId: number, mediaId: number): Promise<void> {
  await lockEvent(tx, viewer.organizationId, eventId);
  const removed = await tx.delete(socialEventAttachments)
    .where(and(eq(socialEventAttachments.organizationId, viewer.organizationId), eq(socialEventAttachments.eventId, eventId), eq(socialEventAttachments.mediaId, mediaId)))
    .returning({ mediaId: socialEventAttachments.mediaId });
  if (!removed.length) throw notFound(undefined, 'The event has no such file');
}
