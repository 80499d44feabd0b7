// The runner's queue of answers lives in IndexedDB: jest's jsdom has none,
// so fake-indexeddb gives it one in memory. It clones values with
// structuredClone, which Node has and jsdom's global does not.
const v8 = require('node:v8');

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}
require('fake-indexeddb/auto');
