import type { Db } from '../../core/db/types';

/**
 * Whether member `userId` may still read media `mediaId` of the organization
 * (lms/player answers: an item they may open uses it). Asked on every fetch
 * of a member-bound address, so losing access ends the link at once.
 */
export type MediaAccessCheck = (db: Db, organizationId: number, userId: number, mediaId: number) => Promise<boolean>;

/** Until lms/player's check is wired in, no member-bound address opens anything. */
export const denyMemberMedia: MediaAccessCheck = async () => false;
