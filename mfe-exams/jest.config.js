// jsdom with the fetch the fake API answers (@halaqa/session/src/testing/fake-api),
// and an IndexedDB in memory for the runner's queue of answers (test-support/indexeddb.js).
module.exports = require('../jest.base.js')(__dirname, 'jsdom-fetch', { setupFiles: [require.resolve('./test-support/indexeddb.js')] });
