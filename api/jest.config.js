// API tests: real HTTP against PGlite, or against PostgreSQL when DATABASE_URL is set.
const base = require('../jest.base.js')(__dirname, 'node', {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/setup-timeout.ts'],
});

// Jest on Node 20 runs CommonJS only: a few dependencies must be compiled for it.
// - content-disposition 3 (under @fastify/static 10) ships ESM only;
// - cookie 2 (under light-my-request, Fastify's inject: the page's written first
//   screen asks the API's own routes) ships ESM only;
// - pdfjs-dist 5 (PDF pages, media/pdf-pages.ts) ships ESM only (.mjs) and reads
//   import.meta.url;
// - PGlite's CommonJS build, and the OTLP exporter's (only loaded when tracing
//   is configured), load Node built-ins with dynamic import(), which Jest
//   refuses without --experimental-vm-modules; swc turns those into require().
const COMPILED_DEPENDENCIES = ['content-disposition', 'cookie', 'pdfjs-dist', '@electric-sql/pglite', '@opentelemetry/otlp-exporter-base'];
const pnpmName = (name) => name.replace('/', '\\+');
const allowed = COMPILED_DEPENDENCIES.flatMap((name) => [`\\.pnpm/${pnpmName(name)}@`, `${name}/`]).join('|');

module.exports = {
  ...base,
  transform: {
    '[/\\\\]node_modules[/\\\\].+\\.[cm]?js$': ['@swc/jest', {
      jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
      module: { type: 'commonjs', ignoreDynamic: false },
    }],
    ...base.transform,
  },
  transformIgnorePatterns: [`/node_modules/(?!${allowed})`],
};
