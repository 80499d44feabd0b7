/**
 * The sandbox's test cards (docs/design/commerce-api.md "Calls"): the only
 * numbers it accepts, each with its outcome, and the checks a card form
 * makes (expiry not past, a 3 or 4 digit CVC). Pure: the page and its tests
 * share it.
 */
const TEST_CARDS = {
  '4000000000000002': 'success',
  '4000000000000069': 'decline',
  '4000000000003220': 'challenge',
} as const satisfies Record<string, 'success' | 'decline' | 'challenge'>;

/** The code the challenge step (a 3-D Secure stand-in) accepts. */
export const CHALLENGE_CODE = '123456';

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export type CardVerdict =
  | { kind: 'success' | 'decline' | 'challenge' }
  | { kind: 'refused'; field: CardField; reason: 'unknown-card' | 'bad-number' | 'bad-expiry' | 'expired' | 'bad-cvc' | 'no-name' };

export interface CardInput {
  name: string;
  number: string;
  /** MM/YY (or MM/YYYY), as typed. */
  expiry: string;
  cvc: string;
}

/** The expiry's last valid instant (the end of its month, UTC), or null when it is not a date. */
export function expiryEnd(expiry: string): Date | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(year, month, 1) - 1);
}

/** What the sandbox does with a card form: the outcome of a test card, or which field it refuses and why. */
export function judgeCard(input: CardInput, now: Date): CardVerdict {
  if (!input.name.trim()) return { kind: 'refused', field: 'name', reason: 'no-name' };
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { kind: 'refused', field: 'number', reason: 'bad-number' };
  const outcome = (TEST_CARDS as Record<string, 'success' | 'decline' | 'challenge'>)[digits];
  if (!outcome) return { kind: 'refused', field: 'number', reason: 'unknown-card' };
  const end = expiryEnd(input.expiry);
  if (!end) return { kind: 'refused', field: 'expiry', reason: 'bad-expiry' };
  if (end.getTime() < now.getTime()) return { kind: 'refused', field: 'expiry', reason: 'expired' };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { kind: 'refused', field: 'cvc', reason: 'bad-cvc' };
  return { kind: outcome };
}
