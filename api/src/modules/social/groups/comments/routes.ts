import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../../core/context';
import { errorResponses } from '../../../../core/http-schemas';
import { callerOf } from '../caller';
import { CommentPageSchema, CommentParamsSchema, CommentViewSchema, CursorQuerySchema, LikeAnswerSchema, PostParamsSchema } from '../dto';
import type { GroupScopes } from '../routes';
import { addComment, CommentBodySchema, deleteComment, EditCommentBodySchema, editComment, listComments, setCommentLike } from './comments';

const tags = ['social-posts'];

/** Comments on posts, threaded by parentId (docs/design/social-api.md "Groups"). */
export function commentRoutes(scopes: GroupScopes, ctx: AppContext): void {
  const { members } = scopes;

  members.get('/posts/:postId/comments', {
    schema: {
      operationId: 'listPostComments', tags, summary: 'A post\'s comments, oldest first, replies with their parentId (keyset)',
      params: PostParamsSchema, querystring: CursorQuerySchema, response: { 200: CommentPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listComments(ctx.db(), callerOf(ctx, request), request.params.postId, request.query));

  members.post('/posts/:postId/comments', {
    schema: {
      operationId: 'commentOnPost', tags, params: PostParamsSchema, body: CommentBodySchema,
      summary: 'Comment (or reply with parentId). 409 pst-001 read-only post; 429 pst-003 past 30 comments in 10 minutes',
      response: { 201: CommentViewSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => {
    const caller = callerOf(ctx, request);
    const view = await ctx.db().transaction((tx) => addComment(tx, caller, request.params.postId, request.body));
    return reply.code(201).send(view);
  });

  members.patch('/comments/:commentId', {
    schema: {
      operationId: 'editComment', tags, summary: 'Edit a comment (its author: 403 pst-002 otherwise)', params: CommentParamsSchema,
      body: EditCommentBodySchema, response: { 200: CommentViewSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    return ctx.db().transaction((tx) => editComment(tx, caller, request.params.commentId, request.body.content));
  });

  members.delete('/comments/:commentId', {
    schema: {
      operationId: 'deleteComment', tags, summary: 'Delete a comment and its replies (its author or a group admin)', params: CommentParamsSchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const caller = callerOf(ctx, request);
    await ctx.db().transaction((tx) => deleteComment(tx, caller, request.params.commentId));
    return reply.code(204).send(null);
  });

  for (const [method, on] of [['put', true], ['delete', false]] as const) {
    members[method]('/comments/:commentId/like', {
      schema: {
        operationId: on ? 'likeComment' : 'unlikeComment', tags, summary: `${on ? 'Like' : 'Unlike'} a comment (idempotent)`,
        params: CommentParamsSchema, response: { 200: LikeAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const caller = callerOf(ctx, request);
      return ctx.db().transaction((tx) => setCommentLike(tx, caller, request.params.commentId, on));
    });
  }
}
