import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { mediaTranscripts } from './tables';
import { webVttProblem } from './webvtt';

export const TRANSCRIPT_LANGUAGES = ['en', 'ar'] as const;
export type TranscriptLanguage = (typeof TRANSCRIPT_LANGUAGES)[number];

export class InvalidWebVttError extends Error {}

/** The unsigned path of a transcript: what its signature covers. */
export function mediaTranscriptPath(mediaId: number, language: TranscriptLanguage): string {
  return `/api/media/${mediaId}/transcripts/${language}.vtt`;
}

/**
 * Stores (or replaces) the captions of a video or audio in one language,
 * after checking they are WebVTT (throws InvalidWebVttError saying why).
 * The route and the seed both store through this.
 */
export async function storeTranscript(
  db: Db,
  file: { id: number; organizationId: number },
  transcript: { language: TranscriptLanguage; label: string; vtt: string },
): Promise<void> {
  const problem = webVttProblem(transcript.vtt);
  if (problem) throw new InvalidWebVttError(problem);
  const vtt = transcript.vtt.replace(/^\ufeff/, '');
  await db.insert(mediaTranscripts)
    .values({ organizationId: file.organizationId, mediaId: file.id, language: transcript.language, label: transcript.label, vtt })
    .onConflictDoUpdate({ target: [mediaTranscripts.mediaId, mediaTranscripts.language], set: { label: transcript.label, vtt } });
}

export async function findTranscript(db: Db, organizationId: number, mediaId: number, language: TranscriptLanguage) {
  const [row] = await db.select({ vtt: mediaTranscripts.vtt, label: mediaTranscripts.label }).from(mediaTranscripts)
    .where(and(eq(mediaTranscripts.organizationId, organizationId), eq(mediaTranscripts.mediaId, mediaId), eq(mediaTranscripts.language, language)))
    .limit(1);
  return row ?? null;
}

export async function transcriptLanguagesOf(db: Db, organizationId: number, mediaId: number) {
  return db.select({ language: mediaTranscripts.language, label: mediaTranscripts.label }).from(mediaTranscripts)
    .where(and(eq(mediaTranscripts.organizationId, organizationId), eq(mediaTranscripts.mediaId, mediaId)));
}
