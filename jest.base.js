// Shared jest settings: TypeScript and JSX through swc, tests next to the code.
const path = require('node:path');

/** @param {string} dir the package folder @param {'node'|'jsdom'} environment */
module.exports = function jestProject(dir, environment = 'jsdom', extra = {}) {
  return {
    displayName: path.relative(__dirname, dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)', '<rootDir>/scripts/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      }],
    },
    moduleNameMapper: { '\\.(svg|png|jpg|woff2?)$': path.join(__dirname, 'types/file-stub.js') },
    ...(environment === 'jsdom' ? { setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.dom.js')] } : {}),
    ...extra,
  };
};
