// ESLint for the whole workspace (flat config; `npm run lint`, and a step of `npm test`).
// Only rules that need no type information: typed linting would build a
// TypeScript program per package and blow the one-minute budget on 2 cores
// (`npm run typecheck` already runs tsc over everything).
import js from '@eslint/js';
import halaqa from '@halaqa/eslint-plugin';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** Code that runs in the browser: the shell, the remotes and the shared packages they use. */
const BROWSER = ['shell/src/**', 'mfe-*/src/**', 'shared/*/src/**'];
/** Code that runs in Node: tools, servers, test runners' configs and environments. */
const NODE = [
  '**/*.{js,cjs,mjs}', // every plain-JS file of the repo is a config, a script or a jest environment
  'scripts/**', 'api/**', 'e2e/**', 'shared/*/scripts/**', 'shared/webpack-config/**', 'shared/eslint-plugin/**', '**/test-support/**',
];
/** Tests and their helpers (jest globals). e2e/ is Playwright, which imports what it uses. */
const TESTS = ['**/*.test.{ts,tsx,js}', '**/testing/**', '**/test-support/**', 'jest.setup.*.js', 'api/test/**'];

export default defineConfig(
  {
    ignores: [
      '**/dist/**', '**/node_modules/**', '**/coverage/**',
      '.tools/**', '.data/**', '.test-data/**', '**/test-results/**', '**/playwright-report/**',
      // generated from the API's OpenAPI document (shared/api-client/scripts/generate.mjs)
      'shared/api-client/src/schema.gen.ts',
      '**/*.gen.ts',
    ],
  },
  {
    // What to lint; anything else (JSON, SQL, markdown) is not ours to judge here.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
  },

  js.configs.recommended,
  // Non-type-checked on purpose (see the top); includes the overrides that turn
  // off core rules TypeScript already checks (no-undef, no-redeclare, ...) in .ts/.tsx.
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed arguments and `const { x: _x, ...rest }` are the way to say "unused on purpose".
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true,
      }],
    },
  },
  {
    // Plain .js files outside "type": "module" packages are CommonJS (configs, jest environments, the ESLint plugin).
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Globals by where the code runs. TypeScript files get theirs checked by tsc
  // (no-undef is off there); these matter for the plain-JS files.
  { files: BROWSER, languageOptions: { globals: globals.browser } },
  {
    files: BROWSER,
    rules: {
      'no-restricted-syntax': ['error', ...[
        "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
        "MemberExpression[object.name='React'][property.name='lazy']",
      ].map((selector) => ({
        selector,
        message: 'Use lazyComponent or useLoadedComponent from @halaqa/ui: a pending React.lazy makes React 19 re-render its Suspense boundary hundreds of times while the chunk downloads.',
      }))],
    },
  },
  { files: NODE, languageOptions: { globals: globals.node } },
  { files: TESTS, languageOptions: { globals: { ...globals.jest, ...globals.node } } },

  {
    // Hooks rules only: the plugin's React Compiler rules (v6+) are for code the
    // compiler builds, and this project does not use the compiler.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // A warning: a missing dependency is often deliberate (run once on mount);
      // lint fails on errors only, and reports the warnings' count.
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Accessibility of JSX; only .tsx has JSX in this repo.
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  {
    plugins: { halaqa },
    rules: {
      'halaqa/import-boundaries': ['error', { root: ROOT }],
      'halaqa/no-path-literal': ['error', {
        root: ROOT,
        // Not pages of the site: the API, and what the server hands out as files
        // (remote bundles, uploads, development helpers, fonts, static assets).
        allowedPrefixes: ['/api', '/remotes', '/media', '/dev', '/fonts', '/assets'],
        // May spell paths: route definitions and path builders, tests and their
        // helpers, and code that is not the site's (the API, e2e, scripts).
        exemptFiles: [
          '**/src/definition.ts', '**/src/definition/**', 'shell/src/routes/**',
          '**/*.test.{ts,tsx,js}', '**/testing/**', '**/test-support/**',
          'api/**', 'e2e/**', 'scripts/**',
        ],
      }],
    },
  },
);
