import { Type, type Static } from '@sinclair/typebox';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../../core/db/types';
import { badRequest } from '../../../../core/errors';
import { IdSchema } from '../../../../core/http-schemas';
import { socialFeedPreferences, socialGroups } from '../../tables';
import type { SocialCaller } from '../caller';
import { knownGroupCondition } from '../group-access';

/** The table's check allows no more (social_feed_preferences_muted). */
const MAX_MUTED_GROUPS = 200;

export const FeedPreferencesSchema = Type.Object({
  homeIncludesPublicGroups: Type.Boolean({ description: 'Also the posts of public groups the member has not joined' }),
  mutedGroupIds: Type.Array(IdSchema, { maxItems: MAX_MUTED_GROUPS, description: 'Groups whose posts stay out of the home feed' }),
}, { title: 'FeedPreferences', additionalProperties: false });
export type FeedPreferences = Static<typeof FeedPreferencesSchema>;

const DEFAULTS: FeedPreferences = { homeIncludesPublicGroups: false, mutedGroupIds: [] };

/** GET /api/feeds/preferences: the stored choice, or the defaults when the member never chose. */
export async function feedPreferences(db: Db, caller: SocialCaller): Promise<FeedPreferences> {
  const [row] = await db.select({ homeIncludesPublicGroups: socialFeedPreferences.homeIncludesPublicGroups, mutedGroupIds: socialFeedPreferences.mutedGroupIds })
    .from(socialFeedPreferences)
    .where(and(eq(socialFeedPreferences.organizationId, caller.organizationId), eq(socialFeedPreferences.userId, caller.userId)));
  return row ?? { ...DEFAULTS, mutedGroupIds: [] };
}

/**
 * PUT /api/feeds/preferences: every muted id names a group of the caller's
 * organization the caller may know of (a secret group they are not in is
 * refused like an unknown id, so the answer reveals nothing): 400 req-001.
 * One upsert, so a replay stores the same row.
 */
export async function saveFeedPreferences(db: Db, caller: SocialCaller, wanted: FeedPreferences): Promise<FeedPreferences> {
  const mutedGroupIds = [...new Set(wanted.mutedGroupIds)].sort((a, b) => a - b);
  if (mutedGroupIds.length > 0) {
    const known = await db.select({ id: socialGroups.id }).from(socialGroups)
      .where(and(eq(socialGroups.organizationId, caller.organizationId), inArray(socialGroups.id, mutedGroupIds),
        knownGroupCondition(caller, socialGroups.id, socialGroups.privacy)));
    if (known.length !== mutedGroupIds.length) throw badRequest('A muted group is not one you can see');
  }
  const values = { homeIncludesPublicGroups: wanted.homeIncludesPublicGroups, mutedGroupIds, updatedAt: caller.now };
  await db.insert(socialFeedPreferences).values({ organizationId: caller.organizationId, userId: caller.userId, ...values })
    .onConflictDoUpdate({ target: [socialFeedPreferences.organizationId, socialFeedPreferences.userId], set: values });
  return { homeIncludesPublicGroups: values.homeIncludesPublicGroups, mutedGroupIds };
}

/**
 * SQL: the home feed's own groups under the member's stored preferences, read
 * in the same statement (the defaults when they never chose); the
 * readable-group condition still applies on top.
 */
export function homeGroupsCondition(caller: SocialCaller, groupId: typeof socialGroups.id, privacy: typeof socialGroups.privacy): SQL {
  const stored = (column: AnyPgColumn) => sql`(select ${column} from ${socialFeedPreferences}
    where ${socialFeedPreferences.organizationId} = ${caller.organizationId} and ${socialFeedPreferences.userId} = ${caller.userId})`;
  const accepted = sql`exists (select 1 from social_group_memberships m
    where m.group_id = ${groupId} and m.user_id = ${caller.userId} and m.status = 'ACCEPTED')`;
  const publicToo = sql`coalesce(${stored(socialFeedPreferences.homeIncludesPublicGroups)}, ${DEFAULTS.homeIncludesPublicGroups})`;
  const muted = sql`coalesce(${stored(socialFeedPreferences.mutedGroupIds)}, '{}'::integer[])`;
  return sql`((${accepted} or (${privacy} = 'PUBLIC' and ${publicToo})) and not (${groupId} = any(${muted})))`;
}
