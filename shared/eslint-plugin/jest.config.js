// The rules are plain CommonJS (ESLint loads them without a build step), and so are their tests.
module.exports = require('../../jest.base.js')(__dirname, 'node', { testMatch: ['<rootDir>/src/**/*.test.js'] });
