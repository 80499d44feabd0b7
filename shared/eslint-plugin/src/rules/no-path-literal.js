// @ts-check
// halaqa/no-path-literal: a page's address is spelled once, in the route
// definition of the remote that owns it; everyone else builds it with that
// remote's path builder or asks for a route role. A site path written as a
// string elsewhere breaks silently when the route moves.
'use strict';

const { globToRegExp, relativePosix } = require('../workspace');

/** Paths that are not pages of the site: the API, and what the server hands out as files. */
const DEFAULT_ALLOWED_PREFIXES = ['/api', '/remotes', '/media', '/dev', '/fonts', '/assets'];

/** Files that may spell paths: route definitions, path builders, tests, and code that is not the site's. */
const DEFAULT_EXEMPT_FILES = [
  '**/src/definition.ts',
  '**/src/definition/**',
  'shell/src/routes/**',
  '**/*.test.{ts,tsx,js}',
  '**/testing/**',
  '**/test-support/**',
  'api/**',
  'e2e/**',
  'scripts/**',
];

/** `/` followed by a lowercase letter: `/lms/...`, `/auth/login?x=1`; not `/` alone, `//x`, `/:param` or `/${x}`. */
const SITE_PATH = /^\/[a-z]/;

/**
 * Whether `text` starts with one of the allowed prefixes as a whole segment
 * (`/api` allows `/api`, `/api/x`, `/api?x`, not `/apiary`).
 * @param {string} text
 * @param {readonly string[]} prefixes
 */
function hasAllowedPrefix(text, prefixes) {
  return prefixes.some((prefix) => {
    const bare = prefix.replace(/\/+$/, '');
    if (!text.startsWith(bare)) return false;
    const next = text.charAt(bare.length);
    return next === '' || next === '/' || next === '?' || next === '#';
  });
}

/**
 * Whether a string literal names a module (import/export source, require(),
 * import(), jest.mock() and the TypeScript forms) rather than holding data.
 * @param {any} node
 */
function isModuleSpecifier(node) {
  const parent = node.parent;
  if (!parent) return false;
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
      return parent.source === node;
    case 'TSExternalModuleReference':
    case 'TSImportType': // typescript-eslint >= 8.x: the literal is the node's `source`
      return true;
    case 'TSLiteralType':
      return parent.parent?.type === 'TSImportType';
    case 'CallExpression': {
      if (parent.arguments[0] !== node) return false;
      const callee = parent.callee;
      if (callee.type === 'Identifier') return callee.name === 'require';
      // require.resolve('...'), jest.mock('...') and the like
      return callee.type === 'MemberExpression' && callee.object.type === 'Identifier'
        && (callee.object.name === 'require' || callee.object.name === 'jest');
    }
    default:
      return false;
  }
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'Forbid site paths written as strings outside route definitions and path builders',
    },
    schema: [{
      type: 'object',
      properties: {
        root: { type: 'string', description: 'The repo root the file globs are relative to; defaults to ESLint\'s cwd' },
        allowedPrefixes: {
          type: 'array', items: { type: 'string' }, uniqueItems: true,
          description: 'Path prefixes that are not site pages (API, static files); matched as whole segments',
        },
        exemptFiles: {
          type: 'array', items: { type: 'string' }, uniqueItems: true,
          description: 'Globs of repo-relative files that may spell paths (route definitions, path builders, tests, ...)',
        },
      },
      additionalProperties: false,
    }],
    messages: {
      pathLiteral:
        "Site path '{{path}}' written as a string: build it with the owning remote's path builder from its definition "
        + '(e.g. lmsPaths.courseOverview(id)) or navigate to a route role, so the route is spelled only in its definition.',
    },
  },

  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const allowedPrefixes = options.allowedPrefixes ?? DEFAULT_ALLOWED_PREFIXES;
    const exempt = /** @type {string[]} */ (options.exemptFiles ?? DEFAULT_EXEMPT_FILES).map((glob) => globToRegExp(glob));
    const rel = relativePosix(root, context.physicalFilename ?? context.filename);
    if (exempt.some((glob) => glob.test(rel))) return {};

    /**
     * @param {import('eslint').Rule.Node} node
     * @param {string} text
     * @param {string} [head] the text before the first `${}` of a template (default: all of it)
     */
    function check(node, text, head = text) {
      if (!SITE_PATH.test(head) || hasAllowedPrefix(head, allowedPrefixes)) return;
      // Show the whole literal (template parts as ${...}), cut to a readable length.
      const shown = text.length > 60 ? `${text.slice(0, 57)}...` : text;
      context.report({ node, messageId: 'pathLiteral', data: { path: shown } });
    }

    return {
      Literal(node) {
        if (typeof node.value !== 'string' || isModuleSpecifier(node)) return;
        check(node, node.value);
      },
      TemplateLiteral(node) {
        if (isModuleSpecifier(node)) return;
        // Judged by its first part: `/lms/courses/${id}` is a path, `${base}/x` is not this rule's business.
        const head = node.quasis[0]?.value.cooked ?? '';
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join('${...}'), head);
      },
    };
  },
};
