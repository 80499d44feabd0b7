import { Type, type Static } from '@sinclair/typebox';
import type { PermissionDefinition } from '@halaqa/permissions';
import { IdSchema, Nullable } from '../../core/http-schemas';
import type { Assert } from '../../core/type-checks';

const Slug = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' });

const ContextIdSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)], {
  description: '1 global, 2 user, 3 organization, 4 organization member, 5 other',
});

const PermissionDefinitionSchema = Type.Object({
  slug: Type.String(),
  contextId: ContextIdSchema,
  prerequisites: Type.Array(Type.String()),
  isHidden: Type.Boolean(),
  category: Type.String({ description: 'Category slug' }),
});
/** @public Compile-time check, never imported: what the API serves is what shared/permissions checks with (the shell feeds it straight in). */
export type PermissionDefinitionContractCheck = Assert<Static<typeof PermissionDefinitionSchema> extends PermissionDefinition ? true : false>;

export const PermissionsSystemSchema = Type.Object({
  permissions: Type.Array(PermissionDefinitionSchema, { description: 'The whole catalogue, hidden permissions included' }),
  organizationPermissions: Type.Array(Type.String(), { description: "Slugs of the organization's own permission set" }),
  userPermissions: Type.Array(Type.String(), { description: "Slugs of the signed-in user's set (else the default member set); [] for visitors" }),
  hasGroups: Type.Boolean({ description: 'The signed-in member has at least one ACCEPTED group membership (the guard\'s requiresGroups, the app bar); false for visitors' }),
});
export type PermissionsSystem = Static<typeof PermissionsSystemSchema>;

export const NamedSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), nameAr: Type.String() });
export type Named = Static<typeof NamedSchema>;

const PermissionSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  contextId: ContextIdSchema,
  categoryId: Type.Integer(),
  category: Type.String(),
  isHidden: Type.Boolean(),
  prerequisites: Type.Array(Type.String()),
});

export const PermissionPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(PermissionSchema) });
export type PermissionPage = Static<typeof PermissionPageSchema>;

export const ListPermissionsQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 100 })),
});
export type ListPermissionsQuery = Static<typeof ListPermissionsQuerySchema>;

export const PermissionSetSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameAr: Type.String(),
  contextId: ContextIdSchema,
  isPredefined: Type.Boolean(),
  canBeEdited: Type.Boolean(),
  canBeDeleted: Type.Boolean(),
  clonedFromId: Nullable(Type.Integer()),
  permissions: Type.Array(Type.String(), { description: 'Permission slugs, sorted' }),
});
export type PermissionSet = Static<typeof PermissionSetSchema>;

export const PermissionSetParamsSchema = Type.Object({ id: IdSchema });

const permissionSetFields = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  nameAr: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  permissions: Type.Optional(Type.Array(Slug, { maxItems: 100, uniqueItems: true, description: 'Replaces the whole list' })),
};
export const UpdatePermissionSetBodySchema = Type.Object(permissionSetFields, { additionalProperties: false, minProperties: 1 });
export type UpdatePermissionSetBody = Static<typeof UpdatePermissionSetBodySchema>;
