import { and, asc, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { PermissionContextId } from '@halaqa/permissions';
import type { Db } from '../../core/db/types';
import { AppError, badRequest, notFound } from '../../core/errors';
import { catalogueOf } from './catalogue-store';
import type { ListPermissionsQuery, Named, PermissionPage, PermissionSet, UpdatePermissionSetBody } from './dto';
import { permissionCategories, permissionContexts, permissions, permissionSetPermissions, permissionSets } from './tables';

export async function listContexts(db: Db): Promise<Named[]> {
  return db.select().from(permissionContexts).orderBy(asc(permissionContexts.id));
}

export async function listCategories(db: Db): Promise<Named[]> {
  return db.select().from(permissionCategories).orderBy(asc(permissionCategories.id));
}

/** The permissions an organization administrator can put in a set: the catalogue without hidden ones. */
export async function listPermissions(db: Db, query: ListPermissionsQuery): Promise<PermissionPage> {
  const visible = (await catalogueOf(db)).filter((permission) => !permission.isHidden);
  const skip = query.skip ?? 0;
  const take = query.take ?? 100;
  return { count: visible.length, data: visible.slice(skip, skip + take).map((permission) => ({ ...permission })) };
}

const setColumns = {
  id: permissionSets.id,
  name: permissionSets.name,
  nameAr: permissionSets.nameAr,
  contextId: permissionSets.contextId,
  isPredefined: permissionSets.isPredefined,
  canBeEdited: permissionSets.canBeEdited,
  canBeDeleted: permissionSets.canBeDeleted,
  clonedFromId: permissionSets.clonedFromId,
};

/** The organization's sets with their slugs, in creation order. */
export async function listSets(db: Db, organizationId: number): Promise<PermissionSet[]> {
  const sets = await db.select(setColumns).from(permissionSets)
    .where(eq(permissionSets.organizationId, organizationId)).orderBy(asc(permissionSets.id));
  return withSlugs(db, sets);
}

export async function getSet(db: Db, organizationId: number, setId: number): Promise<PermissionSet> {
  const [set] = await db.select(setColumns).from(permissionSets)
    .where(and(eq(permissionSets.organizationId, organizationId), eq(permissionSets.id, setId))).limit(1);
  if (!set) throw setNotFound();
  const [withPermissions] = await withSlugs(db, [set]);
  return withPermissions!;
}

/**
 * Rename a set and/or replace its permissions, in one transaction. A set of
 * another organization is not found; a locked (predefined) set answers
 * perm-002; every slug must be a permission administrators may hand out.
 */
export async function updateSet(db: Db, organizationId: number, setId: number, input: UpdatePermissionSetBody): Promise<PermissionSet> {
  const assignable = new Map((await catalogueOf(db)).filter((permission) => !permission.isHidden).map((permission) => [permission.slug, permission.id]));
  const unknown = (input.permissions ?? []).filter((slug) => !assignable.has(slug));
  if (unknown.length) throw badRequest(`Unknown permissions: ${unknown.join(', ')}`);

  await db.transaction(async (tx) => {
    const [set] = await tx.select({ canBeEdited: permissionSets.canBeEdited }).from(permissionSets)
      .where(and(eq(permissionSets.organizationId, organizationId), eq(permissionSets.id, setId)))
      .for('update').limit(1);
    if (!set) throw setNotFound();
    if (!set.canBeEdited) throw new AppError(409, ERROR_CODES.PERMISSION_SET_LOCKED, 'This permission set is predefined and cannot be edited');
    if (input.name !== undefined || input.nameAr !== undefined) {
      await tx.update(permissionSets).set({ name: input.name, nameAr: input.nameAr })
        .where(and(eq(permissionSets.organizationId, organizationId), eq(permissionSets.id, setId)));
    }
    if (input.permissions) {
      await tx.delete(permissionSetPermissions).where(eq(permissionSetPermissions.permissionSetId, setId));
      if (input.permissions.length) {
        await tx.insert(permissionSetPermissions)
          .values(input.permissions.map((slug) => ({ permissionSetId: setId, permissionId: assignable.get(slug)! })));
      }
    }
  });
  return getSet(db, organizationId, setId);
}

const setNotFound = () => notFound(ERROR_CODES.NOT_FOUND, 'Permission set not found');

type SetRow = Omit<PermissionSet, 'permissions' | 'contextId'> & { contextId: number };

async function withSlugs(db: Db, sets: SetRow[]): Promise<PermissionSet[]> {
  if (!sets.length) return [];
  const rows = await db.select({ setId: permissionSetPermissions.permissionSetId, slug: permissions.slug })
    .from(permissionSetPermissions)
    .innerJoin(permissions, eq(permissions.id, permissionSetPermissions.permissionId))
    .where(inArray(permissionSetPermissions.permissionSetId, sets.map((set) => set.id)))
    .orderBy(asc(permissions.slug));
  return sets.map((set) => ({
    ...set,
    contextId: set.contextId as PermissionContextId,
    permissions: rows.filter((row) => row.setId === set.id).map((row) => row.slug),
  }));
}
