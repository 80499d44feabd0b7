import { GROUP_MEMBERSHIP_STATUSES, GROUP_PRIVACIES, type GroupMembershipStatus, type GroupPrivacy } from '../src/modules/social/tables';
import { decideMembership, MEMBERSHIP_ACTIONS, type MembershipAction, type MembershipFacts, type MembershipOutcome } from '../src/modules/social/groups/membership-rule';

/** docs/design/social-api.md "Membership transitions", every (actor, status, action) case. */

type Status = GroupMembershipStatus | 'none';
type Actor = 'admin' | 'member' | 'outsider';
const STATUSES: readonly Status[] = ['none', ...GROUP_MEMBERSHIP_STATUSES];
const ACTORS: readonly Actor[] = ['admin', 'member', 'outsider'];

/** What the table below writes: ACCEPTED, ACCEPTED/ADMIN, delete, or a code (with its HTTP status). */
const show = (outcome: MembershipOutcome): string => {
  if (outcome.kind === 'delete') return 'delete';
  if (outcome.kind === 'refuse') return `${outcome.httpStatus} ${outcome.code}`;
  return outcome.role === 'ADMIN' ? `${outcome.status}/ADMIN` : outcome.status;
};

function facts(action: MembershipAction, actor: Actor, status: Status, privacy: GroupPrivacy = 'PUBLIC', isLastAdmin = false): MembershipFacts {
  return {
    action, privacy, isLastAdmin,
    actor: { isGroupAdmin: actor === 'admin', isAcceptedMember: actor !== 'outsider' },
    current: status === 'none' ? null : { status, role: isLastAdmin ? 'ADMIN' : 'MEMBER' },
  };
}

const WRONG = '409 sgr-004';
const ADMINS = '403 sgr-005';
const MISSING = '404 req-002';

/** The expected outcome of an admin acting, by action then status (none, PENDING, ACCEPTED, REJECTED, BLOCKED, INVITED). */
const ADMIN_TABLE: Record<Exclude<MembershipAction, 'join' | 'leave' | 'decline' | 'invite'>, readonly string[]> = {
  accept: [MISSING, 'ACCEPTED', WRONG, WRONG, WRONG, WRONG],
  reject: [MISSING, 'REJECTED', WRONG, WRONG, WRONG, WRONG],
  block: ['BLOCKED', 'BLOCKED', 'BLOCKED', 'BLOCKED', 'BLOCKED', 'BLOCKED'],
  unblock: [MISSING, WRONG, WRONG, WRONG, 'delete', WRONG],
  'make-admin': [MISSING, WRONG, 'ACCEPTED/ADMIN', WRONG, WRONG, WRONG],
  'make-member': [MISSING, WRONG, 'ACCEPTED', WRONG, WRONG, WRONG],
  remove: [MISSING, 'delete', 'delete', WRONG, WRONG, 'delete'],
};

/** The member's own actions, by privacy, then status. */
const SELF_TABLE: Record<'join' | 'leave' | 'decline', Record<GroupPrivacy, readonly string[]>> = {
  join: {
    PUBLIC: ['ACCEPTED', '409 sgr-002', '409 sgr-002', 'ACCEPTED', '403 sgr-003', 'ACCEPTED'],
    PRIVATE: ['PENDING', '409 sgr-002', '409 sgr-002', 'PENDING', '403 sgr-003', 'ACCEPTED'],
    SECRET: [MISSING, '409 sgr-002', '409 sgr-002', MISSING, '403 sgr-003', 'ACCEPTED'],
  },
  leave: Object.fromEntries(GROUP_PRIVACIES.map((privacy) => [privacy, [WRONG, 'delete', 'delete', WRONG, WRONG, WRONG]])) as Record<GroupPrivacy, string[]>,
  decline: Object.fromEntries(GROUP_PRIVACIES.map((privacy) => [privacy, [WRONG, WRONG, WRONG, WRONG, WRONG, 'delete']])) as Record<GroupPrivacy, string[]>,
};

/** Invitations of the invitee's status, by who invites and the privacy. */
const INVITE_ROW = ['INVITED', '409 sgr-002', '409 sgr-002', 'INVITED', '403 sgr-003', '409 sgr-002'];

describe('a group admin (or an organization administrator) acting on a membership', () => {
  const cases = Object.entries(ADMIN_TABLE).flatMap(([action, row]) => STATUSES.map((status, index) => [action, status, row[index]!] as const));
  test.each(cases)('%s from %s → %s', (action, status, expected) => {
    for (const privacy of GROUP_PRIVACIES) expect(show(decideMembership(facts(action as MembershipAction, 'admin', status, privacy)))).toBe(expected);
  });
});

describe('members and outsiders cannot take an admin action', () => {
  const cases = Object.keys(ADMIN_TABLE).flatMap((action) => (['member', 'outsider'] as const).flatMap((actor) => STATUSES.map((status) => [action, actor, status] as const)));
  test.each(cases)('%s by %s on %s → 403 sgr-005', (action, actor, status) => {
    expect(show(decideMembership(facts(action as MembershipAction, actor, status)))).toBe(ADMINS);
  });
});

describe("the member's own join, leave, decline", () => {
  const cases = Object.entries(SELF_TABLE).flatMap(([action, byPrivacy]) => GROUP_PRIVACIES.flatMap((privacy) =>
    STATUSES.map((status, index) => [action, privacy, status, byPrivacy[privacy][index]!] as const)));
  test.each(cases)('%s a %s group from %s → %s', (action, privacy, status, expected) => {
    // Whoever the caller is elsewhere, their own membership decides.
    for (const actor of ACTORS) expect(show(decideMembership(facts(action as MembershipAction, actor, status, privacy)))).toBe(expected);
  });
});

describe('invite', () => {
  const cases = GROUP_PRIVACIES.flatMap((privacy) => ACTORS.flatMap((actor) => STATUSES.map((status, index) => {
    const allowed = actor === 'admin' || (actor === 'member' && privacy === 'PUBLIC');
    return [actor, privacy, status, allowed ? INVITE_ROW[index]! : ADMINS] as const;
  })));
  test.each(cases)('by %s in a %s group, invitee %s → %s', (actor, privacy, status, expected) => {
    expect(show(decideMembership(facts('invite', actor, status, privacy)))).toBe(expected);
  });
});

describe('the last admin', () => {
  test.each([['leave'], ['make-member'], ['remove'], ['block']] as const)('cannot %s (409 sgr-007)', (action) => {
    expect(show(decideMembership(facts(action, 'admin', 'ACCEPTED', 'PRIVATE', true)))).toBe('409 sgr-007');
  });
  test('may still be made admin again (nothing changes)', () => {
    expect(show(decideMembership(facts('make-admin', 'admin', 'ACCEPTED', 'PRIVATE', true)))).toBe('ACCEPTED/ADMIN');
  });
});

test('every action is in a table', () => {
  const covered = new Set([...Object.keys(ADMIN_TABLE), ...Object.keys(SELF_TABLE), 'invite']);
  expect(MEMBERSHIP_ACTIONS.filter((action) => !covered.has(action))).toEqual([]);
});
