import { toApiError, type FetchResult } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { examDeviceId } from './device-id';
import type { ClientEventType, SaveBody } from './types';

/** The network did not answer (offline, a dropped connection): the call may be sent again as it is. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'network');
    this.name = 'NetworkError';
  }
}

/**
 * One exam call through the site's typed client. Every call names this
 * browser (`x-exam-device`) so the server can tell a second device; a call
 * the network never answered throws NetworkError (send it again), a refusal
 * of the API an ApiError.
 */
async function call<T>(send: (headers: { 'x-exam-device': string }) => Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await send({ 'x-exam-device': examDeviceId() });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (result.error !== undefined || !result.response.ok) throw toApiError(result.error, result.response);
  return result.data as T;
}

type Ids = { courseId: number };
type ExamIds = Ids & { subsectionExamId: number };
type AttemptIds = Ids & { examAttemptId: number };

/** The member calls of docs/design/exams-api.md. */
export const examCalls = {
  listMyExams: (path: Ids, skip: number, take: number) =>
    call((headers) => api.GET('/api/courses/{courseId}/exams', { params: { path, query: { skip, take } }, headers })),
  getExamLanding: (path: ExamIds) =>
    call((headers) => api.GET('/api/courses/{courseId}/exams/{subsectionExamId}', { params: { path }, headers })),
  startExamAttempt: (path: ExamIds, restart: boolean) =>
    call((headers) => api.POST('/api/courses/{courseId}/exams/{subsectionExamId}/attempts', {
      params: { path }, body: { deviceId: examDeviceId(), ...(restart ? { restart: true } : {}) }, headers,
    })),
  getExamAttempt: (path: AttemptIds) =>
    call((headers) => api.GET('/api/courses/{courseId}/exam-attempts/{examAttemptId}', { params: { path }, headers })),
  getExamAttemptPage: (ids: AttemptIds, page: number) =>
    call((headers) => api.GET('/api/courses/{courseId}/exam-attempts/{examAttemptId}/pages/{page}', { params: { path: { ...ids, page } }, headers })),
  nextExamAttemptPage: (path: AttemptIds, fromPage: number) =>
    call((headers) => api.POST('/api/courses/{courseId}/exam-attempts/{examAttemptId}/next', { params: { path }, body: { fromPage }, headers })),
  saveExamAnswer: (ids: AttemptIds, attemptQuestionId: number, body: SaveBody) =>
    call((headers) => api.PUT('/api/courses/{courseId}/exam-attempts/{examAttemptId}/answers/{attemptQuestionId}', {
      params: { path: { ...ids, attemptQuestionId } }, body, headers,
    })),
  checkExamAnswer: (ids: AttemptIds, attemptQuestionId: number) =>
    call((headers) => api.POST('/api/courses/{courseId}/exam-attempts/{examAttemptId}/answers/{attemptQuestionId}/check', {
      params: { path: { ...ids, attemptQuestionId } }, headers,
    })),
  flagExamQuestion: (ids: AttemptIds, attemptQuestionId: number, flagged: boolean) =>
    call((headers) => api.PUT('/api/courses/{courseId}/exam-attempts/{examAttemptId}/flags/{attemptQuestionId}', {
      params: { path: { ...ids, attemptQuestionId } }, body: { flagged }, headers,
    })),
  submitExamAttempt: (path: AttemptIds, idempotencyKey: string) =>
    call((headers) => api.POST('/api/courses/{courseId}/exam-attempts/{examAttemptId}/submit', { params: { path }, body: { idempotencyKey }, headers })),
  recordExamAttemptEvent: (path: AttemptIds, event: { type: ClientEventType; occurredAt: string; clientKey: string }) =>
    call((headers) => api.POST('/api/courses/{courseId}/exam-attempts/{examAttemptId}/events', { params: { path }, body: event, headers })),
  getExamAttemptReview: (path: AttemptIds) =>
    call((headers) => api.GET('/api/courses/{courseId}/exam-attempts/{examAttemptId}/review', { params: { path }, headers })),
  /** A file or recording to answer with: opened by the attempt, chunks to the signed address, completed by the attempt. */
  openAnswerUpload: (path: AttemptIds, file: { fileName: string; mime: string; sizeBytes: number }) =>
    call((headers) => api.POST('/api/courses/{courseId}/exam-attempts/{examAttemptId}/uploads', { params: { path }, body: file, headers })),
  completeAnswerUpload: (ids: AttemptIds, mediaId: number) =>
    call((headers) => api.POST('/api/courses/{courseId}/exam-attempts/{examAttemptId}/uploads/{mediaId}/complete', {
      params: { path: { ...ids, mediaId } }, headers,
    })),
};

