import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { pageKeysOf } from './pdf-store';
import { mediaPages, media } from './tables';

/** An upload that never completed is given up once its upload address has expired (uploads.ts: 24 hours). */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

interface SwapSides {
  organizationId: number;
  /** The media that keeps its id (everything that links to it keeps working). */
  targetId: number;
  /** A completed upload whose file takes the target's place; it is gone afterwards. */
  replacementId: number;
}

/**
 * PATCH media/swap/{mediaId}: the target takes the replacement's file, type
 * details and rendered pages, so a course item, attachment or cover shows
 * the new file without being edited. One transaction; returns the store
 * keys of the target's old file and pages, to remove once it has committed.
 */
export async function swapMediaFile(db: Db, sides: SwapSides): Promise<string[]> {
  return db.transaction(async (tx) => {
    const of = (id: number) => and(eq(media.organizationId, sides.organizationId), eq(media.id, id));
    const [target] = await tx.select().from(media).where(of(sides.targetId)).for('update');
    const [replacement] = await tx.select().from(media).where(of(sides.replacementId)).for('update');
    if (!target || !replacement) throw new Error('swapMediaFile: both media must exist (checked by the route)');
    const oldPageKeys = await pageKeysOf(tx, sides.organizationId, target.id);
    await tx.delete(mediaPages).where(and(eq(mediaPages.organizationId, sides.organizationId), eq(mediaPages.mediaId, target.id)));
    await tx.update(mediaPages).set({ mediaId: target.id })
      .where(and(eq(mediaPages.organizationId, sides.organizationId), eq(mediaPages.mediaId, replacement.id)));
    // The replacement's row goes before its key moves to the target (keys are unique).
    await tx.delete(media).where(of(replacement.id));
    await tx.update(media).set({
      key: replacement.key, mime: replacement.mime, type: replacement.type, fileName: replacement.fileName,
      sizeKB: replacement.sizeKB, sizeBytes: replacement.sizeBytes, receivedBytes: replacement.receivedBytes,
      durationSeconds: replacement.durationSeconds, pageCount: replacement.pageCount,
    }).where(of(target.id));
    return [target.key, ...oldPageKeys];
  });
}

/**
 * POST media/dump: the caller's uploads that were started and never
 * completed, once their upload address has expired. Returns the store keys
 * of what was removed (their partial bytes).
 */
export async function dumpAbandonedUploads(db: Db, owner: { organizationId: number; userId: number }, nowMs: number): Promise<string[]> {
  const removed = await db.delete(media).where(and(
    eq(media.organizationId, owner.organizationId), eq(media.userId, owner.userId), eq(media.status, 'UPLOADING'),
    lt(media.createdAt, new Date(nowMs - ABANDONED_AFTER_MS)),
  )).returning({ key: media.key });
  return removed.map((row) => row.key);
}
