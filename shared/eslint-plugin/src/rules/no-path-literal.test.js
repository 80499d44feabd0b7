// Site paths in strings and templates are reported; module names, regexes,
// API and static paths, and the exempt files are not. File names are relative
// to ESLint's cwd, which the rule takes as the repo root.
const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const rule = require('./no-path-literal');
const { globToRegExp } = require('../workspace');

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const FILE = 'mfe-lms/src/features/catalogue/List.tsx';

/** @param {string} code @param {string} [filename] @param {object[]} [options] */
const valid = (code, filename = FILE, options = []) => ({ code, filename, options });
/** @param {string} code @param {string[]} paths the reported paths, in order @param {string} [filename] @param {object[]} [options] */
const invalid = (code, paths, filename = FILE, options = []) => ({
  code, filename, options, errors: paths.map((path) => ({ messageId: 'pathLiteral', data: { path } })),
});

const PATH = "const to = '/lms/all-courses';";

tester.run('no-path-literal', rule, {
  valid: [
    // not site paths
    valid("const home = '/'; const a = 'lms/x'; const b = '/Lms'; const c = '//cdn'; const d = '/:id'; const e = 'a/b';"),
    valid('const url = `/${lang}/lms`; const u = `${base}/lms/x`;'),
    // API, static and server paths, as whole segments
    valid("fetch('/api/courses'); fetch('/api'); fetch('/api?x=1'); const t = `/api/courses/${id}`; const s = `/api${path}`;"),
    valid("const a = '/remotes/mfe-lms/remoteEntry.js'; const b = '/media/x.png'; const c = '/dev/reset'; const d = '/fonts/cairo.woff2'; const e = '/assets/logo.svg';"),
    // module names
    valid("import x from '/lms/abs'; export { y } from '/lms/abs'; export * from '/lms/abs'; const z = import('/lms/abs'); const w = require('/lms/abs');"),
    valid("jest.mock('/lms/abs'); const r = require.resolve('/lms/abs'); type T = import('/lms/abs').T;"),
    // regular expressions
    valid('const re = /\\/lms\\/courses/; const m = /^\\/lms/.test(x);'),
    // exempt files: route definitions and path builders
    valid(PATH, 'mfe-lms/src/definition.ts'),
    valid(PATH, 'mfe-lms/src/definition/paths.ts'),
    valid(PATH, 'shared/ui/src/definition.ts'),
    valid(PATH, 'shell/src/routes/shell-routes.ts'),
    // exempt files: tests and test helpers
    valid(PATH, 'mfe-lms/src/features/catalogue/List.test.tsx'),
    valid(PATH, 'mfe-lms/src/routes.test.ts'),
    valid(PATH, 'mfe-lms/src/testing/render-page.tsx'),
    valid(PATH, 'shared/session/test-support/fake-api.ts'),
    // exempt files: not the site's code
    valid(PATH, 'api/src/server.ts'),
    valid(PATH, 'e2e/tests/navigation.spec.ts'),
    valid(PATH, 'scripts/bench/startup.mjs'),
    // options: more prefixes allowed, other files exempt
    valid("const a = '/health'; const b = '/api/x';", FILE, [{ allowedPrefixes: ['/api', '/health/'] }]),
    valid(PATH, 'shared/contracts/src/routes.ts', [{ exemptFiles: ['shared/contracts/src/routes.ts'] }]),
    valid(PATH, 'mfe-lms/src/routes.ts', [{ exemptFiles: ['mfe-*/src/{routes,paths}.ts'] }]),
  ],
  invalid: [
    invalid(PATH, ['/lms/all-courses']),
    invalid('const to = `/lms/courses/${id}/overview`;', ['/lms/courses/${...}/overview']),
    invalid("navigate('/auth/login?x=1');", ['/auth/login?x=1']),
    invalid('const a = `/lms`;', ['/lms']),
    invalid('const el = <Link to="/lms/my-courses">x</Link>;', ['/lms/my-courses']),
    invalid("const map = { '/lms/x': 1 }; type P = '/exams/y';", ['/lms/x', '/exams/y']),
    // a segment that only starts like an allowed prefix is still a page
    invalid("const a = '/apiary'; const b = '/assets-library';", ['/apiary', '/assets-library']),
    // long paths are cut in the message
    invalid(`const a = '/lms/${'x'.repeat(70)}';`, [`/lms/${'x'.repeat(52)}...`]),
    // not exempt: other modules of a remote, the shell outside routes/, shared packages, a file named like a test helper
    invalid(PATH, ['/lms/all-courses'], 'mfe-lms/src/routes.ts'),
    invalid(PATH, ['/lms/all-courses'], 'mfe-lms/src/definitions.ts'),
    invalid(PATH, ['/lms/all-courses'], 'shell/src/features/layout/AppBar.tsx'),
    invalid(PATH, ['/lms/all-courses'], 'shared/contracts/src/routes.ts'),
    invalid(PATH, ['/lms/all-courses'], 'mfe-lms/src/testing.ts'),
    invalid(PATH, ['/lms/all-courses'], 'mfe-lms/src/test.tsx'),
    // options replace the defaults: with only /api allowed, /media is a page; with no exempt files, tests are judged
    invalid("const a = '/media/x.png'; const b = '/api/x';", ['/media/x.png'], FILE, [{ allowedPrefixes: ['/api'] }]),
    invalid(PATH, ['/lms/all-courses'], 'mfe-lms/src/a.test.ts', [{ exemptFiles: [] }]),
  ],
});

describe('globToRegExp', () => {
  it.each([
    ['**/src/definition.ts', 'mfe-lms/src/definition.ts', true],
    ['**/src/definition.ts', 'shared/x/src/definition.ts', true],
    ['**/src/definition.ts', 'mfe-lms/src/definition.tsx', false],
    ['**/src/definition/**', 'mfe-lms/src/definition/a/b.ts', true],
    ['**/*.test.{ts,tsx}', 'a/b/c.test.tsx', true],
    ['**/*.test.{ts,tsx}', 'c.test.ts', true],
    ['**/*.test.{ts,tsx}', 'a/c.test.js', false],
    ['api/**', 'api/src/x.ts', true],
    ['api/**', 'apis/x.ts', false],
    ['mfe-*/src/?.ts', 'mfe-lms/src/a.ts', true],
    ['mfe-*/src/?.ts', 'mfe-lms/src/ab.ts', false],
    ['mfe-*/src/a.ts', 'shared/mfe-runtime/src/a.ts', false],
  ])('%s matches %s: %s', (glob, file, expected) => {
    expect(globToRegExp(glob).test(file)).toBe(expected);
  });
});
