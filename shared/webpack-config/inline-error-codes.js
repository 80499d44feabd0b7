// Compile-time constants: every `ERROR_CODES.NAME` in the sources becomes its code ('req-002'), so no bundle
// carries the error catalogue to compare against a few codes (it was about 4 kB gzip in the shell's first
// load and again in each remote on a page; ARCHITECTURE section 6). Types are untouched: tsc still checks
// the names against the catalogue, and a name this table does not know is left as it is.
const fs = require('node:fs');
const path = require('node:path');

const CATALOGUE = path.join(__dirname, '..', 'contracts', 'src', 'errors.ts');

/** NAME -> code, read from the catalogue's source (`  NAME: 'xxx-000',`). */
function readErrorCodes(source = fs.readFileSync(CATALOGUE, 'utf8')) {
  const codes = new Map();
  for (const [, name, code] of source.matchAll(/^\s+([A-Z][A-Z0-9_]*): '([a-z0-9]+-\d{3})',$/gm)) codes.set(name, code);
  if (codes.size < 10) throw new Error(`inline-error-codes: read only ${codes.size} codes from ${CATALOGUE}`);
  return codes;
}

/** `source` with each value use of `ERROR_CODES.NAME` written as its code (never inside `typeof`, a type). */
function inlineErrorCodes(source, codes) {
  if (!source.includes('ERROR_CODES.')) return source;
  return source.replace(/(?<!typeof\s+)\bERROR_CODES\.([A-Z][A-Z0-9_]*)\b/g, (whole, name) => (codes.has(name) ? `'${codes.get(name)}'` : whole));
}

module.exports = { readErrorCodes, inlineErrorCodes };
