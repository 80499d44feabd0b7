import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { renderPdfPages } from './pdf-pages';
import type { MediaStorage } from './storage';
import { media, mediaPages } from './tables';

/** The unsigned path of one rendered page: what its signature covers. */
export function mediaPagePath(mediaId: number, pageNumber: number): string {
  return `/api/media/${mediaId}/pages/${pageNumber}`;
}

/**
 * Renders a PDF's pages and keeps them: each picture in the store, a
 * media_pages row with its size and text, and media.pageCount. Pages of an
 * earlier rendering are replaced. Used at upload completion and by the seed
 * for its PDFs.
 */
export async function storePdfPages(
  db: Db,
  storage: MediaStorage,
  file: { id: number; organizationId: number },
  bytes: Uint8Array,
): Promise<number> {
  const pages = await renderPdfPages(bytes);
  const saved: string[] = [];
  try {
    for (const page of pages) saved.push(await storage.save(file.organizationId, page.webp));
    const earlier = await db.select({ imageKey: mediaPages.imageKey }).from(mediaPages)
      .where(and(eq(mediaPages.organizationId, file.organizationId), eq(mediaPages.mediaId, file.id)));
    await db.delete(mediaPages).where(and(eq(mediaPages.organizationId, file.organizationId), eq(mediaPages.mediaId, file.id)));
    if (pages.length) {
      await db.insert(mediaPages).values(pages.map((page, index) => ({
        organizationId: file.organizationId,
        mediaId: file.id,
        pageNumber: page.pageNumber,
        imageKey: saved[index]!,
        width: page.width,
        height: page.height,
        text: page.text,
      })));
    }
    await db.update(media).set({ pageCount: pages.length })
      .where(and(eq(media.organizationId, file.organizationId), eq(media.id, file.id)));
    await Promise.all(earlier.map((page) => storage.remove(page.imageKey)));
    return pages.length;
  } catch (error) {
    await Promise.all(saved.map((key) => storage.remove(key)));
    throw error;
  }
}

/** The page's stored picture, or null. */
export async function findMediaPage(db: Db, organizationId: number, mediaId: number, pageNumber: number) {
  const [row] = await db.select({ imageKey: mediaPages.imageKey }).from(mediaPages)
    .where(and(eq(mediaPages.organizationId, organizationId), eq(mediaPages.mediaId, mediaId), eq(mediaPages.pageNumber, pageNumber)))
    .limit(1);
  return row ?? null;
}

/** Store keys of a media's rendered pages (removed with it). */
export async function pageKeysOf(db: Db, organizationId: number, mediaId: number): Promise<string[]> {
  const rows = await db.select({ imageKey: mediaPages.imageKey }).from(mediaPages)
    .where(and(eq(mediaPages.organizationId, organizationId), eq(mediaPages.mediaId, mediaId)));
  return rows.map((row) => row.imageKey);
}
