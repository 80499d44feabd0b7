import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { media } from '../../media/tables';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { field, type ExamResponse } from '../grading/responses';
import { checkResponse } from '../grading/validate-response';
import { examAnswerSaves } from '../tables';
import { answerShapeOf, type AnswerShape } from './answer-shape';
import { noteDevice } from './attempt-events';
import { mayAnswerOnPage, takesAnswers } from './attempt-rules';
import type { SavedAnswer } from './dto';

export interface SaveRequest {
  response: unknown;
  sequence: number;
  idempotencyKey: string;
}

export interface AnswerTarget {
  attemptId: number;
  attemptQuestionId: number;
  deviceId?: string;
}

interface Judged {
  attempt: { status: string; deadlineAt: Date | null; currentPosition: number; deviceId: string | null; oneQuestionAtATime: boolean; multiDirectional: boolean };
  question: { page: number; checkedAt: Date | null };
}

/** 409 exm-004 closed or checked, 409 exm-005 a page the member may not answer now. */
export function refuseChange(target: Judged, now: Date): void {
  if (!takesAnswers(target.attempt, now)) throw new AppError(409, ERROR_CODES.EXAM_ATTEMPT_CLOSED, 'The attempt is over: answers are no longer taken');
  if (target.question.checkedAt) throw new AppError(409, ERROR_CODES.EXAM_ATTEMPT_CLOSED, 'This answer was checked: it can no longer change');
  if (!mayAnswerOnPage(target.attempt, target.question.page)) {
    throw new AppError(409, ERROR_CODES.EXAM_NAVIGATION_REFUSED, 'This exam does not let you answer a question other than the one shown');
  }
}

/** The response kept: its type's shape (400 exm-006), sanitized essay, the member's own READY uploads. */
async function acceptedResponse(db: Db, seat: PlayerSeat, shape: AnswerShape, response: unknown): Promise<ExamResponse | null> {
  const checked = checkResponse(shape, response);
  if (!checked.ok) throw new AppError(400, ERROR_CODES.EXAM_ANSWER_INVALID, checked.message);
  const kept = checked.response;
  if (kept && shape.type === 'ESSAY') return { html: sanitizeRichText(String(field(kept, 'html'))) };
  const mediaIds = field(kept, 'mediaIds');
  if (Array.isArray(mediaIds)) {
    const files = await db.select({ id: media.id, mime: media.mime }).from(media).where(and(
      inArray(media.id, mediaIds as number[]),
      eq(media.organizationId, seat.caller.organizationId),
      eq(media.userId, seat.caller.userId),
      eq(media.status, 'READY'),
    ));
    const recording = shape.type === 'AUDIO_RECORDING' || shape.type === 'VIDEO_RECORDING';
    const fits = files.filter((file) => !recording || file.mime.startsWith('audio/') || file.mime.startsWith('video/'));
    if (fits.length !== mediaIds.length) {
      throw new AppError(400, ERROR_CODES.EXAM_ANSWER_INVALID, recording ? 'Recordings must be your own finished audio or video uploads' : 'Files must be your own finished uploads');
    }
  }
  return kept;
}

interface Outcome {
  status: string | null;
  deadline_at: Date | string | null;
  current_position: number | null;
  device_id: string | null;
  one_question_at_a_time: boolean | null;
  multi_directional: boolean | null;
  response_sequence: number | null;
  answered_at: Date | string | null;
  checked_at: Date | string | null;
  prior_question: number | null;
  prior_sequence: number | null;
  prior_saved_at: Date | string | null;
  locked: number | string;
  inserted: number | string;
  updated: number | string;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The whole save as one statement (one round trip, its own transaction):
 * an earlier save with this key is answered as it was; otherwise the attempt
 * row is share-locked only if it still takes answers (open, before its
 * deadline, this page allowed, the answer not checked, the sequence above
 * the stored one), the key recorded and the answer written. The deadline
 * job locks the attempt FOR UPDATE: a save either commits before it (and
 * is graded) or waits, finds the attempt finished and writes nothing.
 * Read back: what the statement saw, to answer a refusal with its reason.
 */
function saveStatement(db: Db, shape: AnswerShape, target: AnswerTarget, request: SaveRequest, response: ExamResponse | null, now: Date) {
  const at = now.toISOString();
  return db.execute(sql`
    with attempt as (
      select a.id, a.status, a.deadline_at, a.current_position, a.device_id, e.one_question_at_a_time, e.multi_directional
      from exam_attempts a join exams e on e.id = a.exam_id
      where a.id = ${shape.attemptId} and a.organization_id = ${shape.organizationId} and a.user_id = ${shape.userId}
    ),
    question as (
      select q.response_sequence, q.answered_at, q.checked_at from exam_attempt_questions q
      where q.id = ${target.attemptQuestionId} and q.attempt_id = ${shape.attemptId}
    ),
    prior as (
      select s.attempt_question_id, s.sequence, s.saved_at from exam_answer_saves s
      where s.attempt_id = ${shape.attemptId} and s.idempotency_key = ${request.idempotencyKey}
    ),
    locked as (
      select a.id from exam_attempts a
      where a.id = ${shape.attemptId} and a.status = 'IN_PROGRESS' and (a.deadline_at is null or a.deadline_at > ${at}::timestamptz)
        and not exists (select 1 from prior)
        and exists (select 1 from question q where q.checked_at is null and q.response_sequence < ${request.sequence})
        and exists (select 1 from exams e where e.id = a.exam_id
          and (not e.one_question_at_a_time or e.multi_directional or a.current_position = ${shape.page}))
      for share of a
    ),
    inserted as (
      insert into exam_answer_saves (organization_id, attempt_id, idempotency_key, attempt_question_id, sequence, saved_at)
      select ${shape.organizationId}, locked.id, ${request.idempotencyKey}, ${target.attemptQuestionId}, ${request.sequence}, ${at}::timestamptz from locked
      on conflict do nothing
      returning attempt_question_id
    ),
    updated as (
      update exam_attempt_questions q set response = ${response === null ? null : JSON.stringify(response)}::jsonb,
        response_sequence = ${request.sequence}, answered_at = ${at}::timestamptz
      from inserted where q.id = inserted.attempt_question_id and q.response_sequence < ${request.sequence}
      returning q.id
    )
    select a.status, a.deadline_at, a.current_position, a.device_id, a.one_question_at_a_time, a.multi_directional,
      q.response_sequence, q.answered_at, q.checked_at,
      p.attempt_question_id as prior_question, p.sequence as prior_sequence, p.saved_at as prior_saved_at,
      (select count(*) from locked) as locked, (select count(*) from inserted) as inserted, (select count(*) from updated) as updated
    from attempt a left join question q on true left join prior p on true`);
}

const firstRow = <T>(result: unknown): T | undefined => (result as { rows?: T[] }).rows?.[0];

async function priorSave(db: Db, attemptId: number, idempotencyKey: string): Promise<SavedAnswer> {
  const [first] = await db.select().from(examAnswerSaves)
    .where(and(eq(examAnswerSaves.attemptId, attemptId), eq(examAnswerSaves.idempotencyKey, idempotencyKey)));
  if (!first) throw new Error('an answer save vanished after a conflicting insert');
  return { attemptQuestionId: first.attemptQuestionId, sequence: first.sequence, savedAt: first.savedAt.toISOString(), applied: true };
}

/**
 * PUT .../answers/{attemptQuestionId} (docs/design/exams-api.md "Saves").
 * The same idempotency key answers what its first save answered and changes
 * nothing (only applied saves are recorded, so a replay of one that was not
 * applied is judged again, and still is not: sequences only grow). A
 * sequence not above the stored one is acknowledged, not applied.
 */
export async function saveAnswer(db: Db, seat: PlayerSeat, target: AnswerTarget, request: SaveRequest): Promise<SavedAnswer> {
  const now = seat.caller.now;
  const shape = await answerShapeOf(db, seat, target.attemptId, target.attemptQuestionId);
  const response = await acceptedResponse(db, seat, shape, request.response);
  const outcome = firstRow<Outcome>(await saveStatement(db, shape, target, request, response, now));
  if (!outcome || outcome.response_sequence === null) throw notFound(ERROR_CODES.NOT_FOUND, 'Exam question not found');
  const attempt = {
    status: outcome.status ?? '', deadlineAt: dateOf(outcome.deadline_at), currentPosition: Number(outcome.current_position ?? 0),
    deviceId: outcome.device_id, oneQuestionAtATime: Boolean(outcome.one_question_at_a_time), multiDirectional: Boolean(outcome.multi_directional),
  };
  if (attempt.deviceId && target.deviceId && target.deviceId !== attempt.deviceId && attempt.status === 'IN_PROGRESS') {
    await noteDevice(db, { id: shape.attemptId, organizationId: shape.organizationId, ...attempt }, target.deviceId, now);
  }
  if (outcome.prior_question !== null) {
    return { attemptQuestionId: outcome.prior_question, sequence: Number(outcome.prior_sequence), savedAt: dateOf(outcome.prior_saved_at)!.toISOString(), applied: true };
  }
  const stored = Number(outcome.response_sequence);
  if (Number(outcome.updated) === 1) return { attemptQuestionId: target.attemptQuestionId, sequence: request.sequence, savedAt: now.toISOString(), applied: true };
  if (Number(outcome.inserted) === 1) {
    // A later save of this question committed between the statement's snapshot and its write: this one changed
    // nothing, so its key is not kept as applied (a replay is judged again, and still is not applied).
    await db.delete(examAnswerSaves).where(and(eq(examAnswerSaves.attemptId, shape.attemptId), eq(examAnswerSaves.idempotencyKey, request.idempotencyKey)));
    return { attemptQuestionId: target.attemptQuestionId, sequence: Math.max(stored, request.sequence), savedAt: now.toISOString(), applied: false };
  }
  // The same save arrived twice at once and the other one recorded it first: its answer.
  if (Number(outcome.locked) === 1) return priorSave(db, shape.attemptId, request.idempotencyKey);
  refuseChange({ attempt, question: { page: shape.page, checkedAt: dateOf(outcome.checked_at) } }, now);
  if (request.sequence <= stored) {
    return { attemptQuestionId: target.attemptQuestionId, sequence: stored, savedAt: (dateOf(outcome.answered_at) ?? now).toISOString(), applied: false };
  }
  // Open when read, finished by the time the lock was taken (the deadline job came first).
  throw new AppError(409, ERROR_CODES.EXAM_ATTEMPT_CLOSED, 'The attempt is over: answers are no longer taken');
}
