import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '../../core/paths';

/**
 * The committed media of the seeded course (api/assets/course-content; how
 * they were made: sources/README.md). Facts the seed cannot read cheaply
 * from the bytes are kept here, measured once with ffprobe.
 */
export interface CourseAsset {
  fileName: string;
  mime: string;
  /** media.type (spec enumeration, lower case). */
  type: 'file' | 'image' | 'video' | 'audio';
  durationSeconds?: number;
}

export const COURSE_ASSETS = {
  guideEn: { fileName: 'feedback-guide.en.pdf', mime: 'application/pdf', type: 'file' },
  guideAr: { fileName: 'feedback-guide.ar.pdf', mime: 'application/pdf', type: 'file' },
  pictureEn: { fileName: 'sbi-model.en.webp', mime: 'image/webp', type: 'image' },
  pictureAr: { fileName: 'sbi-model.ar.webp', mime: 'image/webp', type: 'image' },
  // ffprobe: 30.008 s and 15.65 s; rounded as the upload path stores durations.
  video: { fileName: 'sbi-model.webm', mime: 'video/webm', type: 'video', durationSeconds: 30 },
  audio: { fileName: 'feedback-tip.ogg', mime: 'audio/ogg', type: 'audio', durationSeconds: 16 },
} as const satisfies Record<string, CourseAsset>;

export type CourseAssetName = keyof typeof COURSE_ASSETS;

/** The video's captions, one file per language, matching what is said in it. */
export const VIDEO_CAPTIONS = { en: 'sbi-model.en.vtt', ar: 'sbi-model.ar.vtt' } as const;

function courseContentDir(): string {
  return path.join(apiPaths().assetsDir, 'course-content');
}

export function readAsset(fileName: string): Promise<Buffer> {
  return fs.promises.readFile(path.join(courseContentDir(), fileName));
}
