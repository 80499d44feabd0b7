/**
 * How a typed answer (SHORT_ANSWER, a FILL_IN_BLANKS blank) is compared
 * with an accepted text (docs/design/exams-api.md "Grading rule"). Pure.
 */

export interface TextMatchOptions {
  caseSensitive: boolean;
  /** Typos tolerated, as a percentage of the accepted text's length (0..100). */
  flexibilityPercentage: number;
}

// Arabic harakat, tanwin, shadda, sukun (U+064B-U+0652) and the superscript alef (U+0670): optional in writing.
const ARABIC_DIACRITICS = /[\u064B-\u0652\u0670]/g;
// Tatweel only stretches a word on the line.
const TATWEEL = /\u0640/g;

/**
 * The form both sides are compared in: NFC (one encoding per letter), and
 * unless case matters, lower case without Arabic diacritics and tatweel
 * (a member typing without vowel marks wrote the same word); then trimmed,
 * inner whitespace collapsed.
 */
export function normalizeAnswerText(text: string, caseSensitive: boolean): string {
  let out = text.normalize('NFC');
  if (!caseSensitive) out = out.toLowerCase().replace(ARABIC_DIACRITICS, '').replace(TATWEEL, '');
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * Levenshtein distance over code points, giving up (returning limit + 1) as
 * soon as it must exceed `limit`: a member's 2,000 characters against a
 * short key cost nothing.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const left = Array.from(a);
  const right = Array.from(b);
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[right.length]!;
}

/** Whether `answer` is `key`, within the typos the question tolerates. An empty answer never is. */
export function textMatches(answer: string, key: string, options: TextMatchOptions): boolean {
  const given = normalizeAnswerText(answer, options.caseSensitive);
  const accepted = normalizeAnswerText(key, options.caseSensitive);
  if (!given) return false;
  if (given === accepted) return true;
  const percentage = Math.min(100, Math.max(0, options.flexibilityPercentage));
  const allowed = Math.floor((Array.from(accepted).length * percentage) / 100);
  return allowed > 0 && editDistance(given, accepted, allowed) <= allowed;
}
