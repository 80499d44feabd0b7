import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { storePdfPages } from '../../modules/media/pdf-store';
import type { MediaStorage } from '../../modules/media/storage';
import { media } from '../../modules/media/tables';
import { storeTranscript } from '../../modules/media/transcripts';
import { COURSE_ASSETS, readAsset, VIDEO_CAPTIONS, type CourseAssetName } from './assets';

export interface StoredFile {
  id: number;
  key: string;
}

/**
 * One committed file in the media store, as a READY media row of the
 * organization (owned by the instructor). A row whose file went missing keeps
 * its id and gets a new key, so what points at it (subsections,
 * attachments) stays valid. PDF pages and video captions are stored through
 * the media module's own helpers, as an upload would (pages only where the
 * player shows them: an attachment is a download).
 * Returns null when the file is already in the store.
 */
export async function ensureAssetFile(
  db: Db,
  storage: MediaStorage,
  owner: { organizationId: number; userId: number },
  name: CourseAssetName,
  existing: StoredFile | null,
  options: { renderPages: boolean; captionLabels: { en: string; ar: string } },
): Promise<number | null> {
  if (existing && (await storage.size(existing.key)) !== null) return null;
  const asset = COURSE_ASSETS[name];
  const bytes = await readAsset(asset.fileName);
  const key = await storage.save(owner.organizationId, bytes);
  const facts = {
    key,
    sizeKB: Math.max(1, Math.ceil(bytes.length / 1024)),
    sizeBytes: bytes.length,
    receivedBytes: bytes.length,
    status: 'READY',
    durationSeconds: 'durationSeconds' in asset ? asset.durationSeconds : null,
  };
  let id: number;
  if (existing) {
    await db.update(media).set(facts).where(and(eq(media.organizationId, owner.organizationId), eq(media.id, existing.id)));
    id = existing.id;
  } else {
    const [row] = await db.insert(media).values({
      organizationId: owner.organizationId, userId: owner.userId, type: asset.type, mime: asset.mime, fileName: asset.fileName, ...facts,
    }).returning({ id: media.id });
    id = row!.id;
  }
  const file = { id, organizationId: owner.organizationId };
  if (options.renderPages && asset.mime === 'application/pdf') await storePdfPages(db, storage, file, bytes);
  if (name === 'video') {
    for (const language of ['en', 'ar'] as const) {
      const vtt = (await readAsset(VIDEO_CAPTIONS[language])).toString('utf8');
      await storeTranscript(db, file, { language, label: options.captionLabels[language], vtt });
    }
  }
  return id;
}
