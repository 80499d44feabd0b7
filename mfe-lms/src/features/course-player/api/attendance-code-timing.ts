import { ERROR_CODES } from '@halaqa/contracts';
import { failureCode } from '@halaqa/ui/pages';
import type { AttendanceCode } from './types';

/**
 * The API's code step. A code is the newest for one step, then still taken
 * for one more, and `validUntil` is the end of that grace step: the code
 * shown is replaced at `validUntil` less a step, so members always read a
 * code with a full step left to type it.
 */
export const CODE_STEP_MS = 30_000;
/** Never ask for the code more often than this (the spec's floor on polling). */
const MIN_FETCH_MS = 5_000;
/** After a failed load: try again on its own, slowly, so a projector left alone recovers from a network blip. */
const RETRY_FETCH_MS = 10_000;
/** Asked a little after the change, so a clock slightly ahead of the server's does not fetch the old code again. */
const AFTER_CHANGE_MS = 1_000;

/** Whether a failure means the session has closed (409 att-002): nothing to ask for any more. */
export const isSessionClosed = (error: unknown): boolean => failureCode(error) === ERROR_CODES.ATTENDANCE_NOT_OPEN;

/**
 * When the code shown stops being the newest. A session closing within the
 * grace step shortens `validUntil`: the change may then come earlier, which
 * the floor on polling absorbs.
 */
export const codeChangesAt = (code: Pick<AttendanceCode, 'validUntil'>): number => Date.parse(code.validUntil) - CODE_STEP_MS;

/** The delay before asking for the code again (react-query's refetchInterval), or false to stop. */
export function nextCodeFetchIn(code: AttendanceCode | undefined, error: unknown, now: number): number | false {
  if (error) return isSessionClosed(error) ? false : RETRY_FETCH_MS;
  if (!code || now >= Date.parse(code.closesAt)) return false;
  return Math.max(MIN_FETCH_MS, codeChangesAt(code) + AFTER_CHANGE_MS - now);
}
