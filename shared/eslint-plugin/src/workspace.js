// @ts-check
// What the rules know about the workspace: where a file sits (which area,
// which package, which feature), which folder a `@halaqa/...` package name
// stands for, and a small glob matcher for the rules' file options.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * @typedef {'remote' | 'shell' | 'shared' | 'api' | 'e2e' | 'other'} AreaKind
 * @typedef {object} Place
 * @property {string} rel path relative to the repo root, `/`-separated
 * @property {AreaKind} kind
 * @property {string} area top-level folder (`mfe-lms`, `shell`, ...) or `shared/<pkg>` for shared packages
 * @property {string | null} feature the `<name>` of `<area>/src/features/<name>/...`, else null
 */

/**
 * `/`-separated path of `file` relative to `root`.
 * @param {string} root
 * @param {string} file
 */
function relativePosix(root, file) {
  return path.relative(root, file).split(path.sep).join('/');
}

/**
 * Where a repo-relative path sits.
 * @param {string} rel
 * @returns {Place}
 */
function placeOf(rel) {
  const parts = rel.split('/');
  const top = parts[0] ?? '';
  /** @type {AreaKind} */
  let kind = 'other';
  let area = top;
  let inArea = parts.slice(1);
  if (/^mfe-/.test(top)) kind = 'remote';
  else if (top === 'shell') kind = 'shell';
  else if (top === 'api') kind = 'api';
  else if (top === 'e2e') kind = 'e2e';
  else if (top === 'shared' && parts.length > 1) {
    kind = 'shared';
    area = `shared/${parts[1]}`;
    inArea = parts.slice(2);
  }
  let feature = null;
  if (kind !== 'other' && inArea[0] === 'src' && inArea[1] === 'features' && inArea.length > 2) {
    // `src/features/x` with nothing after it is the import of a feature's
    // folder (its index) or of a module `x.ts` that stands for the feature.
    feature = (inArea[2] ?? '').replace(/\.[cm]?[jt]sx?$/, '');
  }
  return { rel, kind, area, feature };
}

/** @type {Map<string, Map<string, string>>} */
const packageMaps = new Map();

/**
 * `@halaqa/...` package name -> repo-relative folder, read once per root from
 * the package.json files of the workspace folders (shell, mfe-*, api, e2e, shared/*).
 * @param {string} root
 * @returns {Map<string, string>}
 */
function workspacePackages(root) {
  const cached = packageMaps.get(root);
  if (cached) return cached;
  /** @type {Map<string, string>} */
  const map = new Map();
  /** @param {string} base */
  const scan = (base) => {
    let entries = [];
    try { entries = fs.readdirSync(path.join(root, base), { withFileTypes: true }); } catch { return; }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const folder = base ? `${base}/${entry.name}` : entry.name;
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
        if (typeof manifest.name === 'string') map.set(manifest.name, folder);
      } catch { /* not a package */ }
    }
  };
  scan('');
  scan('shared');
  packageMaps.set(root, map);
  return map;
}

/**
 * The repo-relative path an import specifier points at, or null for a
 * third-party package. Relative specifiers resolve against the importing
 * file's folder; `@halaqa/<name>[/sub]` through `packages`, or, for a name it
 * does not list, by convention (`mfe-*`, shell, api and e2e at the top, the
 * rest under shared/).
 * @param {string} specifier
 * @param {string} importerRel repo-relative path of the importing file
 * @param {ReadonlyMap<string, string>} packages
 * @returns {{rel: string, packageSubpath: string | null} | null}
 */
function resolveSpecifier(specifier, importerRel, packages) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    const rel = path.posix.normalize(path.posix.join(path.posix.dirname(importerRel), specifier));
    return { rel: rel.replace(/\/$/, ''), packageSubpath: null };
  }
  const match = /^(@halaqa\/[^/]+)(?:\/(.*))?$/.exec(specifier);
  if (!match) return null;
  const name = /** @type {string} */ (match[1]);
  const sub = match[2] ?? '';
  let folder = packages.get(name);
  if (!folder) {
    const bare = name.slice('@halaqa/'.length);
    folder = /^mfe-/.test(bare) || ['shell', 'api', 'e2e'].includes(bare) ? bare : `shared/${bare}`;
  }
  return { rel: sub ? `${folder}/${sub}` : folder, packageSubpath: sub };
}

/**
 * A glob as a RegExp over `/`-separated repo-relative paths: `**` any number
 * of folders, `*` and `?` within one segment, `{a,b}` alternatives.
 * @param {string} glob
 */
function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = /** @type {string} */ (glob[i]);
    if (char === '*' && glob[i + 1] === '*') {
      if (glob[i + 2] === '/') { source += '(?:[^/]*/)*'; i += 2; } else { source += '.*'; i += 1; }
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',' && source.lastIndexOf('(?:') > source.lastIndexOf(')')) source += '|';
    else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

module.exports = { globToRegExp, placeOf, relativePosix, resolveSpecifier, workspacePackages };
