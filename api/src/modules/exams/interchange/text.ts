import type { Question, QuestionChild } from '../bank/types';

/** Text helpers both formats share: names, plain text of rich text, and text formats into HTML. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML entities (named basics and numeric) as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export const escapeHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a reader sees of rich text, on one line. */
export function plainTextOf(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** A question's name in a file: the start of its stem (the bank has no names). */
export function nameOf(question: Question | QuestionChild): string {
  const text = plainTextOf(question.stem.replace(/\[\[\d{1,3}\]\]/g, '_____'));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text || question.type;
}

/** Plain text (Moodle's plain_text, markdown as written) as HTML: escaped, line breaks kept. */
const plainToHtml = (text: string) => escapeHtmlText(text.trim()).replace(/\r?\n/g, '<br>');

/**
 * Text of a Moodle text format as HTML. `html` is HTML; Moodle's own format
 * (moodle_auto_format, GIFT's default) is HTML when it has tags and text with
 * line breaks otherwise; plain text and markdown are text (markdown shown as written).
 */
export function formattedToHtml(text: string, format: string | undefined): string {
  switch (format) {
    case 'html':
      return text;
    case 'plain_text': case 'plain': case 'markdown':
      return plainToHtml(text);
    default:
      return /<[a-z][^>]*>/i.test(text) ? text : plainToHtml(text);
  }
}

const ARABIC = /[\u0600-\u06ff]/;

/** True and False in the question's language (Arabic when its stem has Arabic letters). */
export function trueFalseWords(stem: string): [string, string] {
  return ARABIC.test(plainTextOf(stem)) ? ['صح', 'خطأ'] : ['True', 'False'];
}

const TRUE_WORDS = new Set(['true', 't', 'yes', 'صح', 'صحيح', 'نعم']);

/** Which of a TRUE_FALSE question's two options says "true" (the first when neither says so). */
export function trueIndexOf(answers: ReadonlyArray<{ stem: string }>): number {
  const index = answers.findIndex((answer) => TRUE_WORDS.has(plainTextOf(answer.stem).toLowerCase()));
  return index >= 0 ? index : 0;
}

/** A fraction or weight as Moodle writes it: at most 5 decimals (33.33333). */
export function moodleNumber(value: number): string {
  return String(Math.round(value * 100_000) / 100_000);
}

/**
 * A Moodle category path (`$course$/top/Algebra/Linear`) as one category
 * name (`Algebra/Linear`): the context and `top` go; `//` is a slash within a
 * name. Null for the top category itself.
 */
export function categoryNameOf(path: string): string | null {
  const segments = path.trim().split(/(?<!\/)\/(?!\/)/).map((segment) => segment.replace(/\/\//g, '/').trim()).filter(Boolean);
  if (segments[0] && /^\$[a-z0-9]+\$$/i.test(segments[0])) segments.shift();
  if (segments[0] === 'top') segments.shift();
  const name = segments.join('/');
  return name === '' ? null : name.slice(0, 200);
}

/** A category name as a Moodle path of the course, slashes within it doubled. */
export const categoryPathOf = (name: string) => `$course$/top/${name.replace(/\//g, '//')}`;
