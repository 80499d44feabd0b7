import { ALL_ERROR_CODES, ERROR_CODES, isErrorCode } from './errors';

describe('the error catalogue', () => {
  it('gives every failure its own code (a client tells them apart by the code alone)', () => {
    const names = new Map<string, string>();
    for (const [name, code] of Object.entries(ERROR_CODES)) {
      expect([code, names.get(code) ?? name]).toEqual([code, name]);
      names.set(code, name);
    }
    expect(new Set(ALL_ERROR_CODES).size).toBe(ALL_ERROR_CODES.length);
  });

  it('writes codes as a short prefix and three digits', () => {
    for (const code of ALL_ERROR_CODES) expect(code).toMatch(/^[a-z0-9]{2,5}-\d{3}$/);
    expect(isErrorCode('req-002')).toBe(true);
    expect(isErrorCode('req-999')).toBe(false);
  });
});
