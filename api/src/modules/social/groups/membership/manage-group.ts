import { and, eq, sql } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import type { Db } from '../../../../core/db/types';
import { badRequest } from '../../../../core/errors';
import { IdSchema, Nullable, StringEnum } from '../../../../core/http-schemas';
import { media } from '../../../media/tables';
import { GROUP_POST_PERMISSIONS, GROUP_PRIVACIES, socialGroupMemberships, socialGroups } from '../../tables';
import type { SocialCaller } from '../caller';
import { assertGroupAdmin, seatIn } from '../group-access';

const GroupFields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  description: Type.String({ maxLength: 2000 }),
  privacy: StringEnum(GROUP_PRIVACIES),
  postPermission: StringEnum(GROUP_POST_PERMISSIONS),
  imageMediaId: Nullable(IdSchema),
};
export const CreateGroupBodySchema = Type.Object({
  name: GroupFields.name,
  description: Type.Optional(GroupFields.description),
  privacy: GroupFields.privacy,
  postPermission: Type.Optional(GroupFields.postPermission),
  imageMediaId: Type.Optional(GroupFields.imageMediaId),
}, { additionalProperties: false });
export const PatchGroupBodySchema = Type.Partial(Type.Object(GroupFields), { additionalProperties: false, minProperties: 1 });
export type CreateGroupBody = Static<typeof CreateGroupBodySchema>;
export type PatchGroupBody = Static<typeof PatchGroupBodySchema>;

/** A group's picture: an image the caller uploaded (400 req-001 otherwise). */
async function assertOwnImage(tx: Db, caller: SocialCaller, mediaId: number | null | undefined): Promise<void> {
  if (mediaId === null || mediaId === undefined) return;
  const [row] = await tx.select({ mime: media.mime, status: media.status }).from(media)
    .where(and(eq(media.organizationId, caller.organizationId), eq(media.id, mediaId), eq(media.userId, caller.userId)));
  if (!row || row.status !== 'READY' || !row.mime.startsWith('image/')) throw badRequest('imageMediaId must be an image you uploaded');
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('The name is empty');
  return trimmed;
}

/** POST /api/groups: the creator becomes its ACCEPTED ADMIN (member count 1). */
export async function createGroup(tx: Db, caller: SocialCaller, body: CreateGroupBody): Promise<number> {
  await assertOwnImage(tx, caller, body.imageMediaId);
  const [group] = await tx.insert(socialGroups).values({
    organizationId: caller.organizationId, name: cleanName(body.name), description: body.description?.trim() ?? '', privacy: body.privacy,
    postPermission: body.postPermission ?? 'EVERYONE', imageMediaId: body.imageMediaId ?? null, createdBy: caller.userId, memberCount: 1,
  }).returning({ id: socialGroups.id });
  if (!group) throw new Error('group insert returned no row');
  await tx.insert(socialGroupMemberships).values({
    organizationId: caller.organizationId, groupId: group.id, userId: caller.userId, role: 'ADMIN', status: 'ACCEPTED', actedBy: caller.userId,
  });
  return group.id;
}

/** PATCH /api/groups/{groupId}: the group's admins. */
export async function patchGroup(tx: Db, caller: SocialCaller, groupId: number, body: PatchGroupBody): Promise<void> {
  const seat = await seatIn(tx, caller, groupId, { forUpdate: true });
  assertGroupAdmin(seat);
  await assertOwnImage(tx, caller, body.imageMediaId);
  await tx.update(socialGroups).set({
    ...(body.name !== undefined ? { name: cleanName(body.name) } : {}),
    ...(body.description !== undefined ? { description: body.description.trim() } : {}),
    ...(body.privacy !== undefined ? { privacy: body.privacy } : {}),
    ...(body.postPermission !== undefined ? { postPermission: body.postPermission } : {}),
    ...(body.imageMediaId !== undefined ? { imageMediaId: body.imageMediaId } : {}),
    updatedAt: sql`now()`,
  }).where(eq(socialGroups.id, seat.group.id));
}
