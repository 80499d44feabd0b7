import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { ErrorBodySchema, errorResponses } from '../../../core/http-schemas';
import { mediaStorageFor } from '../../media/storage-config';
import { CourseParamsSchema } from '../course-card-dto';
import { managerOf } from '../manage/manager';
import { CreatedUploadSchema } from '../player/learner-uploads';
import { openPlayer, playerCallerOf, type PlayerSeat } from '../player/player-gate';
import type { LmsScopes } from '../routes';
import { getDiscussionBoard, listDiscussionBoards, markBoardRead } from './boards';
import { createDiscussionComment, deleteDiscussionComment, getDiscussionComment, listDiscussionComments, updateDiscussionComment } from './comments';
import {
  BoardInputSchema, BoardLockBodySchema, BoardPageQuerySchema, BoardParamsSchema, BoardPatchSchema, CommentMediaSchema, CommentParamsSchema,
  CommentUploadBodySchema, CommentUploadParamsSchema, CreateCommentBodySchema, DiscussionBoardPageSchema, DiscussionBoardSchema, DiscussionCommentSchema, DiscussionThreadPageSchema,
  LikeAnswerSchema, LikeBodySchema, ManagedBoardPageSchema, ManagedBoardSchema, ReadMarkAnswerSchema, UpdateCommentBodySchema,
} from './dto';
import { setCommentLike } from './likes';
import { createBoard, deleteBoard, listManagedBoards, lockBoard, updateBoard } from './manage';
import { completeCommentUpload, openCommentUpload } from './uploads';

/**
 * Discussion boards (docs/design/course-work-api.md "Discussion boards"):
 * members through the player's gate (its students, instructors and
 * administrators), authors through the courseManagers scope.
 */
export function discussionRoutes({ learners, courseManagers }: LmsScopes, ctx: AppContext): void {
  const tags = ['discussion boards'];
  const seatOf = async (request: FastifyRequest, courseId: number): Promise<PlayerSeat> =>
    openPlayer(ctx.db(), await playerCallerOf(ctx, request), courseId);
  const reads = errorResponses(400, 401, 403, 404);
  // The same store as the media module's chunk route (server.ts passes it the same settings).
  const storage = () => mediaStorageFor(process.env, ctx.mediaDir);
  const writes = errorResponses(400, 401, 403, 404);

  learners.get('/courses/:courseId/discussion-boards', {
    schema: {
      operationId: 'listDiscussionBoards', tags, summary: 'The course\'s discussion boards the caller sees, in outline order, with what is new',
      params: CourseParamsSchema, querystring: BoardPageQuerySchema, response: { 200: DiscussionBoardPageSchema, ...reads },
    },
  }, async (request) => listDiscussionBoards(ctx.db(), await seatOf(request, request.params.courseId), request.query));

  learners.get('/courses/:courseId/discussion-boards/:discussionBoardId', {
    schema: {
      operationId: 'getDiscussionBoard', tags, summary: 'One board (its item locked: 403 ply-002)',
      params: BoardParamsSchema, response: { 200: DiscussionBoardSchema, ...reads },
    },
  }, async (request) => getDiscussionBoard(ctx.db(), await seatOf(request, request.params.courseId), request.params.discussionBoardId));

  learners.put('/courses/:courseId/discussion-boards/:discussionBoardId/read', {
    schema: {
      operationId: 'markDiscussionBoardRead', tags, summary: 'Everything on the board up to now is read (never moves backwards)',
      params: BoardParamsSchema, response: { 200: ReadMarkAnswerSchema, ...reads },
    },
  }, async (request) => markBoardRead(ctx.db(), await seatOf(request, request.params.courseId), request.params.discussionBoardId));

  learners.get('/courses/:courseId/discussion-boards/:discussionBoardId/comments', {
    schema: {
      operationId: 'listDiscussionComments', tags, summary: 'Threads newest first, each with its replies oldest first',
      params: BoardParamsSchema, querystring: BoardPageQuerySchema, response: { 200: DiscussionThreadPageSchema, ...reads },
    },
  }, async (request) => listDiscussionComments(ctx.db(), await seatOf(request, request.params.courseId), request.params.discussionBoardId, request.query));

  learners.get('/courses/:courseId/discussion-boards/:discussionBoardId/comments/:commentId', {
    schema: {
      operationId: 'getDiscussionComment', tags, summary: 'One comment (a thread with its replies)',
      params: CommentParamsSchema, response: { 200: DiscussionCommentSchema, ...reads },
    },
  }, async (request) => getDiscussionComment(ctx.db(), await seatOf(request, request.params.courseId), request.params.discussionBoardId, request.params.commentId));

  learners.post('/courses/:courseId/discussion-boards/:discussionBoardId/comments', {
    schema: {
      operationId: 'createDiscussionComment', tags,
      summary: 'A new thread, or a reply (parentId); rich text sanitized; read-only board: 403 dis-001; completes the item for students',
      params: BoardParamsSchema, body: CreateCommentBodySchema, response: { 201: DiscussionCommentSchema, ...writes },
    },
  }, async (request, reply) => reply.code(201).send(await createDiscussionComment(
    ctx.db(), await seatOf(request, request.params.courseId), request.params.discussionBoardId, request.body,
  )));

  learners.post('/courses/:courseId/discussion-boards/:discussionBoardId/uploads', {
    schema: {
      operationId: 'openCommentUpload', tags, params: BoardParamsSchema, body: CommentUploadBodySchema,
      summary: 'Open a chunked upload of a file for a comment: PUT its chunks to uploadUrl, then POST .../uploads/{mediaId}/complete; read-only board: 403 dis-001',
      response: { 201: CreatedUploadSchema, ...errorResponses(400, 401, 403, 404, 413), 415: ErrorBodySchema },
    },
  }, async (request, reply) => reply.code(201).send(await openCommentUpload(
    ctx.db(), storage(), await seatOf(request, request.params.courseId), request.params.discussionBoardId, request.body,
  )));

  learners.post('/courses/:courseId/discussion-boards/:discussionBoardId/uploads/:mediaId/complete', {
    schema: {
      operationId: 'completeCommentUpload', tags, params: CommentUploadParamsSchema,
      summary: 'Finish an upload opened for a comment (the type is told from the bytes: 415 med-002 on a mismatch); then name it in mediaIds',
      response: { 200: CommentMediaSchema, ...errorResponses(400, 401, 403, 404, 409), 415: ErrorBodySchema },
    },
  }, async (request) => completeCommentUpload(
    ctx.db(), storage(), await seatOf(request, request.params.courseId), request.params.discussionBoardId, request.params.mediaId,
  ));

  learners.patch('/courses/:courseId/discussion-boards/:discussionBoardId/comments/:commentId', {
    schema: {
      operationId: 'updateDiscussionComment', tags, summary: 'Change one\'s own comment (someone else\'s: 403 dis-003)',
      params: CommentParamsSchema, body: UpdateCommentBodySchema, response: { 200: DiscussionCommentSchema, ...writes },
    },
  }, async (request) => updateDiscussionComment(
    ctx.db(), await seatOf(request, request.params.courseId), request.params.discussionBoardId, request.params.commentId, request.body.body,
  ));

  learners.delete('/courses/:courseId/discussion-boards/:discussionBoardId/comments/:commentId', {
    schema: {
      operationId: 'deleteDiscussionComment', tags, summary: 'Remove one\'s own comment (instructors and administrators: any); its replies stay',
      params: CommentParamsSchema, response: { 204: Type.Null(), ...writes },
    },
  }, async (request, reply) => {
    await deleteDiscussionComment(ctx.db(), await seatOf(request, request.params.courseId), request.params.discussionBoardId, request.params.commentId);
    return reply.code(204).send(null);
  });

  learners.put('/courses/:courseId/discussion-boards/:discussionBoardId/comments/:commentId/like', {
    schema: {
      operationId: 'setDiscussionCommentLike', tags, summary: 'Like or unlike a comment (sets the state asked for: repeats change nothing)',
      params: CommentParamsSchema, body: LikeBodySchema, response: { 200: LikeAnswerSchema, ...writes },
    },
  }, async (request) => setCommentLike(
    ctx.db(), await seatOf(request, request.params.courseId), request.params.discussionBoardId, request.params.commentId, request.body.liked,
  ));

  const manageTags = ['course authoring'];

  courseManagers.get('/courses/:courseId/discussion-boards/manage', {
    schema: {
      operationId: 'listManagedDiscussionBoards', tags: manageTags, summary: 'Every board of the course, as its authors see them',
      params: CourseParamsSchema, querystring: BoardPageQuerySchema, response: { 200: ManagedBoardPageSchema, ...reads },
    },
  }, async (request) => listManagedBoards(ctx.db(), managerOf(ctx, request), request.params.courseId, request.query));

  courseManagers.post('/courses/:courseId/discussion-boards', {
    schema: {
      operationId: 'createDiscussionBoard', tags: manageTags, summary: 'A board for a DISCUSSION_BOARD item of the course (400 dis-004 otherwise)',
      params: CourseParamsSchema, body: BoardInputSchema, response: { 201: ManagedBoardSchema, ...writes },
    },
  }, async (request, reply) => reply.code(201).send(await createBoard(ctx.db(), managerOf(ctx, request), request.params.courseId, request.body)));

  courseManagers.patch('/courses/:courseId/discussion-boards/:discussionBoardId', {
    schema: {
      operationId: 'updateDiscussionBoard', tags: manageTags, summary: 'Change some fields of a board (its weight is its item\'s)',
      params: BoardParamsSchema, body: BoardPatchSchema, response: { 200: ManagedBoardSchema, ...writes },
    },
  }, async (request) => updateBoard(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.discussionBoardId, request.body));

  courseManagers.put('/courses/:courseId/discussion-boards/:discussionBoardId/lock', {
    schema: {
      operationId: 'lockDiscussionBoard', tags: manageTags, summary: 'Lock (read-only) or unlock a board',
      params: BoardParamsSchema, body: BoardLockBodySchema, response: { 200: ManagedBoardSchema, ...writes },
    },
  }, async (request) => lockBoard(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.discussionBoardId, request.body.isLocked));

  courseManagers.delete('/courses/:courseId/discussion-boards/:discussionBoardId', {
    schema: {
      operationId: 'deleteDiscussionBoard', tags: manageTags, summary: 'Remove a board with its comments',
      params: BoardParamsSchema, response: { 204: Type.Null(), ...writes },
    },
  }, async (request, reply) => {
    await deleteBoard(ctx.db(), managerOf(ctx, request), request.params.courseId, request.params.discussionBoardId);
    return reply.code(204).send(null);
  });
}
