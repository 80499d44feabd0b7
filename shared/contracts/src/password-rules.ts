/**
 * Password rules of spec section 5, shared by the change-password and
 * registration forms and by the API, so both refuse the same passwords.
 */
export const PASSWORD_RULES = ['minLength', 'uppercase', 'lowercase', 'number', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export const PASSWORD_MIN_LENGTH = 8;
/** Longer inputs are refused before hashing: argon2 cost grows with the input. */
export const PASSWORD_MAX_LENGTH = 128;

const TESTS: Record<PasswordRule, (password: string) => boolean> = {
  minLength: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  number: (password) => /\p{Nd}/u.test(password),
  special: (password) => /[^\p{L}\p{Nd}\s]/u.test(password),
};

/** The rules `password` breaks, in the order the form lists them. */
export function failingPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !TESTS[rule](password));
}

export function isStrongPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && failingPasswordRules(password).length === 0;
}

/** The server's message when the new password equals the old one (spec section 8 matches on it). */
export const SAME_PASSWORD_MESSAGE = 'New password cannot be the same as old';
