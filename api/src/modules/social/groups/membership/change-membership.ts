import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../../core/db/types';
import { AppError, notFound } from '../../../../core/errors';
import { users } from '../../../users/tables';
import { socialGroupMemberships, socialGroups } from '../../tables';
import type { SocialCaller } from '../caller';
import type { MembershipAnswer } from '../dto';
import { assertNotBlocked, seatIn, type GroupSeat } from '../group-access';
import { decideMembership, type AdminAction, type MembershipAction, type MembershipOutcome, type MembershipState } from '../membership-rule';
import { recordInvitation, recordRequestDecided } from '../notify';

interface Change {
  seat: GroupSeat;
  targetUserId: number;
  before: MembershipState | null;
  outcome: Exclude<MembershipOutcome, { kind: 'refuse' }>;
  answer: MembershipAnswer;
}

async function membershipOf(tx: Db, groupId: number, userId: number): Promise<MembershipState | null> {
  const [row] = await tx.select({ status: socialGroupMemberships.status, role: socialGroupMemberships.role }).from(socialGroupMemberships)
    .where(and(eq(socialGroupMemberships.groupId, groupId), eq(socialGroupMemberships.userId, userId)));
  return row ?? null;
}

async function isLastAdmin(tx: Db, groupId: number, state: MembershipState | null): Promise<boolean> {
  if (state?.status !== 'ACCEPTED' || state.role !== 'ADMIN') return false;
  const [admins] = await tx.select({ value: count() }).from(socialGroupMemberships)
    .where(and(eq(socialGroupMemberships.groupId, groupId), eq(socialGroupMemberships.status, 'ACCEPTED'), eq(socialGroupMemberships.role, 'ADMIN')));
  return (admins?.value ?? 0) <= 1;
}

/**
 * Decides and writes one membership change under the group row's lock (held
 * by seatIn with forUpdate): the member count and the last-admin rule see
 * every concurrent change in order.
 */
async function change(tx: Db, caller: SocialCaller, seat: GroupSeat, action: MembershipAction, targetUserId: number): Promise<Change> {
  const before = targetUserId === caller.userId ? seat.membership : await membershipOf(tx, seat.group.id, targetUserId);
  const outcome = decideMembership({
    action, privacy: seat.group.privacy, current: before, isLastAdmin: await isLastAdmin(tx, seat.group.id, before),
    actor: { isGroupAdmin: seat.isGroupAdmin, isAcceptedMember: seat.isAcceptedMember },
  });
  if (outcome.kind === 'refuse') {
    throw outcome.httpStatus === 404 ? notFound(outcome.code, 'No such membership') : new AppError(outcome.httpStatus, outcome.code, `Cannot ${action} here`);
  }
  const where = and(eq(socialGroupMemberships.groupId, seat.group.id), eq(socialGroupMemberships.userId, targetUserId));
  let answer: MembershipAnswer = { membership: null };
  if (outcome.kind === 'delete') {
    await tx.delete(socialGroupMemberships).where(where);
  } else {
    const values = { status: outcome.status, role: outcome.role, actedBy: caller.userId, updatedAt: sql`now()` };
    await tx.insert(socialGroupMemberships).values({ organizationId: caller.organizationId, groupId: seat.group.id, userId: targetUserId, ...values })
      .onConflictDoUpdate({ target: [socialGroupMemberships.groupId, socialGroupMemberships.userId], set: values });
    answer = { membership: { groupId: seat.group.id, userId: targetUserId, role: outcome.role, status: outcome.status } };
  }
  const wasIn = before?.status === 'ACCEPTED' ? 1 : 0;
  const isIn = outcome.kind === 'set' && outcome.status === 'ACCEPTED' ? 1 : 0;
  if (isIn !== wasIn) {
    await tx.update(socialGroups).set({ memberCount: sql`${socialGroups.memberCount} + ${isIn - wasIn}` }).where(eq(socialGroups.id, seat.group.id));
  }
  return { seat, targetUserId, before, outcome, answer };
}

/** join, leave, decline: the caller's own membership. */
export async function changeOwnMembership(tx: Db, caller: SocialCaller, groupId: number, action: 'join' | 'leave' | 'decline'): Promise<MembershipAnswer> {
  const seat = await seatIn(tx, caller, groupId, { forUpdate: true });
  if (action !== 'join') assertNotBlocked(caller, seat);
  return (await change(tx, caller, seat, action, caller.userId)).answer;
}

/** A group admin's action on another member's membership. */
export async function changeMemberMembership(tx: Db, caller: SocialCaller, groupId: number, targetUserId: number, action: AdminAction): Promise<MembershipAnswer> {
  const seat = await seatIn(tx, caller, groupId, { forUpdate: true });
  assertNotBlocked(caller, seat);
  const [target] = await tx.select({ id: users.id }).from(users).where(and(eq(users.organizationId, caller.organizationId), eq(users.id, targetUserId)));
  if (!target) throw notFound(ERROR_CODES.NOT_FOUND, 'No such member');
  const done = await change(tx, caller, seat, action, targetUserId);
  if ((action === 'accept' || action === 'reject') && done.targetUserId !== caller.userId) {
    await recordRequestDecided(tx, caller, seat.group, targetUserId, action === 'accept');
  }
  return done.answer;
}

/** Invites a member of the organization by email: INVITED, a notification, and an email through the outbox. */
export async function inviteMember(tx: Db, caller: SocialCaller, groupId: number, email: string, site: string): Promise<MembershipAnswer> {
  const seat = await seatIn(tx, caller, groupId, { forUpdate: true });
  assertNotBlocked(caller, seat);
  const [invitee] = await tx.select({ id: users.id, email: users.email, language: users.preferredLanguage, firstName: users.firstName }).from(users)
    .where(and(eq(users.organizationId, caller.organizationId), eq(users.email, email.trim().toLowerCase()), isNull(users.deactivatedAt)));
  if (!invitee) throw notFound(ERROR_CODES.GROUP_INVITEE_UNKNOWN, 'No member of the organization has this email address');
  const done = await change(tx, caller, seat, 'invite', invitee.id);
  await recordInvitation(tx, caller, seat.group, { ...invitee, language: invitee.language === 'ar' ? 'ar' : 'en' }, site);
  return done.answer;
}
