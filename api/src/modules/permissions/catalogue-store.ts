import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PermissionContextId, PermissionDefinition } from '@halaqa/permissions';
import type { Db } from '../../core/db/types';
import { permissionCategories, permissionPrerequisites, permissions } from './tables';

export interface StoredPermission extends PermissionDefinition {
  id: number;
  categoryId: number;
  prerequisites: string[];
}

const prerequisite = alias(permissions, 'prerequisite');

/** The catalogue as the database holds it (seeded from shared/permissions), ordered by id. */
export async function readCatalogue(db: Db): Promise<StoredPermission[]> {
  const rows = await db.select({
    id: permissions.id,
    slug: permissions.slug,
    contextId: permissions.contextId,
    categoryId: permissions.categoryId,
    category: permissionCategories.slug,
    isHidden: permissions.isHidden,
  }).from(permissions)
    .innerJoin(permissionCategories, eq(permissionCategories.id, permissions.categoryId))
    .orderBy(asc(permissions.id));
  const links = await db.select({ permissionId: permissionPrerequisites.permissionId, slug: prerequisite.slug })
    .from(permissionPrerequisites)
    .innerJoin(prerequisite, eq(prerequisite.id, permissionPrerequisites.prerequisiteId))
    .orderBy(asc(prerequisite.slug));
  const prerequisitesOf = new Map<number, string[]>();
  for (const link of links) prerequisitesOf.set(link.permissionId, [...(prerequisitesOf.get(link.permissionId) ?? []), link.slug]);
  return rows.map((row) => ({
    ...row,
    contextId: toContextId(row.contextId),
    prerequisites: prerequisitesOf.get(row.id) ?? [],
  }));
}

function toContextId(id: number): PermissionContextId {
  if (id === 1 || id === 2 || id === 3 || id === 4 || id === 5) return id;
  throw new Error(`permission context ${id} is not one of 1..5`);
}

// Only the seed writes the catalogue, before the API serves: reading it once per database is enough.
const cached = new WeakMap<Db, Promise<StoredPermission[]>>();

export function catalogueOf(db: Db): Promise<StoredPermission[]> {
  let catalogue = cached.get(db);
  if (!catalogue) {
    catalogue = readCatalogue(db);
    // A failed read is not remembered: the next request tries again.
    catalogue.catch(() => cached.delete(db));
    cached.set(db, catalogue);
  }
  return catalogue;
}
