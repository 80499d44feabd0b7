import { createHmac, timingSafeEqual } from 'node:crypto';

/** A code lives one step; the one before it is still taken, for a member who typed it as it changed. */
export const ATTENDANCE_CODE_STEP_MS = 30_000;

/** The step a moment falls in. */
export const attendanceStepAt = (nowMs: number) => Math.floor(nowMs / ATTENDANCE_CODE_STEP_MS);

/**
 * The six-digit code of a session for one step: an HMAC of the step under
 * the session's secret, truncated as TOTP does (RFC 4226 dynamic truncation),
 * so codes cannot be told in advance from earlier ones.
 */
export function attendanceCode(secret: string, step: number): string {
  const digest = createHmac('sha256', Buffer.from(secret, 'base64url')).update(String(step)).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

/** When the code of `step` stops being accepted (the end of the following step). */
export const attendanceCodeValidUntil = (step: number) => new Date((step + 2) * ATTENDANCE_CODE_STEP_MS);

/** Whether `code` is the session's code for the step of `nowMs` or the step before. */
export function isCurrentAttendanceCode(secret: string, code: string, nowMs: number): boolean {
  const step = attendanceStepAt(nowMs);
  const given = Buffer.from(code);
  return [step, step - 1].some((candidate) => {
    const expected = Buffer.from(attendanceCode(secret, candidate));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
