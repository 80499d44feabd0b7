import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { media } from './tables';
import type { ImageMime } from './sniff-image';
import { signMediaPath } from './signed-url';
import type { MediaStorage } from './storage';

/** The unsigned path of a stored file: what the signature covers. */
export function mediaContentPath(mediaId: number): string {
  return `/api/media/${mediaId}/content`;
}

/**
 * Where clients fetch a stored file: an <img src> sends no bearer, so the
 * URL itself is the permission, signed and short-lived (signed-url.ts).
 * Every answer that names a media file names it through this.
 */
export function mediaContentUrl(mediaId: number, nowMs?: number): string {
  return signMediaPath(mediaContentPath(mediaId), nowMs);
}

export interface StoredImage {
  id: number;
  url: string;
}

/**
 * Writes the file, then its row; if the row cannot be written the file is
 * removed again, so the folder holds no orphan from a failed upload.
 */
export async function storeImage(
  db: Db,
  storage: MediaStorage,
  owner: { organizationId: number; userId: number },
  file: { bytes: Buffer; mime: ImageMime; fileName: string },
): Promise<StoredImage> {
  const key = await storage.save(owner.organizationId, file.bytes);
  try {
    const [row] = await db.insert(media).values({
      organizationId: owner.organizationId,
      userId: owner.userId,
      type: 'image',
      mime: file.mime,
      key,
      fileName: file.fileName,
      sizeKB: Math.max(1, Math.ceil(file.bytes.length / 1024)),
    }).returning({ id: media.id });
    if (!row) throw new Error('media insert returned no row');
    return { id: row.id, url: mediaContentUrl(row.id) };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** A media row of the organization, looked up by (organization_id, id). */
export async function findMedia(db: Db, organizationId: number, mediaId: number) {
  const [row] = await db.select({ id: media.id, userId: media.userId, type: media.type, mime: media.mime, key: media.key, fileName: media.fileName })
    .from(media).where(and(eq(media.organizationId, organizationId), eq(media.id, mediaId))).limit(1);
  return row ?? null;
}

/** True when `mediaId` is an image the user uploaded (what profileImageId may point at). */
export async function isOwnImage(db: Db, owner: { organizationId: number; userId: number }, mediaId: number): Promise<boolean> {
  const row = await findMedia(db, owner.organizationId, mediaId);
  return row !== null && row.userId === owner.userId && row.type === 'image';
}
