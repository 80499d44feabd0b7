import { failingPasswordRules, isStrongPassword, PASSWORD_MAX_LENGTH } from './password-rules';

describe('password rules', () => {
  it('accepts a password that keeps every rule', () => {
    expect(failingPasswordRules('Str0ng!pass')).toEqual([]);
    expect(isStrongPassword('Str0ng!pass')).toBe(true);
  });

  it.each([
    ['Sh0rt!a', ['minLength']],
    ['nouppercase1!', ['uppercase']],
    ['NOLOWERCASE1!', ['lowercase']],
    ['NoNumbers!!', ['number']],
    ['NoSpecial123', ['special']],
    ['', ['minLength', 'uppercase', 'lowercase', 'number', 'special']],
  ])('names what %p breaks', (password, broken) => {
    expect(failingPasswordRules(password)).toEqual(broken);
    expect(isStrongPassword(password)).toBe(false);
  });

  it('does not count spaces as special characters', () => {
    expect(failingPasswordRules('Has Space1')).toEqual(['special']);
  });

  it('counts Arabic digits as numbers', () => {
    expect(failingPasswordRules('Abcdefg٣!')).toEqual([]);
  });

  it('refuses passwords above the maximum length', () => {
    expect(isStrongPassword(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toBe(false);
  });
});
