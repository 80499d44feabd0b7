import { answer, apiError } from '@halaqa/session/src/testing/fake-api';
import { CODE_STEP_MS } from '../api/attendance-code-timing';
import { codeFixture } from './attendance-fixtures';

export const CODE_PATH = 'courses/11/attendance-sessions/9/code';

/**
 * Session 9's codes as the API computes them on the (fake) clock: one code
 * per 30-second step, valid to the end of the next step, never after
 * `closesAt`; 409 att-002 from `closesAt` on.
 */
export function answerCodes(closesAt: string) {
  answer('GET', CODE_PATH, () => {
    const now = Date.now();
    if (now >= Date.parse(closesAt)) return apiError(409, 'att-002');
    const step = Math.floor(now / CODE_STEP_MS);
    const validUntil = Math.min((step + 2) * CODE_STEP_MS, Date.parse(closesAt));
    return { status: 200, body: codeFixture(String(100_000 + (step % 900_000)), new Date(validUntil).toISOString(), closesAt) };
  });
}

/** The code the fake API gives at `ms`. */
export const codeAt = (ms: number) => String(100_000 + (Math.floor(ms / CODE_STEP_MS) % 900_000));
