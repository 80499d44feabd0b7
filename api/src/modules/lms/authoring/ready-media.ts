import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { media } from '../../media/tables';
import { contentInvalid } from './content-invalid';

/**
 * A file an author puts in a course must be fully uploaded (READY) and of the
 * organization: an upload still arriving or another tenant's media is a 400 crs-002.
 */
export async function checkReadyMedia(db: Db, organizationId: number, mediaId: number): Promise<void> {
  const [row] = await db.select({ status: media.status }).from(media)
    .where(and(eq(media.id, mediaId), eq(media.organizationId, organizationId)));
  if (!row) throw contentInvalid(`No media ${mediaId} in this organization`);
  if (row.status !== 'READY') throw contentInvalid(`Media ${mediaId} is not fully uploaded yet`);
}
