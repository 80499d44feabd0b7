import { randomBytes } from 'node:crypto';
import { ATTENDANCE_CODE_STEP_MS, attendanceCode, attendanceStepAt, isCurrentAttendanceCode } from './codes';

const secret = randomBytes(32).toString('base64url');
const at = 1_800_000_000_000;

describe('attendance codes', () => {
  it('are six digits and change from one step to the next', () => {
    const step = attendanceStepAt(at);
    const codes = Array.from({ length: 20 }, (_, index) => attendanceCode(secret, step + index));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(15);
  });

  it('take the current and the previous step only', () => {
    const step = attendanceStepAt(at);
    expect(isCurrentAttendanceCode(secret, attendanceCode(secret, step), at)).toBe(true);
    expect(isCurrentAttendanceCode(secret, attendanceCode(secret, step - 1), at)).toBe(true);
    expect(isCurrentAttendanceCode(secret, attendanceCode(secret, step - 2), at)).toBe(false);
    expect(isCurrentAttendanceCode(secret, attendanceCode(secret, step), at + 2 * ATTENDANCE_CODE_STEP_MS)).toBe(false);
  });

  it('differ between sessions and refuse other input', () => {
    const other = randomBytes(32).toString('base64url');
    const step = attendanceStepAt(at);
    expect(isCurrentAttendanceCode(other, attendanceCode(secret, step), at)).toBe(attendanceCode(other, step) === attendanceCode(secret, step));
    expect(isCurrentAttendanceCode(secret, '12345', at)).toBe(false);
    expect(isCurrentAttendanceCode(secret, '', at)).toBe(false);
  });
});
