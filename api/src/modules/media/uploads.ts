import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { AppError, notFound } from '../../core/errors';
import { mediaDurationSeconds } from './media-duration';
import { storePdfPages } from './pdf-store';
import { signUploadPath } from './signed-url';
import { allowedFor, declaredMatches, kindOf, sniffMedia, SNIFF_BYTES, type UploadPurpose } from './sniff-media';
import { ChunkLengthError, type MediaStorage } from './storage';
import { media } from './tables';

/** Every chunk but the last is exactly this long, so chunk n starts at n × CHUNK_SIZE (and is S3 part n + 1). */
export const CHUNK_SIZE = 8 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;
/** A day to send the chunks (resuming after a lost connection included). */
const UPLOAD_LIFE_MS = 24 * 60 * 60 * 1000;
/** PDFs are rendered from memory; larger ones are kept without pages. */
const MAX_RENDERED_PDF_BYTES = 200 * 1024 * 1024;

export function uploadPath(mediaId: number): string {
  return `/api/upload/${mediaId}`;
}

const mismatch = (status: 409 | 413, message: string) => new AppError(status, ERROR_CODES.MEDIA_UPLOAD_MISMATCH, message);
const refusedType = (message: string) => new AppError(415, ERROR_CODES.MEDIA_TYPE_REFUSED, message);

/** A chunk does not continue the upload: the answer says where it stands (also in the x-upload-offset header, set by the route). */
export class UploadOffsetError extends AppError {
  constructor(readonly receivedBytes: number, message: string) {
    super(409, ERROR_CODES.MEDIA_UPLOAD_MISMATCH, `${message}; the upload stands at byte ${receivedBytes}`);
  }
}

interface Owner { organizationId: number; userId: number }

export interface CreatedUpload {
  mediaId: number;
  uploadUrl: string;
  chunkSize: number;
  expiresAt: string;
}

/**
 * Opens a chunked upload: a media row UPLOADING with the announced size and
 * an empty file in the store. Transcripts must be declared WebVTT and other
 * purposes must not be: the declared type is checked against the bytes at
 * completion, so the purpose needs no column of its own.
 */
export async function createUpload(
  db: Db,
  storage: MediaStorage,
  owner: Owner,
  request: { fileName: string; mime: string; sizeBytes: number; purpose: UploadPurpose },
  nowMs: number,
): Promise<CreatedUpload> {
  if (request.sizeBytes > MAX_UPLOAD_BYTES) throw mismatch(413, `Uploads are at most ${MAX_UPLOAD_BYTES / 1024 ** 3} GiB`);
  const isVtt = declaredMatches(request.mime, 'text/vtt');
  if (!allowedFor(request.purpose, isVtt ? 'text/vtt' : 'application/pdf')) {
    throw refusedType(request.purpose === 'TRANSCRIPT' ? 'Transcripts are WebVTT files (text/vtt)' : 'WebVTT files are uploaded as transcripts');
  }
  const key = await storage.beginUpload(owner.organizationId);
  try {
    const [row] = await db.insert(media).values({
      organizationId: owner.organizationId,
      userId: owner.userId,
      type: 'file',
      mime: request.mime.split(';')[0]!.trim().toLowerCase(),
      key,
      fileName: request.fileName,
      sizeKB: Math.max(1, Math.ceil(request.sizeBytes / 1024)),
      status: 'UPLOADING',
      sizeBytes: request.sizeBytes,
      receivedBytes: 0,
    }).returning({ id: media.id });
    if (!row) throw new Error('media insert returned no row');
    const expiresAtMs = nowMs + UPLOAD_LIFE_MS;
    return {
      mediaId: row.id,
      uploadUrl: signUploadPath(uploadPath(row.id), owner.userId, expiresAtMs),
      chunkSize: CHUNK_SIZE,
      expiresAt: new Date(Math.floor(expiresAtMs / 1000) * 1000).toISOString(),
    };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** The uploader's unfinished upload (another member's, another organization's or a finished one: 404). */
export async function findUpload(db: Db, owner: Owner, mediaId: number) {
  const [row] = await db.select({
    id: media.id, key: media.key, mime: media.mime, status: media.status, sizeBytes: media.sizeBytes, receivedBytes: media.receivedBytes,
  }).from(media).where(and(eq(media.organizationId, owner.organizationId), eq(media.id, mediaId), eq(media.userId, owner.userId))).limit(1);
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'No such upload');
  return { ...row, sizeBytes: row.sizeBytes ?? 0 };
}

export type UploadRow = Awaited<ReturnType<typeof findUpload>>;

/**
 * Writes one chunk at its offset. It must start where the upload stands
 * (or be the last chunk again: a client that lost the answer replays it),
 * be CHUNK_SIZE long unless it ends the file, and never go past the
 * announced size.
 */
export async function receiveChunk(
  db: Db,
  storage: MediaStorage,
  upload: UploadRow,
  chunk: { start: number; end: number; total: number; body: Readable },
): Promise<{ receivedBytes: number; sizeBytes: number }> {
  if (upload.status !== 'UPLOADING') throw mismatch(409, 'The upload is already complete');
  if (chunk.total !== upload.sizeBytes || chunk.end >= upload.sizeBytes) {
    throw mismatch(413, `The upload was announced as ${upload.sizeBytes} bytes; this chunk says ${chunk.end + 1} of ${chunk.total}`);
  }
  const received = upload.receivedBytes;
  const lastChunkStart = received === 0 ? 0 : Math.floor((received - 1) / CHUNK_SIZE) * CHUNK_SIZE;
  const isReplay = received > 0 && chunk.start === lastChunkStart && chunk.end === received - 1;
  if (chunk.start !== received && !isReplay) throw new UploadOffsetError(received, `This chunk starts at byte ${chunk.start}`);
  const length = chunk.end - chunk.start + 1;
  if (length !== CHUNK_SIZE && chunk.end !== upload.sizeBytes - 1) {
    throw new UploadOffsetError(received, `Every chunk but the last is ${CHUNK_SIZE} bytes; this one is ${length}`);
  }
  try {
    await storage.writeChunk(upload.key, { index: chunk.start / CHUNK_SIZE, offset: chunk.start, length, body: chunk.body });
  } catch (error) {
    if (error instanceof ChunkLengthError) throw new AppError(400, ERROR_CODES.INVALID_INPUT, error.message);
    throw error;
  }
  const receivedBytes = Math.max(received, chunk.end + 1);
  await db.update(media).set({ receivedBytes }).where(and(eq(media.id, upload.id), eq(media.status, 'UPLOADING')));
  return { receivedBytes, sizeBytes: upload.sizeBytes };
}

/**
 * Finishes an upload: all bytes in, the type told from them (a mismatch with
 * the declared type removes the upload: 415 med-002), video and audio
 * durations read from the container, PDFs rendered to pages; then READY.
 */
export async function completeUpload(db: Db, storage: MediaStorage, owner: Owner, upload: UploadRow): Promise<void> {
  if (upload.status !== 'UPLOADING') throw mismatch(409, 'The upload is already complete');
  if (upload.receivedBytes !== upload.sizeBytes) {
    throw new UploadOffsetError(upload.receivedBytes, `${upload.sizeBytes - upload.receivedBytes} bytes are still missing`);
  }
  await storage.finishUpload(upload.key);
  const source = await storage.source(upload.key);
  if (!source) throw new Error(`the bytes of media ${upload.id} are gone`);
  const sniffed = sniffMedia(await source.read(0, SNIFF_BYTES));
  const refuse = async (message: string) => {
    await storage.remove(upload.key);
    await db.delete(media).where(and(eq(media.organizationId, owner.organizationId), eq(media.id, upload.id)));
    return refusedType(`${message}; the upload was discarded`);
  };
  if (!sniffed) throw await refuse('The file is none of the accepted types (PDF, PNG, JPEG, WebP, MP4, WebM, MP3, OGG, WAV, WebVTT)');
  if (!declaredMatches(upload.mime, sniffed)) throw await refuse(`The file was declared ${upload.mime} but its bytes are ${sniffed}`);
  const kind = kindOf(sniffed);
  const durationSeconds = kind === 'video' || kind === 'audio' ? await mediaDurationSeconds(sniffed, source) : null;
  if (sniffed === 'application/pdf' && source.size <= MAX_RENDERED_PDF_BYTES) {
    const bytes = await source.read(0, source.size);
    try {
      await storePdfPages(db, storage, { id: upload.id, organizationId: owner.organizationId }, bytes);
    } catch {
      throw await refuse('The PDF could not be read');
    }
  }
  await db.update(media).set({ type: kind, mime: sniffed, status: 'READY', durationSeconds })
    .where(and(eq(media.organizationId, owner.organizationId), eq(media.id, upload.id)));
}
