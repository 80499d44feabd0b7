// @ts-check
// @halaqa/eslint-plugin: the project's own rules, plain CommonJS so that
// eslint.config.mjs loads them without a build step.
'use strict';

const importBoundaries = require('./rules/import-boundaries');
const noPathLiteral = require('./rules/no-path-literal');

module.exports = {
  meta: { name: '@halaqa/eslint-plugin', version: '0.1.0' },
  rules: {
    'import-boundaries': importBoundaries,
    'no-path-literal': noPathLiteral,
  },
};
