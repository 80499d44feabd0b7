import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../core/db/types';
import { mediaContentUrl } from '../../../media/service';
import { socialGroupMemberships, socialGroupRatings, socialGroups, type GroupMembershipStatus, type GroupPrivacy, type GroupRole } from '../../tables';
import type { SocialCaller } from '../caller';
import type { GroupCard, GroupDetails } from '../dto';
import { knownGroupCondition, type GroupSeat } from '../group-access';

/** `%`, `_` and `\` match themselves in a search. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const CARD_COLUMNS = {
    id: socialGroups.id, name: socialGroups.name, description: socialGroups.description, privacy: socialGroups.privacy,
    imageMediaId: socialGroups.imageMediaId, memberCount: socialGroups.memberCount,
    rating: sql<string | null>`(select avg(r.rating)::numeric(3,2)::text from social_group_ratings r where r.group_id = ${socialGroups.id})`,
    ratingCount: sql<number>`(select count(*)::int from social_group_ratings r where r.group_id = ${socialGroups.id})`,
    myRole: socialGroupMemberships.role, myStatus: socialGroupMemberships.status,
} as const;

interface CardRow {
  id: number; name: string; description: string; privacy: GroupPrivacy; imageMediaId: number | null; memberCount: number;
  rating: string | null; ratingCount: number; myRole: GroupRole | null; myStatus: GroupMembershipStatus | null;
}

function cardOf(row: CardRow): GroupCard {
  return {
    id: row.id, name: row.name, description: row.description, privacy: row.privacy,
    imageUrl: row.imageMediaId === null ? null : mediaContentUrl(row.imageMediaId),
    memberCount: row.memberCount, rating: row.rating === null ? null : Number(row.rating), ratingCount: row.ratingCount,
    myMembership: row.myRole !== null && row.myStatus !== null ? { role: row.myRole, status: row.myStatus } : null,
  };
}

/** Cards of the groups `where` selects, among those the caller may know of, newest first. */
async function groupCards(db: Db, caller: SocialCaller, where: SQL | undefined, page: { skip: number; take: number }): Promise<{ count: number; data: GroupCard[] }> {
  const mine = and(eq(socialGroupMemberships.groupId, socialGroups.id), eq(socialGroupMemberships.userId, caller.userId));
  const condition = and(eq(socialGroups.organizationId, caller.organizationId), knownGroupCondition(caller, socialGroups.id, socialGroups.privacy), where);
  const [rows, [total]] = await Promise.all([
    db.select(CARD_COLUMNS).from(socialGroups).leftJoin(socialGroupMemberships, mine).where(condition)
      .orderBy(desc(socialGroups.createdAt), desc(socialGroups.id)).offset(page.skip).limit(page.take),
    db.select({ value: count() }).from(socialGroups).leftJoin(socialGroupMemberships, mine).where(condition),
  ]);
  return { count: total?.value ?? 0, data: rows.map(cardOf) };
}

/** GET /api/groups: every group the caller may know of, by name or description. */
export function discoverGroups(db: Db, caller: SocialCaller, query: { skip: number; take: number; search?: string }) {
  const search = query.search?.trim();
  const where = search ? sql`(${socialGroups.name} ilike ${likePattern(search)} or ${socialGroups.description} ilike ${likePattern(search)})` : undefined;
  return groupCards(db, caller, where, query);
}

/** GET /api/groups/mine (and /api/feeds/groups): the caller's ACCEPTED groups. */
export function myGroups(db: Db, caller: SocialCaller, page: { skip: number; take: number }) {
  return groupCards(db, caller, eq(socialGroupMemberships.status, 'ACCEPTED'), page);
}

export async function groupDetails(db: Db, caller: SocialCaller, seat: GroupSeat): Promise<GroupDetails> {
  const { data: [card] } = await groupCards(db, caller, eq(socialGroups.id, seat.group.id), { skip: 0, take: 1 });
  if (!card) throw new Error('a visible group has no card');
  const [rated] = await db.select({ rating: socialGroupRatings.rating }).from(socialGroupRatings)
    .where(and(eq(socialGroupRatings.groupId, seat.group.id), eq(socialGroupRatings.userId, caller.userId)));
  const mayTakePart = seat.isAcceptedMember || seat.isGroupAdmin;
  return {
    ...card,
    postPermission: seat.group.postPermission,
    canPost: mayTakePart && (seat.group.postPermission === 'EVERYONE' || seat.isGroupAdmin),
    canManage: seat.isGroupAdmin,
    myRating: rated?.rating ?? null,
  };
}
