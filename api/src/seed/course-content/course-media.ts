import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { subsectionAttachments } from '../../modules/lms/content/tables';
import { courseSections, courseSubsections } from '../../modules/lms/tables';
import type { MediaStorage } from '../../modules/media/storage';
import { media } from '../../modules/media/tables';
import type { CourseAssetName } from './assets';
import type { CourseCopy } from './course-copy';
import { OUTLINE_PLAN } from './outline-plan';
import { ensureAssetFile } from './store-asset';

/**
 * The files of the course's FILE items, and the guide in the other language
 * as a downloadable attachment of the guide. Idempotent: only what has no
 * file in the store is written (the first time, or after the file went
 * missing), so seeding again on start-up costs a few lookups.
 */
export async function ensureCourseMedia(
  db: Db, storage: MediaStorage, owner: { organizationId: number; userId: number }, courseId: number, copy: CourseCopy,
): Promise<void> {
  const fileItems = OUTLINE_PLAN.flatMap((section) => section.items).flatMap((item) => (item.asset ? [{ ...item, asset: item.asset }] : []));
  const names = fileItems.map((item) => copy.items[item.key].name);
  const rows = await db.select({ id: courseSubsections.id, name: courseSubsections.name, mediaId: courseSubsections.fileMediaId, key: media.key })
    .from(courseSubsections)
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
    .leftJoin(media, and(eq(media.organizationId, owner.organizationId), eq(media.id, courseSubsections.fileMediaId)))
    .where(and(eq(courseSections.courseId, courseId), inArray(courseSubsections.name, names)));
  for (const item of fileItems) {
    const row = rows.find((candidate) => candidate.name === copy.items[item.key].name);
    if (!row) continue;
    const asset: CourseAssetName = item.asset === 'guide' || item.asset === 'picture' ? copy.assets[item.asset] : item.asset;
    const existing = row.mediaId !== null && row.key !== null ? { id: row.mediaId, key: row.key } : null;
    const stored = await ensureAssetFile(db, storage, owner, asset, existing, { renderPages: true, captionLabels: copy.captionLabels });
    if (stored !== null && !existing) await db.update(courseSubsections).set({ fileMediaId: stored }).where(eq(courseSubsections.id, row.id));
    if (item.key === 'guide') await ensureOtherGuide(db, storage, owner, row.id, copy);
  }
}

async function ensureOtherGuide(
  db: Db, storage: MediaStorage, owner: { organizationId: number; userId: number }, guideSubsectionId: number, copy: CourseCopy,
): Promise<void> {
  const [attachment] = await db.select({ mediaId: subsectionAttachments.mediaId, key: media.key })
    .from(subsectionAttachments)
    .innerJoin(media, and(eq(media.organizationId, owner.organizationId), eq(media.id, subsectionAttachments.mediaId)))
    .where(and(eq(subsectionAttachments.subsectionId, guideSubsectionId), isNotNull(subsectionAttachments.mediaId)))
    .limit(1);
  const existing = attachment?.mediaId ? { id: attachment.mediaId, key: attachment.key } : null;
  const stored = await ensureAssetFile(db, storage, owner, copy.assets.otherGuide, existing, { renderPages: false, captionLabels: copy.captionLabels });
  if (stored !== null && !existing) {
    await db.insert(subsectionAttachments).values({ subsectionId: guideSubsectionId, name: copy.attachments.otherGuide, mediaId: stored, sortOrder: 0 });
  }
}
