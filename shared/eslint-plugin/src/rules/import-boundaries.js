// @ts-check
// halaqa/import-boundaries: the shell and the remotes are built and deployed
// apart and meet only at run time, shared packages sit below both, and the
// features of a package stay independent of each other. This rule keeps the
// imports honest about that (test files included).
'use strict';

const { placeOf, relativePosix, resolveSpecifier, workspacePackages } = require('../workspace');

/** `jest.mock('...')` and friends name a module too. */
const JEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'dontMock', 'requireActual', 'requireMock', 'createMockFromModule']);

/**
 * A remote's definition module, as api/ and e2e/ may import it.
 * @param {string} inRemote the path inside the remote's folder
 * @param {string | null} packageSubpath the subpath after `@halaqa/mfe-x/`, for a package specifier
 */
function isDefinition(inRemote, packageSubpath) {
  if (packageSubpath === 'definition') return true;
  return /^src\/definition(?:\.[cm]?[jt]sx?|\/index(?:\.[cm]?[jt]sx?)?)?$/.test(inRemote);
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep imports within the boundaries between remotes, the shell, shared packages, features, and the API and e2e suites',
    },
    schema: [{
      type: 'object',
      properties: {
        root: { type: 'string', description: 'The repo root; defaults to ESLint\'s cwd' },
        packages: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Package name -> repo-relative folder; defaults to the package.json files of the workspace',
        },
      },
      additionalProperties: false,
    }],
    messages: {
      remoteToRemote:
        "{{importer}} may not import {{target}}'s files ('{{source}}'): remotes are built and deployed apart and meet only at run time. "
        + 'Show another remote\'s UI through a slot, react to it through the event bus (@halaqa/bus), link to it with its path builder '
        + '(or a route role), and move code both need into shared/.',
      remoteToShell:
        "{{importer}} may not import the shell's files ('{{source}}'): the shell hosts remotes at run time and is deployed apart. "
        + 'Use what the shell offers through @halaqa/mfe-runtime, slots and the event bus (@halaqa/bus), or move the code into shared/.',
      shellToRemote:
        "The shell may not import a remote's source ('{{source}}' is in {{target}}): the shell composes remotes at run time from their "
        + 'definitions (the API\'s remote manifest). Render remote UI through a slot, talk through the event bus (@halaqa/bus), '
        + 'link with a route role or path builder, and move shared code into shared/.',
      sharedToApp:
        "{{importer}} may not import {{target}} ('{{source}}'): shared packages sit below the shell and the remotes and must not "
        + 'depend on them. Take what you need as a parameter, or move the code into shared/.',
      crossFeature:
        "Feature '{{from}}' may not import feature '{{to}}' ('{{source}}'): the features of a package stay independent. "
        + 'Move what both use out of src/features/ (a folder such as src/<topic>/, or shared/), or compose the two from outside '
        + 'src/features/ (pages, app, slots).',
      consumerToRemote:
        "{{importer}} may import only the definition of {{target}} ('@halaqa/{{target}}/definition' or '{{target}}/src/definition'), "
        + "not '{{source}}'. Take paths from the definition's path builders and test the remote through the API or its pages.",
    },
  },

  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const packages = options.packages ? new Map(Object.entries(options.packages)) : workspacePackages(root);
    const importerRel = relativePosix(root, context.physicalFilename ?? context.filename);
    if (importerRel.startsWith('..')) return {};
    const importer = placeOf(importerRel);
    if (importer.kind === 'other') return {};

    /**
     * @param {import('eslint').Rule.Node} node where to report
     * @param {string} source the specifier
     */
    function check(node, source) {
      const resolved = resolveSpecifier(source, importerRel, packages);
      if (!resolved) return;
      const target = placeOf(resolved.rel);
      const data = { importer: importer.area, target: target.area, source };
      if (target.area === importer.area) {
        if (importer.feature && target.feature && importer.feature !== target.feature) {
          context.report({ node, messageId: 'crossFeature', data: { ...data, from: importer.feature, to: target.feature } });
        }
        return;
      }
      switch (importer.kind) {
        case 'remote':
          if (target.kind === 'remote') context.report({ node, messageId: 'remoteToRemote', data });
          else if (target.kind === 'shell') context.report({ node, messageId: 'remoteToShell', data });
          return;
        case 'shell':
          if (target.kind === 'remote') context.report({ node, messageId: 'shellToRemote', data });
          return;
        case 'shared':
          if (target.kind === 'remote' || target.kind === 'shell') context.report({ node, messageId: 'sharedToApp', data });
          return;
        case 'api':
        case 'e2e': {
          // The shell's definition is data like a remote's (the checks across areas read it); its code is not.
          if (target.kind !== 'remote' && target.kind !== 'shell') return;
          const inArea = resolved.rel.slice(target.area.length + 1);
          if (!isDefinition(inArea, resolved.packageSubpath)) context.report({ node, messageId: 'consumerToRemote', data });
          return;
        }
        default:
      }
    }

    /** @param {any} node the specifier: a string Literal or a TemplateLiteral without expressions (anything else is ignored) */
    function checkLiteral(node) {
      if (!node) return;
      if (node.type === 'Literal' && typeof node.value === 'string') check(node, node.value);
      else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
        check(node, node.quasis[0]?.value.cooked ?? '');
      }
    }

    return {
      ImportDeclaration: (node) => checkLiteral(node.source),
      ExportNamedDeclaration: (node) => checkLiteral(node.source),
      ExportAllDeclaration: (node) => checkLiteral(node.source),
      ImportExpression: (node) => checkLiteral(node.source),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJest = callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'jest'
          && callee.property.type === 'Identifier' && JEST_MODULE_CALLS.has(callee.property.name);
        if (isRequire || isJest) checkLiteral(node.arguments[0]);
      },
      // TypeScript: `import x = require('...')` and `import('...').Type`.
      /** @param {any} node */
      TSExternalModuleReference: (node) => checkLiteral(node.expression),
      /** @param {any} node */
      TSImportType(node) {
        // `source` since typescript-eslint 8.x; before it, `argument` held a TSLiteralType.
        if (node.source) checkLiteral(node.source);
        else checkLiteral(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument);
      },
    };
  },
};
