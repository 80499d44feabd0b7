import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../../core/context';
import { errorResponses, StringEnum } from '../../../../core/http-schemas';
import { EventCardPageSchema } from '../../events/dto';
import { callerOf } from '../caller';
import { myComments } from '../comments/comments';
import { CommentPageSchema, CursorQuerySchema, GroupPageSchema, PageQuerySchema, PostPageSchema } from '../dto';
import { myGroups } from '../membership/group-cards';
import { homeFeed, markedPosts } from '../posts/post-lists';
import type { GroupScopes } from '../routes';
import { EVENT_FEED_KINDS, eventFeed } from './event-cards';
import { feedPreferences, FeedPreferencesSchema, saveFeedPreferences } from './preferences';

const tags = ['social-feeds'];

/** The member's social feeds and what their home feed holds (docs/design/social-api.md "Groups"). */
export function feedRoutes(scopes: GroupScopes, ctx: AppContext): void {
  const { members } = scopes;
  const postFeed = { querystring: CursorQuerySchema, response: { 200: PostPageSchema, ...errorResponses(400, 401, 403) } };

  members.get('/feeds/home', {
    schema: { operationId: 'homeFeed', tags, summary: 'Posts of the member\'s ACCEPTED groups, newest first (keyset)', ...postFeed },
  }, async (request) => homeFeed(ctx.db(), callerOf(ctx, request), request.query));

  members.get('/feeds/likes', {
    schema: { operationId: 'likedPostsFeed', tags, summary: 'Posts the member liked, last liked first (keyset)', ...postFeed },
  }, async (request) => markedPosts(ctx.db(), callerOf(ctx, request), 'likes', request.query));

  members.get('/feeds/saved-posts', {
    schema: { operationId: 'savedPostsFeed', tags, summary: 'Posts the member saved, last saved first (keyset)', ...postFeed },
  }, async (request) => markedPosts(ctx.db(), callerOf(ctx, request), 'saves', request.query));

  members.get('/feeds/comments', {
    schema: {
      operationId: 'myCommentsFeed', tags, summary: 'The member\'s own comments, newest first (keyset)', querystring: CursorQuerySchema,
      response: { 200: CommentPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => myComments(ctx.db(), callerOf(ctx, request), request.query));

  members.get('/feeds/events', {
    schema: {
      operationId: 'eventsFeed', tags, summary: 'Events the member enrolled in, favorited, hosts, or of their groups (EventCard)',
      querystring: Type.Composite([PageQuerySchema, Type.Object({ kind: StringEnum(EVENT_FEED_KINDS) })]),
      response: { 200: EventCardPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => eventFeed(ctx.db(), callerOf(ctx, request), request.query.kind, { skip: request.query.skip ?? 0, take: request.query.take ?? 20 }));

  members.get('/feeds/groups', {
    schema: {
      operationId: 'groupsFeed', tags, summary: 'The member\'s ACCEPTED groups (as groups/mine)', querystring: PageQuerySchema,
      response: { 200: GroupPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => myGroups(ctx.db(), callerOf(ctx, request), { skip: request.query.skip ?? 0, take: request.query.take ?? 20 }));

  members.get('/feeds/preferences', {
    schema: {
      operationId: 'feedPreferences', tags, summary: 'What the member\'s home feed holds (defaults when never set)',
      response: { 200: FeedPreferencesSchema, ...errorResponses(401, 403) },
    },
  }, async (request) => feedPreferences(ctx.db(), callerOf(ctx, request)));

  members.put('/feeds/preferences', {
    schema: {
      operationId: 'saveFeedPreferences', tags, summary: 'Choose whether the home feed holds public groups and which groups it mutes',
      body: FeedPreferencesSchema,
      response: { 200: FeedPreferencesSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => saveFeedPreferences(ctx.db(), callerOf(ctx, request), request.body));
}
