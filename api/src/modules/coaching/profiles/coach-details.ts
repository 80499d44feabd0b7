import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { badRequest } from '../../../core/errors';
import { learningCategories } from '../../learning-categories/tables';
import type { CoachingViewer } from '../access';
import { coachingCoaches } from '../tables';
import type { CoachDetailsBody } from './dto';

/** PATCH coaches/me/details (spec "PATCH coach-details"): the sent fields only; the specialty is one of the organization's learning categories. */
export async function patchCoachDetails(db: Db, viewer: CoachingViewer, body: CoachDetailsBody): Promise<void> {
  if (body.specialtyId != null) {
    const [category] = await db.select({ id: learningCategories.id }).from(learningCategories)
      .where(and(eq(learningCategories.organizationId, viewer.organizationId), eq(learningCategories.id, body.specialtyId))).limit(1);
    if (!category) throw badRequest('specialtyId is not a learning category of the organization');
  }
  const change: Partial<typeof coachingCoaches.$inferInsert> = { updatedAt: viewer.now };
  if (body.headlineEn !== undefined) change.headline = body.headlineEn.trim();
  if (body.headlineAr !== undefined) change.headlineAr = body.headlineAr.trim();
  if (body.aboutEn !== undefined) change.about = body.aboutEn.trim();
  if (body.aboutAr !== undefined) change.aboutAr = body.aboutAr.trim();
  if (body.specialtyId !== undefined) change.specialtyCategoryId = body.specialtyId;
  if (body.price !== undefined) change.price = body.price;
  if (body.isListed !== undefined) change.isListed = body.isListed;
  await db.update(coachingCoaches).set(change)
    .where(and(eq(coachingCoaches.organizationId, viewer.organizationId), eq(coachingCoaches.userId, viewer.userId)));
}
