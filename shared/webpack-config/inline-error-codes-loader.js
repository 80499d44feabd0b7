// A webpack loader (before swc) writing `ERROR_CODES.NAME` as its code: see inline-error-codes.js.
const { inlineErrorCodes, readErrorCodes } = require('./inline-error-codes');

let codes = null;

module.exports = function inlineErrorCodesLoader(source) {
  this.addDependency(require.resolve('../contracts/src/errors.ts'));
  codes ??= readErrorCodes();
  return inlineErrorCodes(source, codes);
};
