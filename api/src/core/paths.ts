import fs from 'node:fs';
import path from 'node:path';

/**
 * Folders the API reads at run time. Found by walking up to the workspace
 * root so the same code works from src/ (tsx, jest) and from the esbuild
 * bundle in api/dist/ (whose banner defines __dirname).
 */
export function findRepoRoot(start: string = __dirname): string {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${start}`);
    dir = parent;
  }
}

export interface ApiPaths {
  repoRoot: string;
  apiDir: string;
  migrationsDir: string;
  assetsDir: string;
}

export function apiPaths(repoRoot: string = findRepoRoot()): ApiPaths {
  const apiDir = path.join(repoRoot, 'api');
  return {
    repoRoot,
    apiDir,
    migrationsDir: path.join(apiDir, 'drizzle'),
    assetsDir: path.join(apiDir, 'assets'),
  };
}
