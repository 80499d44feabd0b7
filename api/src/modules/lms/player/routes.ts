import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { CourseParamsSchema, PageQuerySchema } from '../course-card-dto';
import type { LmsScopes } from '../routes';
import { getCourseAnnouncement, listCourseAnnouncements } from './announcements';
import { answerQuestion } from './answer-question';
import { myAttendanceOf, recordAttendanceByCode } from './attendance';
import { completeTextSubsection } from './complete-text';
import {
  AnnouncementPageSchema, AnnouncementParamsSchema, AnswerBodySchema, AttendanceCodeBodySchema, AttendanceRecordSchema,
  CompletionAnswerSchema, CourseAnnouncementSchema, CreateNoteBodySchema, FeedbackAnswerSchema, JoinAnswerSchema, MyAttendanceSchema,
  NotePageSchema, NoteParamsSchema, NoteSchema, NotesQuerySchema, OnCampusLecturePageSchema, OnCampusLectureParamsSchema,
  OnCampusLectureSchema, OnlineLecturePageSchema, OnlineLectureParamsSchema, OnlineLectureSchema, PlaybackAnswerSchema,
  PlaybackBodySchema, PlayerCourseSchema, PlayerSubsectionSchema, QuestionParamsSchema, SubsectionParamsSchema,
  UpdateNoteBodySchema, ViewAsQuerySchema,
} from './dto';
import { getOnCampusLecture, getOnlineLecture, joinOnlineLecture, listOnCampusLectures, listOnlineLectures } from './lectures';
import { createNote, deleteNote, listCourseNotes, listSubsectionNotes, updateNote } from './notes';
import { loadOutline } from './outline';
import { openPlayer, playerCallerOf, type PlayerSeat } from './player-gate';
import { coursePlayerOf } from './player-course';
import { recordPlayback } from './playback';
import { playerSubsectionOf } from './subsection-content';
import { visitSubsection } from './visit';

/**
 * The course player's learner calls (docs/design/course-player-api.md
 * "Learner calls"): the learner gate, then the player gate of each course
 * (student, instructor or administrator of it; 403 ply-001 otherwise).
 */
export function playerRoutes({ learners }: LmsScopes, ctx: AppContext): void {
  const tags = ['course player'];
  const seatOf = async (request: FastifyRequest, courseId: number, viewAs?: 'student'): Promise<PlayerSeat> =>
    openPlayer(ctx.db(), await playerCallerOf(ctx, request), courseId, { viewAs });
  const refusals = errorResponses(400, 401, 403, 404);

  learners.get('/courses/:courseId/player', {
    schema: {
      operationId: 'getCoursePlayer', tags,
      summary: 'The course and its outline for the caller: what is hidden, locked and done, and where to resume',
      params: CourseParamsSchema, querystring: ViewAsQuerySchema,
      response: { 200: PlayerCourseSchema, ...refusals },
    },
  }, async (request) => coursePlayerOf(ctx.db(), await seatOf(request, request.params.courseId, request.query.viewAs)));

  learners.get('/courses/:courseId/subsections/:subsectionId', {
    schema: {
      operationId: 'getPlayerSubsection', tags,
      summary: 'One item with its content (locked: 403 ply-002; hidden or of another course: 404)',
      params: SubsectionParamsSchema, querystring: ViewAsQuerySchema,
      response: { 200: PlayerSubsectionSchema, ...refusals },
    },
  }, async (request) => {
    const seat = await seatOf(request, request.params.courseId, request.query.viewAs);
    return playerSubsectionOf(ctx.db(), seat, await loadOutline(ctx.db(), seat), request.params.subsectionId);
  });

  learners.put('/courses/:courseId/subsections/:subsectionId/visit', {
    schema: {
      operationId: 'visitSubsection', tags,
      summary: 'The student opened the item: remembered for resuming; PDFs, images and documents are complete once opened',
      params: SubsectionParamsSchema,
      response: { 200: CompletionAnswerSchema, ...refusals },
    },
  }, async (request) => visitSubsection(ctx.db(), await seatOf(request, request.params.courseId), request.params.subsectionId));

  learners.post('/courses/:courseId/subsections/:subsectionId/playback', {
    schema: {
      operationId: 'recordPlayback', tags,
      summary: 'Watched ranges of a video or audio (merged with the stored ones; 90% completes it) and where playback stopped',
      params: SubsectionParamsSchema, body: PlaybackBodySchema,
      response: { 200: PlaybackAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => recordPlayback(ctx.db(), await seatOf(request, request.params.courseId), request.params.subsectionId, request.body));

  learners.post('/courses/:courseId/subsections/:subsectionId/complete', {
    schema: {
      operationId: 'completeSubsection', tags,
      summary: 'Mark a text item done (idempotent; other kinds complete by their own rule: 409 ply-003)',
      params: SubsectionParamsSchema,
      response: { 200: CompletionAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => completeTextSubsection(ctx.db(), await seatOf(request, request.params.courseId), request.params.subsectionId));

  learners.put('/courses/:courseId/subsections/:subsectionId/questionnaire/:questionId', {
    schema: {
      operationId: 'answerQuestionnaireQuestion', tags,
      summary: 'Answer a question of a questionnaire item: the feedback, and completion once every question is answered',
      params: QuestionParamsSchema, body: AnswerBodySchema,
      response: { 200: FeedbackAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => answerQuestion(ctx.db(), await seatOf(request, request.params.courseId), request.params.subsectionId, request.params.questionId, request.body.answerId));

  learners.get('/courses/:courseId/notes', {
    schema: {
      operationId: 'listCourseNotes', tags,
      summary: "The caller's notes in the course, in outline order; query searches the note and the item's name",
      params: CourseParamsSchema, querystring: NotesQuerySchema,
      response: { 200: NotePageSchema, ...refusals },
    },
  }, async (request) => listCourseNotes(ctx.db(), await seatOf(request, request.params.courseId), request.query));

  learners.get('/courses/:courseId/subsections/:subsectionId/notes', {
    schema: {
      operationId: 'listSubsectionNotes', tags,
      summary: "The caller's notes on one item",
      params: SubsectionParamsSchema,
      response: { 200: Type.Array(NoteSchema), ...refusals },
    },
  }, async (request) => listSubsectionNotes(ctx.db(), await seatOf(request, request.params.courseId), request.params.subsectionId));

  learners.post('/courses/:courseId/subsections/:subsectionId/notes', {
    schema: {
      operationId: 'createNote', tags,
      summary: 'A note on an item, optionally at a video second or PDF page (kind and position together)',
      params: SubsectionParamsSchema, body: CreateNoteBodySchema,
      response: { 201: NoteSchema, ...refusals },
    },
  }, async (request, reply) => {
    const note = await createNote(ctx.db(), await seatOf(request, request.params.courseId), request.params.subsectionId, request.body);
    return reply.code(201).send(note);
  });

  learners.patch('/courses/:courseId/notes/:noteId', {
    schema: {
      operationId: 'updateNote', tags, summary: "Change the text of one of the caller's notes (another member's: 404)",
      params: NoteParamsSchema, body: UpdateNoteBodySchema,
      response: { 200: NoteSchema, ...refusals },
    },
  }, async (request) => updateNote(ctx.db(), await seatOf(request, request.params.courseId), request.params.noteId, request.body.note));

  learners.delete('/courses/:courseId/notes/:noteId', {
    schema: {
      operationId: 'deleteNote', tags, summary: "Delete one of the caller's notes (another member's: 404)",
      params: NoteParamsSchema,
      response: { 204: Type.Null(), ...refusals },
    },
  }, async (request, reply) => {
    await deleteNote(ctx.db(), await seatOf(request, request.params.courseId), request.params.noteId);
    return reply.code(204).send(null);
  });

  learners.get('/courses/:courseId/announcements', {
    schema: {
      operationId: 'listCourseAnnouncements', tags, summary: 'Published announcements of the course whose date has come, newest first',
      params: CourseParamsSchema, querystring: PageQuerySchema,
      response: { 200: AnnouncementPageSchema, ...refusals },
    },
  }, async (request) => listCourseAnnouncements(ctx.db(), await seatOf(request, request.params.courseId), request.query));

  learners.get('/courses/:courseId/announcements/:announcementId', {
    schema: {
      operationId: 'getCourseAnnouncement', tags, summary: 'One published announcement of the course',
      params: AnnouncementParamsSchema,
      response: { 200: CourseAnnouncementSchema, ...refusals },
    },
  }, async (request) => getCourseAnnouncement(ctx.db(), await seatOf(request, request.params.courseId), request.params.announcementId));

  learners.get('/courses/:courseId/online-lectures', {
    schema: {
      operationId: 'listOnlineLectures', tags, summary: 'The online lectures of the course, by start (those of hidden items left out)',
      params: CourseParamsSchema, querystring: PageQuerySchema,
      response: { 200: OnlineLecturePageSchema, ...refusals },
    },
  }, async (request) => listOnlineLectures(ctx.db(), await seatOf(request, request.params.courseId), request.query));

  learners.get('/courses/:courseId/online-lectures/:onlineLectureId', {
    schema: {
      operationId: 'getOnlineLecture', tags, summary: 'One online lecture (the join address only inside its join window)',
      params: OnlineLectureParamsSchema,
      response: { 200: OnlineLectureSchema, ...refusals },
    },
  }, async (request) => getOnlineLecture(ctx.db(), await seatOf(request, request.params.courseId), request.params.onlineLectureId));

  learners.post('/courses/:courseId/online-lectures/:onlineLectureId/join', {
    schema: {
      operationId: 'joinOnlineLecture', tags,
      summary: 'The meeting address, inside the join window only (409 att-002); records a student as attending',
      params: OnlineLectureParamsSchema,
      response: { 200: JoinAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => joinOnlineLecture(ctx.db(), await seatOf(request, request.params.courseId), request.params.onlineLectureId));

  learners.get('/courses/:courseId/on-campus-lectures', {
    schema: {
      operationId: 'listOnCampusLectures', tags, summary: 'The on-campus lectures of the course, by start (those of hidden items left out)',
      params: CourseParamsSchema, querystring: PageQuerySchema,
      response: { 200: OnCampusLecturePageSchema, ...refusals },
    },
  }, async (request) => listOnCampusLectures(ctx.db(), await seatOf(request, request.params.courseId), request.query));

  learners.get('/courses/:courseId/on-campus-lectures/:onCampusLectureId', {
    schema: {
      operationId: 'getOnCampusLecture', tags, summary: 'One on-campus lecture',
      params: OnCampusLectureParamsSchema,
      response: { 200: OnCampusLectureSchema, ...refusals },
    },
  }, async (request) => getOnCampusLecture(ctx.db(), await seatOf(request, request.params.courseId), request.params.onCampusLectureId));

  learners.get('/courses/:courseId/attendance', {
    schema: {
      operationId: 'getMyAttendance', tags, summary: "The caller's attendance: every lecture that has started, newest first",
      params: CourseParamsSchema,
      response: { 200: MyAttendanceSchema, ...refusals },
    },
  }, async (request) => myAttendanceOf(ctx.db(), await seatOf(request, request.params.courseId)));

  learners.post('/courses/:courseId/attendance/code', {
    schema: {
      operationId: 'recordAttendanceByCode', tags,
      summary: 'The code shown in class (wrong or expired: 400 att-001; 5 wrong in 10 minutes: 429 att-003); a replay answers the same record',
      params: CourseParamsSchema, body: AttendanceCodeBodySchema,
      response: { 200: AttendanceRecordSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
  }, async (request) => recordAttendanceByCode(ctx.db(), await seatOf(request, request.params.courseId), request.body.code));
}
