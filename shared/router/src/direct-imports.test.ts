import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Libraries that must reach the site through one shared package: imported
 * directly, a remote would get a second copy with its own React contexts,
 * which fails silently (links that do nothing, untranslated text).
 */
const THROUGH_SHARED: Record<string, { via: string; allowedIn: string }> = {
  'react-router': { via: '@halaqa/router', allowedIn: 'shared/router/' },
  'react-router-dom': { via: '@halaqa/router', allowedIn: 'shared/router/' },
  'react-i18next': { via: '@halaqa/i18n', allowedIn: 'shared/i18n/' },
  '@tanstack/react-query': { via: '@halaqa/query', allowedIn: 'shared/query/' },
};

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const packages = ['shell', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mfe-')),
  ...fs.readdirSync(path.join(ROOT, 'shared')).map((name) => `shared/${name}`)];

describe('shared libraries are imported through their shared package', () => {
  const files = packages.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')));

  it('finds the source files it checks', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(Object.entries(THROUGH_SHARED))('%s only through %p', (library, { via, allowedIn }) => {
    const pattern = new RegExp(`from ['"]${library.replace('/', '\\/')}['"]|import\\(['"]${library}['"]\\)|require\\(['"]${library}['"]\\)`);
    const offenders = files
      .filter((file) => !path.relative(ROOT, file).startsWith(allowedIn) && !file.endsWith('direct-imports.test.ts'))
      .filter((file) => pattern.test(fs.readFileSync(file, 'utf8')))
      .map((file) => `${path.relative(ROOT, file)} (use ${via})`);
    expect(offenders).toEqual([]);
  });
});
