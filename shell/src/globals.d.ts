declare const __DEFAULT_ORG_PREFIX__: string;
/** webpack's nonce for the tags it and styled-components add (set from the page's CSP nonce). */
// eslint-disable-next-line no-var
declare var __webpack_nonce__: string | undefined;
/** webpack's hash of the build: the release a problem report names. */
declare const __webpack_hash__: string;
