// jsdom, plus the fetch API of Node (jsdom has none), so the pages' real API
// client runs in component tests. `fetch` is a dispatcher fixed before any
// module loads (the typed client keeps the fetch it found at creation): a
// test answers through `globalThis.__fakeFetch` (@halaqa/session/src/testing/fake-api.ts).
const { TestEnvironment } = require('jest-environment-jsdom');

class FetchJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const global = this.global;
    Object.assign(global, { Request, Response, Headers, ReadableStream });
    global.fetch = (input, init) => {
      const handler = global.__fakeFetch;
      if (!handler) return Promise.reject(new Error(`No fake API installed for ${input instanceof Request ? input.url : String(input)}`));
      return handler(input instanceof Request ? input : new Request(input, init));
    };
  }
}

module.exports = FetchJsdomEnvironment;
