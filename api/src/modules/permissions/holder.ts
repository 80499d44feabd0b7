import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';
import { permissions, permissionSetPermissions, permissionSets } from './tables';

export interface HeldPermissions {
  /** Slugs of the organization's own set. */
  organization: string[];
  /** Slugs of the user's set, else the organization's default member set; [] without a user. */
  member: string[];
}

/** The slugs of one of the organization's sets, sorted; '{}' for none (a null set id included). */
function slugsOfSet(setId: SQL): SQL<string[]> {
  return sql<string[]>`coalesce((
    select array_agg(${permissions.slug}::text order by ${permissions.slug})
    from ${permissionSetPermissions}
    join ${permissionSets} on ${permissionSets.id} = ${permissionSetPermissions.permissionSetId}
    join ${permissions} on ${permissions.id} = ${permissionSetPermissions.permissionId}
    where ${permissionSets.organizationId} = ${organizations.id} and ${permissionSets.id} = ${setId}
  ), '{}'::text[])`;
}

/** The member's set: the user's own, else the organization's default; none without a user of this organization. */
const memberSetId = sql`case when ${users.id} is null then null
  else coalesce(${users.permissionSetId}, ${organizations.defaultMemberPermissionSetId}) end`;

/**
 * HeldPermissions as two columns of a select over `organizations` left-joined
 * with `users` (a user of that organization, or none): signing a member in
 * reads them with the user, in the same round trip (tenancy.ts).
 */
export function heldPermissionColumns(): { organization: SQL<string[]>; member: SQL<string[]> } {
  return { organization: slugsOfSet(sql`${organizations.permissionSetId}`), member: slugsOfSet(memberSetId) };
}

/** What the organization, and the user if given, hold: one statement, the sets looked up by (organization_id, id). */
export async function heldPermissions(db: Db, organizationId: number, userId: number | null): Promise<HeldPermissions> {
  const [row] = await db.select(heldPermissionColumns()).from(organizations)
    .leftJoin(users, and(eq(users.organizationId, organizations.id), eq(users.id, userId ?? 0)))
    .where(eq(organizations.id, organizationId)).limit(1);
  return row ?? { organization: [], member: [] };
}
