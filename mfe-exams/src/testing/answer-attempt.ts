// Tests only: the fake API answering one open attempt the way the server would.
import { answer, type RecordedRequest } from '@halaqa/session/src/testing/fake-api';
import type { AttemptView, ExamLanding } from '../api/types';
import { ATTEMPT, COURSE, EXAM, landingFixture, viewFixture } from './exam-fixtures';

const LANDING_PATH = `courses/${COURSE}/exams/${EXAM}`;
export const ATTEMPT_PATH = `courses/${COURSE}/exam-attempts/${ATTEMPT}`;
export const RUNNER_ADDRESS = `/lms/courses/${COURSE}/exams/${EXAM}/start`;

/** Every change that reached the "server", in the order it arrived. */
interface ServerLog {
  saves: Array<{ attemptQuestionId: number; response: unknown; sequence: number; idempotencyKey: string }>;
  flags: Array<{ attemptQuestionId: number; flagged: boolean }>;
  events: Array<{ type: string; clientKey: string }>;
}

/** Whether the network is up: when it is not, every call of the attempt fails as a dropped connection would. */
const network = { up: true };

const offline = () => {
  throw new TypeError('Failed to fetch');
};

/**
 * The landing with this attempt open, the attempt itself, and its saves,
 * flags and events (logged). `onSave` may answer a save otherwise.
 */
export function answerOpenAttempt(view: AttemptView = viewFixture(), landing: ExamLanding = landingFixture({ openAttempt: { id: ATTEMPT, deadlineAt: view.attempt.deadlineAt } })) {
  const log: ServerLog = { saves: [], flags: [], events: [] };
  answer('GET', LANDING_PATH, { status: 200, body: landing });
  answer('GET', ATTEMPT_PATH, () => (network.up ? { status: 200, body: view } : offline()));
  const ids = new Set([...view.questions.map((question) => question.attemptQuestionId), ...view.navigator.flatMap((entry) => entry.attemptQuestionIds)]);
  for (const id of ids) {
    answer('PUT', `${ATTEMPT_PATH}/answers/${id}`, (request: RecordedRequest) => {
      if (!network.up) return offline();
      const body = request.body as ServerLog['saves'][number];
      log.saves.push({ ...body, attemptQuestionId: id });
      return { status: 200, body: { attemptQuestionId: id, sequence: body.sequence, savedAt: '2026-03-05T10:01:00.000Z', applied: true } };
    });
    answer('PUT', `${ATTEMPT_PATH}/flags/${id}`, (request: RecordedRequest) => {
      if (!network.up) return offline();
      const body = request.body as { flagged: boolean };
      log.flags.push({ attemptQuestionId: id, flagged: body.flagged });
      return { status: 200, body: { attemptQuestionId: id, flagged: body.flagged } };
    });
  }
  answer('POST', `${ATTEMPT_PATH}/events`, (request: RecordedRequest) => {
    if (!network.up) return offline();
    log.events.push(request.body as ServerLog['events'][number]);
    return { status: 204 };
  });
  return log;
}

/** Takes the browser off the network (navigator.onLine and the `offline` event) or back on. */
export function setOnline(up: boolean) {
  network.up = up;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => up });
  window.dispatchEvent(new Event(up ? 'online' : 'offline'));
}
