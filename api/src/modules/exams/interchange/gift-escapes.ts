/**
 * GIFT's escapes (`\~ \= \# \{ \} \:`, `\\` for a backslash, `\n` for a line
 * break). Reading, each escaped character is first set aside as a private-use
 * character, so the parser's splits on `~ = # { } :` never see it, and put
 * back (`reveal`) in the texts it keeps.
 */

const SPECIALS = ['~', '=', '#', '{', '}', ':'] as const;
const BACKSLASH = '\ue000';
const NEWLINE = '\ue001';
const placeholderOf = (char: string) => String.fromCharCode(0xe002 + SPECIALS.indexOf(char as (typeof SPECIALS)[number]));

/** Escaped characters as placeholders (one pass, left to right: `\\:` is a backslash, then a real colon). */
export function protect(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const next = text[i + 1];
    if (char === '\\' && next !== undefined) {
      if (next === '\\') { out += BACKSLASH; i++; continue; }
      if (next === 'n') { out += NEWLINE; i++; continue; }
      if ((SPECIALS as readonly string[]).includes(next)) { out += placeholderOf(next); i++; continue; }
    }
    out += char;
  }
  return out;
}

/** Placeholders back to the characters they stand for. */
export function reveal(text: string): string {
  return text.replace(/[\ue000-\ue007]/g, (char) => {
    if (char === BACKSLASH) return '\\';
    if (char === NEWLINE) return '\n';
    return SPECIALS[char.charCodeAt(0) - 0xe002] ?? '';
  });
}

/** Text as GIFT writes it: its specials and backslashes escaped, line breaks as `\n`. */
export const escapeGift = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/[~=#{}:]/g, (char) => `\\${char}`).replace(/\r/g, '').replace(/\n/g, '\\n');
