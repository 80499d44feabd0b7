import type { Db } from '../../core/db/types';
import { findMedia, mediaContentUrl } from '../media/service';

/**
 * The URL of a user's profile image for CurrentUser and UserProfile: the
 * media module's content address, or null when the user has none (or the
 * row is gone). One function, so GET auth and every signed-in answer follow.
 */
export async function profileImageUrlOf(db: Db, user: { organizationId: number; profileImageId: number | null }): Promise<string | null> {
  if (user.profileImageId === null) return null;
  const row = await findMedia(db, user.organizationId, user.profileImageId);
  return row ? mediaContentUrl(row.id) : null;
}
