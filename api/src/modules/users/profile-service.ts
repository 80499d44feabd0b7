import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { badRequest, notFound } from '../../core/errors';
import { phoneVerifications } from '../auth/tables';
import { profileImageUrlOf } from '../auth/profile-image';
import { isOwnImage } from '../media/service';
import type { PatchUserBody, UserProfile } from './profile-dto';
import { userExtraFields, userInterestedCategories, users } from './tables';

export interface Member {
  organizationId: number;
  userId: number;
}

/** GET user: the caller's whole record, by (organization_id, id). */
export async function getProfile(db: Db, member: Member): Promise<UserProfile> {
  const [row] = await db.select().from(users)
    .where(and(eq(users.organizationId, member.organizationId), eq(users.id, member.userId))).limit(1);
  if (!row) throw notFound();
  const [extraFields, interests, verifiedPhone, profileImageUrl] = await Promise.all([
    db.select({ fieldKey: userExtraFields.fieldKey, value: userExtraFields.value }).from(userExtraFields)
      .where(and(eq(userExtraFields.organizationId, member.organizationId), eq(userExtraFields.userId, member.userId)))
      .orderBy(asc(userExtraFields.fieldKey)),
    db.select({ categoryId: userInterestedCategories.categoryId }).from(userInterestedCategories)
      .where(and(eq(userInterestedCategories.organizationId, member.organizationId), eq(userInterestedCategories.userId, member.userId)))
      .orderBy(asc(userInterestedCategories.categoryId)),
    row.normalizedPhoneNumber
      ? db.select({ id: phoneVerifications.id }).from(phoneVerifications).where(and(
        eq(phoneVerifications.organizationId, member.organizationId),
        eq(phoneVerifications.userId, member.userId),
        eq(phoneVerifications.normalizedPhoneNumber, row.normalizedPhoneNumber),
      )).limit(1)
      : Promise.resolve([]),
    profileImageUrlOf(db, row),
  ]);
  const { passwordHash: _secret, isAdministrator, isInstructor, ...fields } = row;
  return {
    ...fields,
    preferredLanguage: isLanguage(row.preferredLanguage) ? row.preferredLanguage : DEFAULT_LANGUAGE,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    lastVisited: row.lastVisited?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isPhoneVerified: verifiedPhone.length > 0,
    portals: { isAdministrator, isInstructor },
    profileImageUrl,
    extraFields,
    interestedCategoryIds: interests.map((interest) => interest.categoryId),
  };
}

/** PATCH user: only the editable profile fields (the body schema refuses the rest). */
export async function patchProfile(db: Db, member: Member, body: PatchUserBody): Promise<UserProfile> {
  for (const key of ['profileImageId', 'coverImageId'] as const) {
    const mediaId = body[key];
    if (typeof mediaId === 'number' && !(await isOwnImage(db, member, mediaId))) {
      throw badRequest(`${key} must be an image you uploaded`);
    }
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [key, value] of Object.entries(body) as Array<[keyof PatchUserBody, PatchUserBody[keyof PatchUserBody]]>) {
    if (value === undefined) continue;
    // Blank optional text means "clear it"; names are required and keep their schema rule.
    (changes as Record<string, unknown>)[key] = typeof value === 'string' ? (value.trim() || null) : value;
  }
  if (Object.keys(changes).length) {
    await db.update(users).set(changes).where(and(eq(users.organizationId, member.organizationId), eq(users.id, member.userId)));
  }
  return getProfile(db, member);
}
