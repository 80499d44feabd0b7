require('@testing-library/jest-dom');
// jsdom lacks these; react-router needs them.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// The first test of a file loads its lazy chunks cold; on a busy 2-core CI machine that took over the 1 s
// default of findBy/waitFor (player frame, PDF viewer, attendance). A wait still fails when the thing never comes.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5_000 });
