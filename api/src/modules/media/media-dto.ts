import { Type, type Static } from '@sinclair/typebox';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { Nullable, StringEnum } from '../../core/http-schemas';
import { mediaContentUrl } from './service';
import { media } from './tables';
import { TRANSCRIPT_LANGUAGES, transcriptLanguagesOf } from './transcripts';

export const MediaSchema = Type.Object({
  id: Type.Integer(),
  type: StringEnum(['file', 'image', 'video', 'audio']),
  mime: Type.String({ description: 'Told from the bytes once READY; the declared type while UPLOADING' }),
  fileName: Type.String(),
  status: StringEnum(['UPLOADING', 'READY']),
  sizeBytes: Nullable(Type.Integer()),
  receivedBytes: Type.Integer(),
  durationSeconds: Nullable(Type.Integer({ description: 'Video and audio length read from the container (MP4, WebM, WAV); null when unknown' })),
  pageCount: Nullable(Type.Integer({ description: 'PDF: pages rendered at upload' })),
  transcripts: Type.Array(Type.Object({ language: StringEnum(TRANSCRIPT_LANGUAGES), label: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
  url: Nullable(Type.String({ description: 'For the uploader and course managers: a signed address valid one to two hours; null until READY' })),
});
export type MediaDto = Static<typeof MediaSchema>;

const COLUMNS = {
  id: media.id, userId: media.userId, type: media.type, mime: media.mime, key: media.key, fileName: media.fileName, status: media.status,
  sizeBytes: media.sizeBytes, sizeKB: media.sizeKB, receivedBytes: media.receivedBytes, durationSeconds: media.durationSeconds,
  pageCount: media.pageCount, createdAt: media.createdAt,
};

export async function mediaRow(db: Db, organizationId: number, mediaId: number) {
  const [row] = await db.select(COLUMNS).from(media).where(and(eq(media.organizationId, organizationId), eq(media.id, mediaId))).limit(1);
  return row ?? null;
}
type MediaRow = NonNullable<Awaited<ReturnType<typeof mediaRow>>>;

function toDto(row: MediaRow, transcripts: MediaDto['transcripts']): MediaDto {
  return {
    id: row.id,
    type: row.type as MediaDto['type'],
    mime: row.mime,
    fileName: row.fileName,
    status: row.status as MediaDto['status'],
    // Images of the one-shot upload have no announced size: their KB stand in.
    sizeBytes: row.sizeBytes ?? row.sizeKB * 1024,
    receivedBytes: row.receivedBytes,
    durationSeconds: row.durationSeconds,
    pageCount: row.pageCount,
    transcripts,
    createdAt: row.createdAt.toISOString(),
    url: row.status === 'READY' ? mediaContentUrl(row.id) : null,
  };
}

export async function mediaDto(db: Db, organizationId: number, row: MediaRow): Promise<MediaDto> {
  const transcripts = await transcriptLanguagesOf(db, organizationId, row.id);
  return toDto(row, transcripts.map((t) => ({ language: t.language as MediaDto['transcripts'][number]['language'], label: t.label })));
}

/** The member's uploads, newest first. */
export async function uploadsOf(db: Db, owner: { organizationId: number; userId: number }, page: { skip: number; take: number }) {
  const rows = await db.select(COLUMNS).from(media)
    .where(and(eq(media.organizationId, owner.organizationId), eq(media.userId, owner.userId)))
    .orderBy(desc(media.createdAt), desc(media.id)).offset(page.skip).limit(page.take);
  return Promise.all(rows.map((row) => mediaDto(db, owner.organizationId, row)));
}
