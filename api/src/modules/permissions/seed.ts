import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PermissionSlug } from '@halaqa/contracts';
import { createPermissionChecker, PERMISSION_CONTEXTS, type PermissionContextId } from '@halaqa/permissions';
import { CATEGORY_NAMES, CONTEXT_NAMES, MANAGE_PERMISSIONS, PERMISSION_CATALOGUE } from '@halaqa/permissions/src/catalogue';
import type { Db } from '../../core/db/types';
import type { AccountSeed, SeedPermissionSet } from '../../seed/accounts';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';
import {
  permissionCategories, permissionContexts, permissionPrerequisites, permissions, permissionSetPermissions, permissionSets,
} from './tables';

/**
 * What each seeded organization has. demo has everything; nour has no social
 * platform (mfe-social is off there) and no self-registration, and so no
 * social manage permissions to hand out either.
 */
const ORGANIZATION_PERMISSIONS: Readonly<Record<string, readonly PermissionSlug[]>> = {
  demo: ['organization-everything'],
  nour: [
    'organization-enabled', 'organization-lms', 'organization-coaching', 'organization-learning-path',
    'manage-courses', 'manage-external-courses', 'manage-members', 'manage-specializations',
    'manage-learning-paths', 'manage-checklists', 'manage-support-teams',
  ],
};
/** Organizations the table above does not name get a working minimum. */
const FALLBACK_ORGANIZATION_PERMISSIONS: readonly PermissionSlug[] = ['organization-enabled', 'organization-lms', 'manage-members'];

const ALL_ACCESS: readonly PermissionSlug[] = [
  'access-courses', 'access-external-courses', 'access-communities', 'access-events', 'access-skills-development', 'access-coaching',
];

interface SetSeed {
  name: string;
  nameAr: string;
  /** Given the organization's own slugs, what the set holds. */
  permissions: (organizationHas: (slug: string) => boolean) => readonly PermissionSlug[];
}

/** The predefined, locked member sets of every organization (keys match SeedPermissionSet). */
const PREDEFINED_MEMBER_SETS: Readonly<Record<SeedPermissionSet, SetSeed>> = {
  administrator: {
    name: 'Administrator', nameAr: 'مسؤول',
    // Everything a member can do, and every manage permission the organization has.
    permissions: (organizationHas) => ['member-full-access', ...MANAGE_PERMISSIONS.filter(organizationHas)],
  },
  instructor: { name: 'Instructor', nameAr: 'محاضر', permissions: () => ['access-courses', 'access-events', 'manage-courses'] },
  coach: { name: 'Coach', nameAr: 'مدرّب', permissions: () => ['access-coaching', 'access-courses'] },
  provider: { name: 'Provider', nameAr: 'مقدّم خدمة', permissions: () => ['access-coaching', 'access-courses'] },
  member: { name: 'Member', nameAr: 'عضو', permissions: () => ALL_ACCESS },
  'events-only-member': { name: 'Events-only member', nameAr: 'عضو الفعاليات فقط', permissions: () => ['access-events'] },
};

/** An editable example, cloned from the member set. */
const EXAMPLE_SET = {
  key: 'learner-without-coaching',
  name: 'Learner without coaching',
  nameAr: 'متعلم دون إرشاد',
  permissions: ALL_ACCESS.filter((slug) => slug !== 'access-coaching'),
};
const ORGANIZATION_SET_KEY = 'organization';

/** Contexts, categories, permissions and prerequisites from shared/permissions; idempotent. */
export async function seedPermissionCatalogue(db: Db): Promise<void> {
  await db.insert(permissionContexts)
    .values(Object.entries(CONTEXT_NAMES).map(([id, names]) => ({ id: Number(id), ...names })))
    .onConflictDoNothing();
  await db.insert(permissionCategories)
    .values(Object.entries(CATEGORY_NAMES).map(([slug, names]) => ({ slug, ...names })))
    .onConflictDoNothing();
  const categoryIds = new Map((await db.select().from(permissionCategories)).map((row) => [row.slug, row.id]));
  await db.insert(permissions).values(PERMISSION_CATALOGUE.map((permission) => ({
    slug: permission.slug,
    contextId: permission.contextId,
    categoryId: categoryIds.get(permission.category)!,
    isHidden: permission.isHidden,
  }))).onConflictDoUpdate({
    // The catalogue in code wins: a permission moved to another context or category, or hidden, follows.
    target: permissions.slug,
    set: { contextId: sql`excluded.context_id`, categoryId: sql`excluded.category_id`, isHidden: sql`excluded.is_hidden` },
  });
  const ids = await permissionIds(db);
  const prerequisites = PERMISSION_CATALOGUE.flatMap((permission) => permission.prerequisites.map((prerequisite) => ({
    permissionId: ids.get(permission.slug)!,
    prerequisiteId: ids.get(prerequisite)!,
  })));
  if (prerequisites.length) await db.insert(permissionPrerequisites).values(prerequisites).onConflictDoNothing();
}

/**
 * The organization's own set, the predefined member sets and the example
 * set, each created only when missing; then the organization's set and
 * default member set, and each seeded account without a set, are pointed at
 * them. Idempotent, so it also completes organizations seeded earlier.
 */
export async function seedOrganizationPermissions(db: Db, organizationId: number, domainPrefix: string, accounts: readonly AccountSeed[]): Promise<void> {
  const ids = await permissionIds(db);
  const organizationSlugs = ORGANIZATION_PERMISSIONS[domainPrefix] ?? FALLBACK_ORGANIZATION_PERMISSIONS;
  const organizationChecker = createPermissionChecker(PERMISSION_CATALOGUE, organizationSlugs);

  const ensureSet = async (key: string, contextId: PermissionContextId, fields: { name: string; nameAr: string; locked: boolean; clonedFromId?: number }, slugs: readonly string[]) => {
    const [existing] = await db.select({ id: permissionSets.id }).from(permissionSets)
      .where(and(eq(permissionSets.organizationId, organizationId), eq(permissionSets.seedKey, key))).limit(1);
    if (existing) return existing.id;
    const [created] = await db.insert(permissionSets).values({
      organizationId,
      contextId,
      seedKey: key,
      name: fields.name,
      nameAr: fields.nameAr,
      canBeEdited: !fields.locked,
      canBeDeleted: !fields.locked,
      isPredefined: fields.locked,
      clonedFromId: fields.clonedFromId ?? null,
    }).returning({ id: permissionSets.id });
    if (!created) throw new Error(`could not create permission set ${key}`);
    if (slugs.length) {
      await db.insert(permissionSetPermissions).values(slugs.map((slug) => ({ permissionSetId: created.id, permissionId: ids.get(slug)! })));
    }
    return created.id;
  };

  const organizationSetId = await ensureSet(ORGANIZATION_SET_KEY, PERMISSION_CONTEXTS.organization,
    { name: 'Organization', nameAr: 'المنظمة', locked: true }, organizationSlugs);
  const setIds = new Map<SeedPermissionSet, number>();
  for (const [key, seed] of Object.entries(PREDEFINED_MEMBER_SETS) as Array<[SeedPermissionSet, SetSeed]>) {
    setIds.set(key, await ensureSet(key, PERMISSION_CONTEXTS.organizationMember,
      { name: seed.name, nameAr: seed.nameAr, locked: true }, seed.permissions((slug) => organizationChecker.holds(slug))));
  }
  const memberSetId = setIds.get('member')!;
  await ensureSet(EXAMPLE_SET.key, PERMISSION_CONTEXTS.organizationMember,
    { name: EXAMPLE_SET.name, nameAr: EXAMPLE_SET.nameAr, locked: false, clonedFromId: memberSetId }, EXAMPLE_SET.permissions);

  await db.update(organizations).set({ permissionSetId: organizationSetId })
    .where(and(eq(organizations.id, organizationId), isNull(organizations.permissionSetId)));
  await db.update(organizations).set({ defaultMemberPermissionSetId: memberSetId })
    .where(and(eq(organizations.id, organizationId), isNull(organizations.defaultMemberPermissionSetId)));
  for (const key of new Set(accounts.map((account) => account.permissionSet))) {
    const emails = accounts.filter((account) => account.permissionSet === key).map((account) => account.email.toLowerCase());
    await db.update(users).set({ permissionSetId: setIds.get(key)! })
      .where(and(eq(users.organizationId, organizationId), inArray(users.email, emails), isNull(users.permissionSetId)));
  }
}

async function permissionIds(db: Db): Promise<Map<string, number>> {
  return new Map((await db.select({ id: permissions.id, slug: permissions.slug }).from(permissions)).map((row) => [row.slug, row.id]));
}
