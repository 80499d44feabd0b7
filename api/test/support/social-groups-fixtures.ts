import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/core/db/types';
import { domainEvents } from '../../src/modules/notifications/tables';
import {
  socialGroupMemberships, socialGroups, type GroupMembershipStatus, type GroupPostPermission, type GroupPrivacy, type GroupRole,
} from '../../src/modules/social/tables';
import { users } from '../../src/modules/users/tables';
import { bearer, type ErrorBody, type TestServer } from './test-server';

/** Social groups test helpers (issue 16): groups made straight in the database, calls as a member. */

let groupCounter = 0;

export interface GroupFixture {
  privacy?: GroupPrivacy;
  postPermission?: GroupPostPermission;
  name?: string;
  members: ReadonlyArray<{ id: number; role?: GroupRole; status?: GroupMembershipStatus }>;
}

export async function makeGroup(db: Db, organizationId: number, fixture: GroupFixture): Promise<number> {
  const accepted = fixture.members.filter((member) => (member.status ?? 'ACCEPTED') === 'ACCEPTED').length;
  const [group] = await db.insert(socialGroups).values({
    organizationId, name: fixture.name ?? `Test group ${++groupCounter} ${Date.now()}`, privacy: fixture.privacy ?? 'PUBLIC',
    postPermission: fixture.postPermission ?? 'EVERYONE', createdBy: fixture.members[0]!.id, memberCount: accepted,
  }).returning({ id: socialGroups.id });
  await db.insert(socialGroupMemberships).values(fixture.members.map((member) => ({
    organizationId, groupId: group!.id, userId: member.id, role: member.role ?? 'MEMBER', status: member.status ?? 'ACCEPTED',
  })));
  return group!.id;
}

export async function userIdOf(db: Db, organizationId: number, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, organizationId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The domain events of a type about a group (newest last). */
export async function eventsOf(db: Db, type: string, groupId: number) {
  const rows = await db.select().from(domainEvents).where(eq(domainEvents.type, type));
  return rows.filter((row) => (row.subject as Record<string, number>).groupId === groupId);
}

/** `call(method, path, token, body?)`, as a demo member unless another organization is named. */
export const callerTo = (server: () => TestServer) =>
  <T = Record<string, unknown>>(method: string, path: string, token: string | null, body?: unknown, prefix = 'demo') =>
    server().request<T & ErrorBody>(path, { method, headers: { ...(token ? bearer(token) : {}), 'x-organization': prefix }, body });
