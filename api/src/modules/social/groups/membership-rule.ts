import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import type { GroupMembershipStatus, GroupPrivacy, GroupRole } from '../tables';

/** Every membership change of docs/design/social-api.md "Groups". */
export const MEMBERSHIP_ACTIONS = ['join', 'leave', 'decline', 'invite', 'accept', 'reject', 'block', 'unblock', 'make-admin', 'make-member', 'remove'] as const;
export type MembershipAction = (typeof MEMBERSHIP_ACTIONS)[number];
/** The actions an admin takes on another member's membership (POST .../members/{userId}/{action}). */
export const ADMIN_ACTIONS = ['accept', 'reject', 'block', 'unblock', 'make-admin', 'make-member', 'remove'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export interface MembershipState {
  status: GroupMembershipStatus;
  role: GroupRole;
}

export interface MembershipFacts {
  action: MembershipAction;
  privacy: GroupPrivacy;
  /** The caller: a group admin (or an organization administrator), or an ACCEPTED member. */
  actor: { isGroupAdmin: boolean; isAcceptedMember: boolean };
  /** The membership the action is about (the caller's own for join, leave and decline), or null when there is none. */
  current: MembershipState | null;
  /** The membership is the group's only ACCEPTED ADMIN. */
  isLastAdmin: boolean;
}

export type MembershipOutcome =
  | { kind: 'set'; status: GroupMembershipStatus; role: GroupRole }
  | { kind: 'delete' }
  | { kind: 'refuse'; httpStatus: 403 | 404 | 409; code: ErrorCode };

const refuse = (httpStatus: 403 | 404 | 409, code: ErrorCode): MembershipOutcome => ({ kind: 'refuse', httpStatus, code });
const set = (status: GroupMembershipStatus, role: GroupRole = 'MEMBER'): MembershipOutcome => ({ kind: 'set', status, role });
const DELETE: MembershipOutcome = { kind: 'delete' };
const WRONG_STATE = refuse(409, ERROR_CODES.GROUP_MEMBERSHIP_STATE);
const LAST_ADMIN = refuse(409, ERROR_CODES.GROUP_LAST_ADMIN);
const ADMINS_ONLY = refuse(403, ERROR_CODES.GROUP_ADMINS_ONLY);
const NO_MEMBERSHIP = refuse(404, ERROR_CODES.NOT_FOUND);

/**
 * Actor role × current status × action → the next membership (or none), or
 * the refusal. Pure: the use case locks the group row, reads the facts and
 * writes the outcome in one transaction.
 */
export function decideMembership(facts: MembershipFacts): MembershipOutcome {
  const { action, current, actor } = facts;
  const status = current?.status ?? null;
  switch (action) {
    case 'join':
      if (status === 'BLOCKED') return refuse(403, ERROR_CODES.GROUP_BLOCKED);
      if (status === 'PENDING' || status === 'ACCEPTED') return refuse(409, ERROR_CODES.GROUP_ALREADY_MEMBER);
      if (status === 'INVITED') return set('ACCEPTED');
      // A secret group does not exist for anyone it did not invite.
      if (facts.privacy === 'SECRET') return NO_MEMBERSHIP;
      return set(facts.privacy === 'PUBLIC' ? 'ACCEPTED' : 'PENDING');
    case 'leave':
      if (status !== 'ACCEPTED' && status !== 'PENDING') return WRONG_STATE;
      return facts.isLastAdmin ? LAST_ADMIN : DELETE;
    case 'decline':
      return status === 'INVITED' ? DELETE : WRONG_STATE;
    case 'invite': {
      const mayInvite = actor.isGroupAdmin || (facts.privacy === 'PUBLIC' && actor.isAcceptedMember);
      if (!mayInvite) return ADMINS_ONLY;
      if (status === 'BLOCKED') return refuse(403, ERROR_CODES.GROUP_BLOCKED);
      if (status === null || status === 'REJECTED') return set('INVITED');
      return refuse(409, ERROR_CODES.GROUP_ALREADY_MEMBER);
    }
    default:
      return decideAdminAction(action, facts);
  }
}

function decideAdminAction(action: AdminAction, facts: MembershipFacts): MembershipOutcome {
  if (!facts.actor.isGroupAdmin) return ADMINS_ONLY;
  const { current } = facts;
  // block may come first (a member who never joined); every other action needs a membership.
  if (current === null) return action === 'block' ? set('BLOCKED') : NO_MEMBERSHIP;
  switch (action) {
    case 'accept':
      return current.status === 'PENDING' ? set('ACCEPTED') : WRONG_STATE;
    case 'reject':
      return current.status === 'PENDING' ? set('REJECTED') : WRONG_STATE;
    case 'block':
      return facts.isLastAdmin ? LAST_ADMIN : set('BLOCKED');
    case 'unblock':
      return current.status === 'BLOCKED' ? DELETE : WRONG_STATE;
    case 'make-admin':
      return current.status === 'ACCEPTED' ? set('ACCEPTED', 'ADMIN') : WRONG_STATE;
    case 'make-member':
      if (current.status !== 'ACCEPTED') return WRONG_STATE;
      return facts.isLastAdmin ? LAST_ADMIN : set('ACCEPTED', 'MEMBER');
    case 'remove':
      if (current.status !== 'ACCEPTED' && current.status !== 'PENDING' && current.status !== 'INVITED') return WRONG_STATE;
      return facts.isLastAdmin ? LAST_ADMIN : DELETE;
  }
}
