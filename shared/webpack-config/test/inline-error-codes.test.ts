import { ERROR_CODES } from '@halaqa/contracts';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inlineErrorCodes, readErrorCodes } = require('../inline-error-codes') as {
  readErrorCodes(source?: string): Map<string, string>;
  inlineErrorCodes(source: string, codes: Map<string, string>): string;
};

describe('inline error codes', () => {
  const codes = readErrorCodes();

  it('reads every code of the catalogue', () => {
    expect(Object.fromEntries(codes)).toEqual(ERROR_CODES);
  });

  it('writes value uses as their codes and leaves types and unknown names alone', () => {
    const source = [
      "if (error.code === ERROR_CODES.NOT_FOUND) return null;",
      "const KEYS = { [ERROR_CODES.FORBIDDEN]: 'x' };",
      "const refused = [ERROR_CODES.FORBIDDEN].includes(code as typeof ERROR_CODES.FORBIDDEN);",
      "const later = ERROR_CODES.NOT_YET_A_CODE;",
    ].join('\n');
    expect(inlineErrorCodes(source, codes)).toBe([
      "if (error.code === 'req-002') return null;",
      "const KEYS = { ['perm-001']: 'x' };",
      "const refused = ['perm-001'].includes(code as typeof ERROR_CODES.FORBIDDEN);",
      "const later = ERROR_CODES.NOT_YET_A_CODE;",
    ].join('\n'));
  });

  it('refuses a catalogue it cannot read', () => {
    expect(() => readErrorCodes('export const ERROR_CODES = {};')).toThrow(/read only 0 codes/);
  });
});
