import type { ByteSource } from './byte-source';
import { mp4DurationSeconds } from './mp4-duration';
import type { SniffedMime } from './sniff-media';
import { wavDurationSeconds } from './wav-duration';
import { webmDurationSeconds } from './webm-duration';

/**
 * Whole seconds of a video or audio, read from its container at upload (what
 * "watched to 90%" is measured against). MP3 and OGG have no length in a
 * header: they stay null, and the player learns it from the browser.
 */
export async function mediaDurationSeconds(mime: SniffedMime, source: ByteSource): Promise<number | null> {
  const seconds = await readSeconds(mime, source).catch(() => null);
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.round(seconds));
}

function readSeconds(mime: SniffedMime, source: ByteSource): Promise<number | null> {
  switch (mime) {
    case 'video/mp4':
    case 'audio/mp4':
      return mp4DurationSeconds(source);
    case 'video/webm':
    case 'video/x-matroska':
      return webmDurationSeconds(source);
    case 'audio/wav':
      return wavDurationSeconds(source);
    default:
      return Promise.resolve(null);
  }
}
