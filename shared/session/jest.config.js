// A page of the `demo` organization (the session reads the organization from
// the host), with fetch's Request and Response available.
const path = require('node:path');

module.exports = require('../../jest.base.js')(__dirname, 'jsdom', {
  testEnvironment: path.join(__dirname, 'test-support/jsdom-with-fetch.js'),
  testEnvironmentOptions: { url: 'http://demo.localhost/' },
});
