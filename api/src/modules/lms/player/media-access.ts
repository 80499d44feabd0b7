import { and, eq, inArray } from 'drizzle-orm';
import { createPermissionChecker } from '@halaqa/permissions';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { catalogueOf } from '../../permissions/catalogue-store';
import { heldPermissions } from '../../permissions/holder';
import { users } from '../../users/tables';
import { subsectionAttachments } from '../content/tables';
import { courseSections, courseSubsections } from '../tables';
import { loadOutline } from './outline';
import { openPlayer, type PlayerCaller } from './player-gate';

/**
 * The media route's question about a member-bound address: may member
 * `userId` (of `organizationId`) still read this media? True when they may
 * open (visible and unlocked) a subsection whose file or an attachment is
 * that media, as a student, instructor or administrator of its course: the
 * player's own rules, so an address outlives neither an enrollment nor a lock.
 */
export type MediaAccessCheck = (db: Db, organizationId: number, userId: number, mediaId: number) => Promise<boolean>;

export const memberMayReadMedia: MediaAccessCheck = async (db, organizationId, userId, mediaId) => {
  const [asFile, asAttachment] = await Promise.all([
    db.select({ subsectionId: courseSubsections.id, courseId: courseSections.courseId }).from(courseSubsections)
      .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
      .where(eq(courseSubsections.fileMediaId, mediaId)),
    db.select({ subsectionId: courseSubsections.id, courseId: courseSections.courseId }).from(subsectionAttachments)
      .innerJoin(courseSubsections, eq(courseSubsections.id, subsectionAttachments.subsectionId))
      .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
      .where(eq(subsectionAttachments.mediaId, mediaId)),
  ]);
  const uses = [...asFile, ...asAttachment];
  if (!uses.length) return false;
  const caller = await callerOf(db, organizationId, userId);
  if (!caller) return false;
  for (const courseId of new Set(uses.map((use) => use.courseId))) {
    const seat = await openPlayer(db, caller, courseId).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!seat) continue;
    const outline = await loadOutline(db, seat);
    const opens = uses.some((use) => use.courseId === courseId
      && outline.visible.some((item) => item.id === use.subsectionId && item.access.lock === null));
    if (opens) return true;
  }
  return false;
};

/** The member as the player gate sees them, without a request: their portal and manage-courses from the database. */
async function callerOf(db: Db, organizationId: number, userId: number): Promise<PlayerCaller | null> {
  const [user] = await db.select({ isAdministrator: users.isAdministrator }).from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, [userId])));
  if (!user) return null;
  let administersCourses = false;
  if (user.isAdministrator) {
    const [catalogue, held] = await Promise.all([catalogueOf(db), heldPermissions(db, organizationId, userId)]);
    const organization = createPermissionChecker(catalogue, held.organization);
    const member = createPermissionChecker(catalogue, held.member, { organization });
    administersCourses = member.holds('manage-courses') && organization.holds('manage-courses');
  }
  return { organizationId, userId, administersCourses, language: 'en', now: new Date() };
}
