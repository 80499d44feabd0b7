import { eq } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../../core/context';
import { errorResponses, IdSchema, StringEnum } from '../../../../core/http-schemas';
import { siteUrl } from '../../../../core/site-url';
import { tenantOf } from '../../../../core/tenancy';
import { EventCardPageSchema } from '../../events/dto';
import { GROUP_MEMBERSHIP_STATUSES, socialEvents, type GroupMembershipStatus } from '../../tables';
import { callerOf } from '../caller';
import {
  GroupDetailsSchema, GroupPageSchema, GroupParamsSchema, MemberPageSchema, MembershipAnswerSchema, PageQuerySchema,
} from '../dto';
import { eventCards } from '../feeds/event-cards';
import { readableGroup, visibleGroup } from '../group-access';
import { ADMIN_ACTIONS } from '../membership-rule';
import type { GroupScopes } from '../routes';
import { changeMemberMembership, changeOwnMembership, inviteMember } from './change-membership';
import { discoverGroups, groupDetails, myGroups } from './group-cards';
import { listMembers } from './members';
import { CreateGroupBodySchema, createGroup, PatchGroupBodySchema, patchGroup } from './manage-group';
import { rateGroup } from './rating';

const tags = ['social-groups'];
/** Members come 10 a page unless asked otherwise (spec section 9). */
const MembersPageSchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
const page = (query: { skip?: number; take?: number }, take = 20) => ({ skip: query.skip ?? 0, take: query.take ?? take });

/** Groups, their members and memberships (docs/design/social-api.md "Groups"). */
export function membershipRoutes(scopes: GroupScopes, ctx: AppContext): void {
  const { members, creators } = scopes;

  members.get('/groups', {
    schema: {
      operationId: 'listGroups', tags, summary: 'Groups the member may discover (secret ones only to their members), newest first',
      querystring: Type.Composite([PageQuerySchema, Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })) })]),
      response: { 200: GroupPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => discoverGroups(ctx.db(), callerOf(ctx, request), { ...page(request.query), search: request.query.search }));

  members.get('/groups/mine', {
    schema: {
      operationId: 'listMyGroups', tags, summary: 'The member\'s ACCEPTED groups', querystring: PageQuerySchema,
      response: { 200: GroupPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => myGroups(ctx.db(), callerOf(ctx, request), page(request.query)));

  creators.post('/groups', {
    schema: {
      operationId: 'createGroup', tags, summary: 'Create a group (manage-social-groups); the creator becomes its admin', body: CreateGroupBodySchema,
      response: { 201: GroupDetailsSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const caller = callerOf(ctx, request);
    const details = await ctx.db().transaction(async (tx) => {
      const groupId = await createGroup(tx, caller, request.body);
      return groupDetails(tx, caller, await visibleGroup(tx, caller, groupId));
    });
    return reply.code(201).send(details);
  });

  members.get('/groups/:groupId', {
    schema: {
      operationId: 'getGroup', tags, summary: 'A group\'s details; 404 for a secret group the member may not know of, 403 sgr-003 when blocked',
      params: GroupParamsSchema, response: { 200: GroupDetailsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    const db = ctx.db();
    return groupDetails(db, caller, await visibleGroup(db, caller, request.params.groupId));
  });

  members.patch('/groups/:groupId', {
    schema: {
      operationId: 'updateGroup', tags, summary: 'Change a group (its admins: 403 sgr-005 otherwise)', params: GroupParamsSchema, body: PatchGroupBodySchema,
      response: { 200: GroupDetailsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    return ctx.db().transaction(async (tx) => {
      await patchGroup(tx, caller, request.params.groupId, request.body);
      return groupDetails(tx, caller, await visibleGroup(tx, caller, request.params.groupId));
    });
  });

  members.get('/groups/:groupId/members', {
    schema: {
      operationId: 'listGroupMembers', tags, summary: 'A group\'s members (ACCEPTED by default; other statuses to its admins only), 10 a page by default',
      params: GroupParamsSchema,
      querystring: Type.Composite([MembersPageSchema, Type.Object({ status: Type.Optional(StringEnum<GroupMembershipStatus>(GROUP_MEMBERSHIP_STATUSES, { default: 'ACCEPTED' })) })]),
      response: { 200: MemberPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    const db = ctx.db();
    const seat = await readableGroup(db, caller, request.params.groupId);
    return listMembers(db, caller, seat, { ...page(request.query, 10), status: request.query.status ?? 'ACCEPTED' });
  });

  for (const action of ['join', 'leave', 'decline'] as const) {
    members.post(`/groups/:groupId/${action}`, {
      schema: {
        operationId: `${action}Group`, tags, params: GroupParamsSchema,
        summary: {
          join: 'Join (public: ACCEPTED; private: PENDING; invited: ACCEPTED). 403 sgr-003 blocked, 409 sgr-002 already in',
          leave: 'Leave the group or withdraw a request (409 sgr-007 for its last admin)',
          decline: 'Decline an invitation',
        }[action],
        response: { 200: MembershipAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const caller = callerOf(ctx, request);
      return ctx.db().transaction((tx) => changeOwnMembership(tx, caller, request.params.groupId, action));
    });
  }

  members.post('/groups/:groupId/invite', {
    schema: {
      operationId: 'inviteToGroup', tags, params: GroupParamsSchema,
      summary: 'Invite a member of the organization by email (admins; any ACCEPTED member of a public group): a notification and an email. 404 sgr-006 unknown email',
      body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 320 }) }, { additionalProperties: false }),
      response: { 200: MembershipAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    const site = siteUrl(request, tenantOf(request).domainPrefix, ctx.defaultOrgPrefix);
    return ctx.db().transaction((tx) => inviteMember(tx, caller, request.params.groupId, request.body.email, site));
  });

  members.post('/groups/:groupId/members/:userId/:action', {
    schema: {
      operationId: 'actOnGroupMember', tags, summary: 'A group admin\'s action on a membership (403 sgr-005 otherwise; 409 sgr-004 wrong status, sgr-007 last admin)',
      params: Type.Object({ groupId: IdSchema, userId: IdSchema, action: StringEnum(ADMIN_ACTIONS) }),
      response: { 200: MembershipAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    const { groupId, userId, action } = request.params;
    return ctx.db().transaction((tx) => changeMemberMembership(tx, caller, groupId, userId, action));
  });

  members.put('/groups/:groupId/rating', {
    schema: {
      operationId: 'rateGroup', tags, summary: 'The member\'s stars for the group (ACCEPTED members)', params: GroupParamsSchema,
      body: Type.Object({ rating: Type.Integer({ minimum: 1, maximum: 5 }) }, { additionalProperties: false }),
      response: { 200: GroupDetailsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    return ctx.db().transaction(async (tx) => {
      await rateGroup(tx, caller, request.params.groupId, request.body.rating);
      return groupDetails(tx, caller, await visibleGroup(tx, caller, request.params.groupId));
    });
  });

  members.get('/groups/:groupId/events', {
    schema: {
      operationId: 'listGroupEvents', tags, summary: 'The group\'s listed events (EventCard), soonest first', params: GroupParamsSchema,
      querystring: PageQuerySchema, response: { 200: EventCardPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    const db = ctx.db();
    const seat = await readableGroup(db, caller, request.params.groupId);
    return eventCards(db, caller, eq(socialEvents.groupId, seat.group.id), page(request.query, 10));
  });

}
