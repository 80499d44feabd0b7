import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { socialGroupMemberships, socialGroups } from '../tables';
import type { SocialCaller } from './caller';
import type { MembershipState } from './membership-rule';

export type GroupRow = typeof socialGroups.$inferSelect;

/** A group as the caller stands in it. */
export interface GroupSeat {
  group: GroupRow;
  membership: MembershipState | null;
  /** An ACCEPTED ADMIN of the group, or an organization administrator. */
  isGroupAdmin: boolean;
  isAcceptedMember: boolean;
}

const GROUP_NOT_FOUND = () => notFound(ERROR_CODES.NOT_FOUND, 'Group not found');

/** A secret group exists only for its ACCEPTED or INVITED members and the organization's administrators. */
function mayKnow(caller: SocialCaller, group: GroupRow, membership: MembershipState | null): boolean {
  if (group.privacy !== 'SECRET' || caller.isAdministrator) return true;
  return membership?.status === 'ACCEPTED' || membership?.status === 'INVITED';
}

/** The caller's membership row beside a selected group (left-joined: null when they have none). */
export const callerMembershipJoin = (caller: SocialCaller) =>
  and(eq(socialGroupMemberships.groupId, socialGroups.id), eq(socialGroupMemberships.userId, caller.userId));

/** What to select for a seat: the group and the caller's membership (with callerMembershipJoin). */
export const seatColumns = { group: socialGroups, status: socialGroupMemberships.status, role: socialGroupMemberships.role };

/** The seat from a selected row of seatColumns; 404 req-002 for a secret group the caller may not know of. */
export function seatOf(caller: SocialCaller, row: { group: GroupRow; status: MembershipState['status'] | null; role: MembershipState['role'] | null }): GroupSeat {
  const { group } = row;
  const membership = row.status !== null && row.role !== null ? { status: row.status, role: row.role } : null;
  if (!mayKnow(caller, group, membership)) throw GROUP_NOT_FOUND();
  const isAcceptedMember = membership?.status === 'ACCEPTED';
  return { group, membership, isAcceptedMember, isGroupAdmin: caller.isAdministrator || (isAcceptedMember && membership?.role === 'ADMIN') };
}

/**
 * The group and the caller's membership (one statement), or 404 req-002 for
 * a group of another organization, an unknown one, or a secret one the caller
 * may not know of. `forUpdate` locks the group row: every membership change
 * holds it, so the member count and the last-admin rule are exact.
 */
export async function seatIn(db: Db, caller: SocialCaller, groupId: number, options: { forUpdate?: boolean } = {}): Promise<GroupSeat> {
  const query = db.select(seatColumns).from(socialGroups).leftJoin(socialGroupMemberships, callerMembershipJoin(caller))
    .where(and(eq(socialGroups.organizationId, caller.organizationId), eq(socialGroups.id, groupId)));
  const [row] = options.forUpdate ? await query.for('update', { of: socialGroups }) : await query;
  if (!row) throw GROUP_NOT_FOUND();
  return seatOf(caller, row);
}

/** Blocked members read and write nothing in the group: 404 in a secret group, 403 sgr-003 otherwise. */
export function assertNotBlocked(caller: SocialCaller, seat: GroupSeat): void {
  if (seat.membership?.status !== 'BLOCKED' || caller.isAdministrator) return;
  if (seat.group.privacy === 'SECRET') throw GROUP_NOT_FOUND();
  throw new AppError(403, ERROR_CODES.GROUP_BLOCKED, 'You are blocked from this group');
}

/** The group's details are open to every caller who may know of it, unless blocked. */
export async function visibleGroup(db: Db, caller: SocialCaller, groupId: number): Promise<GroupSeat> {
  const seat = await seatIn(db, caller, groupId);
  assertNotBlocked(caller, seat);
  return seat;
}

/** Whether the caller reads the group's posts and members: any caller in a public group, ACCEPTED members elsewhere. */
function readsGroup(seat: GroupSeat): boolean {
  return seat.group.privacy === 'PUBLIC' || seat.isAcceptedMember || seat.isGroupAdmin;
}

/** The seat reads the group's posts, members and events: 403 sgr-003 when blocked, 403 sgr-001 for a non-member of a private group. */
export function assertReads(caller: SocialCaller, seat: GroupSeat): void {
  assertNotBlocked(caller, seat);
  if (!readsGroup(seat)) throw new AppError(403, ERROR_CODES.GROUP_MEMBERS_ONLY, 'Only the group\'s members read it');
}

/** The group's posts, members and events: 403 sgr-001 for a non-member of a private group. */
export async function readableGroup(db: Db, caller: SocialCaller, groupId: number): Promise<GroupSeat> {
  const seat = await seatIn(db, caller, groupId);
  assertReads(caller, seat);
  return seat;
}

/** Posting, commenting, liking and saving: ACCEPTED members (and administrators). */
export function assertParticipant(seat: GroupSeat): void {
  if (!seat.isAcceptedMember && !seat.isGroupAdmin) throw new AppError(403, ERROR_CODES.GROUP_MEMBERS_ONLY, 'Only the group\'s members take part');
}

export function assertGroupAdmin(seat: GroupSeat): void {
  if (!seat.isGroupAdmin) throw new AppError(403, ERROR_CODES.GROUP_ADMINS_ONLY, 'Only the group\'s admins may do this');
}

/**
 * SQL: the group (a `social_groups` column of the outer query) is one the
 * caller may know of: public or private, or secret with the caller ACCEPTED
 * or INVITED (everything for administrators).
 */
export function knownGroupCondition(caller: SocialCaller, groupId: SQL | typeof socialGroups.id, privacy: SQL | typeof socialGroups.privacy): SQL {
  if (caller.isAdministrator) return sql`true`;
  return sql`(${privacy} <> 'SECRET' or exists (select 1 from social_group_memberships m
    where m.group_id = ${groupId} and m.user_id = ${caller.userId} and m.status in ('ACCEPTED', 'INVITED')))`;
}

/** SQL: the caller reads the posts of the group: ACCEPTED in it, or it is public and the caller is not blocked. */
export function readableGroupCondition(caller: SocialCaller, groupId: SQL | typeof socialGroups.id, privacy: SQL | typeof socialGroups.privacy): SQL {
  if (caller.isAdministrator) return sql`true`;
  return sql`(exists (select 1 from social_group_memberships m where m.group_id = ${groupId} and m.user_id = ${caller.userId} and m.status = 'ACCEPTED')
    or (${privacy} = 'PUBLIC' and not exists (select 1 from social_group_memberships b
      where b.group_id = ${groupId} and b.user_id = ${caller.userId} and b.status = 'BLOCKED')))`;
}
