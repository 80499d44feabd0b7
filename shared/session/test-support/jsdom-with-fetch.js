// jsdom has no fetch classes; the session builds Requests and reads Responses.
// Node's own (undici) are handed to the page so tests use the real ones.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, fetch, structuredClone });
  }
}

module.exports = JsdomWithFetch;
