import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../../core/context';
import { ErrorBodySchema, errorResponses, IdSchema } from '../../../../core/http-schemas';
import { mediaStorageFor } from '../../../media/storage-config';
import { callerOf } from '../caller';
import { CursorQuerySchema, GroupParamsSchema, LikeAnswerSchema, PostMediaSchema, PostPageSchema, PostParamsSchema, PostViewSchema, SaveAnswerSchema } from '../dto';
import { readableGroup } from '../group-access';
import type { GroupScopes } from '../routes';
import { postSeat } from './post-access';
import { groupPosts } from './post-lists';
import { completePostUpload, CreatedUploadSchema, openPostUpload, PostUploadBodySchema } from './post-uploads';
import { postView } from './post-view';
import { setLike, setSave } from './reactions';
import { createPost, deletePost, editPost, pinPost, PostBodySchema, setReadOnly } from './write-post';

const tags = ['social-posts'];

/** A group's posts and what members do with them (docs/design/social-api.md "Groups"). */
export function postRoutes(scopes: GroupScopes, ctx: AppContext): void {
  const { members } = scopes;

  members.get('/groups/:groupId/posts', {
    schema: {
      operationId: 'listGroupPosts', tags, summary: 'A group\'s posts: pinned first, then newest first (keyset: pass nextCursor back as cursor)',
      params: GroupParamsSchema, querystring: CursorQuerySchema, response: { 200: PostPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    const db = ctx.db();
    return groupPosts(db, caller, await readableGroup(db, caller, request.params.groupId), request.query);
  });

  members.post('/groups/:groupId/posts', {
    schema: {
      operationId: 'createGroupPost', tags, params: GroupParamsSchema, body: PostBodySchema,
      summary: 'Post in a group (ACCEPTED members; admins only where postPermission is ADMINS: 403 sgr-005). 429 pst-003 past 10 posts in 10 minutes',
      response: { 201: PostViewSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    const caller = callerOf(ctx, request);
    const view = await ctx.db().transaction(async (tx) => postView(tx, caller, await createPost(tx, caller, request.params.groupId, request.body)));
    return reply.code(201).send(view);
  });

  // The same store as the media module's chunk route (server.ts passes it the same settings).
  const storage = () => mediaStorageFor(process.env, ctx.mediaDir);

  members.post('/groups/:groupId/uploads', {
    schema: {
      operationId: 'openPostUpload', tags, params: GroupParamsSchema, body: PostUploadBodySchema,
      summary: 'Open a chunked upload of a picture or video for a post (members who may post): PUT its chunks to uploadUrl, then POST .../uploads/{mediaId}/complete',
      response: { 201: CreatedUploadSchema, ...errorResponses(400, 401, 403, 404, 413), 415: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const upload = await openPostUpload(ctx.db(), storage(), callerOf(ctx, request), request.params.groupId, request.body);
    return reply.code(201).send(upload);
  });

  members.post('/groups/:groupId/uploads/:mediaId/complete', {
    schema: {
      operationId: 'completePostUpload', tags, params: Type.Object({ groupId: IdSchema, mediaId: IdSchema }),
      summary: 'Finish a post\'s upload (the type is told from the bytes: 415 med-002 on a mismatch); then name it in mediaIds',
      response: { 200: PostMediaSchema, ...errorResponses(400, 401, 403, 404, 409), 415: ErrorBodySchema },
    },
  }, async (request) => completePostUpload(ctx.db(), storage(), callerOf(ctx, request), request.params.groupId, request.params.mediaId));

  members.get('/posts/:postId', {
    schema: {
      operationId: 'getPost', tags, summary: 'One post', params: PostParamsSchema,
      response: { 200: PostViewSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    const db = ctx.db();
    const { post } = await postSeat(db, caller, request.params.postId);
    return postView(db, caller, post.id);
  });

  members.patch('/posts/:postId', {
    schema: {
      operationId: 'editPost', tags, summary: 'Edit a post (its author: 403 pst-002 otherwise); mediaIds, when given, replace the media',
      params: PostParamsSchema, body: PostBodySchema, response: { 200: PostViewSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    return ctx.db().transaction(async (tx) => {
      await editPost(tx, caller, request.params.postId, request.body);
      return postView(tx, caller, request.params.postId);
    });
  });

  members.delete('/posts/:postId', {
    schema: {
      operationId: 'deletePost', tags, summary: 'Delete a post (its author or a group admin)', params: PostParamsSchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const caller = callerOf(ctx, request);
    await ctx.db().transaction((tx) => deletePost(tx, caller, request.params.postId));
    return reply.code(204).send(null);
  });

  for (const [method, pinned] of [['put', true], ['delete', false]] as const) {
    members[method]('/posts/:postId/pin', {
      schema: {
        operationId: pinned ? 'pinPost' : 'unpinPost', tags, summary: `${pinned ? 'Pin' : 'Unpin'} a post (group admins: 403 sgr-005 otherwise)`,
        params: PostParamsSchema, response: { 200: PostViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const caller = callerOf(ctx, request);
      return ctx.db().transaction(async (tx) => {
        await pinPost(tx, caller, request.params.postId, pinned);
        return postView(tx, caller, request.params.postId);
      });
    });
  }

  members.put('/posts/:postId/read-only', {
    schema: {
      operationId: 'setPostReadOnly', tags, summary: 'Close or reopen a post to comments (group admins)', params: PostParamsSchema,
      body: Type.Object({ isReadOnly: Type.Boolean() }, { additionalProperties: false }),
      response: { 200: PostViewSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    return ctx.db().transaction(async (tx) => {
      await setReadOnly(tx, caller, request.params.postId, request.body.isReadOnly);
      return postView(tx, caller, request.params.postId);
    });
  });

  for (const [method, on] of [['put', true], ['delete', false]] as const) {
    members[method]('/posts/:postId/like', {
      schema: {
        operationId: on ? 'likePost' : 'unlikePost', tags, summary: `${on ? 'Like' : 'Unlike'} a post (idempotent)`, params: PostParamsSchema,
        response: { 200: LikeAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const caller = callerOf(ctx, request);
      return ctx.db().transaction((tx) => setLike(tx, caller, request.params.postId, on));
    });
    members[method]('/posts/:postId/save', {
      schema: {
        operationId: on ? 'savePost' : 'unsavePost', tags, summary: `${on ? 'Save' : 'Unsave'} a post (idempotent)`, params: PostParamsSchema,
        response: { 200: SaveAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const caller = callerOf(ctx, request);
      return ctx.db().transaction((tx) => setSave(tx, caller, request.params.postId, on));
    });
  }
}
