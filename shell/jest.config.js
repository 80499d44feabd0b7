module.exports = require('../jest.base.js')(__dirname, 'jsdom', { globals: { __DEFAULT_ORG_PREFIX__: 'demo' } });
