import { and, asc, eq, inArray } from 'drizzle-orm';
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

/** What the organization, and the user if given, hold: a few rows, all looked up by (organization_id, id). */
export async function heldPermissions(db: Db, organizationId: number, userId: number | null): Promise<HeldPermissions> {
  // One round trip for the organization's sets and the user's own set.
  const [organization] = await db.select({
    permissionSetId: organizations.permissionSetId,
    defaultMemberPermissionSetId: organizations.defaultMemberPermissionSetId,
    userFound: users.id,
    userSetId: users.permissionSetId,
  }).from(organizations)
    .leftJoin(users, and(eq(users.organizationId, organizations.id), eq(users.id, userId ?? 0)))
    .where(eq(organizations.id, organizationId)).limit(1);
  if (!organization) return { organization: [], member: [] };

  const memberSetId = organization.userFound === null ? null : organization.userSetId ?? organization.defaultMemberPermissionSetId;

  const setIds = [organization.permissionSetId, memberSetId].filter((id): id is number => id !== null);
  if (!setIds.length) return { organization: [], member: [] };
  const rows = await db.select({ setId: permissionSetPermissions.permissionSetId, slug: permissions.slug })
    .from(permissionSetPermissions)
    .innerJoin(permissionSets, eq(permissionSets.id, permissionSetPermissions.permissionSetId))
    .innerJoin(permissions, eq(permissions.id, permissionSetPermissions.permissionId))
    .where(and(eq(permissionSets.organizationId, organizationId), inArray(permissionSets.id, setIds)))
    .orderBy(asc(permissions.slug));
  const slugsOf = (setId: number | null) => rows.filter((row) => row.setId === setId).map((row) => row.slug);
  return { organization: slugsOf(organization.permissionSetId), member: slugsOf(memberSetId) };
}
