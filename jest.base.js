// Shared jest settings: TypeScript and JSX through swc, tests next to the code.
const path = require('node:path');

/**
 * @param {string} dir the package folder
 * @param {'node'|'jsdom'|'jsdom-fetch'} environment jsdom-fetch: jsdom with a fetch that tests
 *   answer through @halaqa/session/src/testing/fake-api, on a page of `demo`
 */
module.exports = function jestProject(dir, environment = 'jsdom', extra = {}) {
  return {
    displayName: path.relative(__dirname, dir),
    rootDir: dir,
    testEnvironment: environment === 'jsdom-fetch' ? require.resolve('./jest.fetch-environment.js') : environment,
    ...(environment === 'jsdom-fetch' ? { testEnvironmentOptions: { url: 'http://demo.localhost/' } } : {}),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)', '<rootDir>/scripts/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      }],
    },
    moduleNameMapper: { '\\.(svg|png|jpg|woff2?)$': path.join(__dirname, 'types/file-stub.js') },
    ...(environment !== 'node' ? { setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.dom.js')] } : {}),
    ...extra,
  };
};
