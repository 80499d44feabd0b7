/**
 * Phone numbers in E.164 (`+<country code><number>`), the form stored in
 * users.normalized_phone_number so "the same number" means the same string.
 *
 * Accepted: `+` or `00` followed by 8..15 digits (the E.164 length range),
 * and the Saudi local mobile form `05xxxxxxxx` (the organizations are Saudi),
 * which becomes `+9665xxxxxxxx`. Spaces, dashes, dots and parentheses are
 * ignored; Arabic-Indic digits are read as digits. Anything else is `null`.
 */
export function normalizePhoneNumber(input: string): string | null {
  const text = toAsciiDigits(input.trim()).replace(/[\s\-.()]/g, '');
  let digits: string;
  if (text.startsWith('+')) digits = text.slice(1);
  else if (text.startsWith('00')) digits = text.slice(2);
  else if (/^05\d{8}$/.test(text)) digits = `966${text.slice(1)}`;
  else return null;
  // A country code never starts with 0.
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  return `+${digits}`;
}

function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}
