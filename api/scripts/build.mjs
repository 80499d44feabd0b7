// Production bundle of the API: api/dist/server.mjs (ESM, Node 20).
// Workspace packages (@halaqa/*, TypeScript sources) are bundled in; real
// node_modules packages stay external and load from api/node_modules.
// Migrations are not copied: the server reads api/drizzle/ of the repository.
import path from 'node:path';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builtins = new Set(builtinModules);

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@halaqa/')) return undefined;
      if (args.path.startsWith('node:') || builtins.has(args.path.split('/')[0])) return { path: args.path, external: true };
      return { path: args.path, external: true };
    });
  },
};

// ESM has no __dirname/require; the server uses __dirname to find the repository.
const banner = [
  "import { createRequire as __halaqaCreateRequire } from 'node:module';",
  "import { fileURLToPath as __halaqaFileURLToPath } from 'node:url';",
  "import { dirname as __halaqaDirname } from 'node:path';",
  'const require = __halaqaCreateRequire(import.meta.url);',
  'const __filename = __halaqaFileURLToPath(import.meta.url);',
  'const __dirname = __halaqaDirname(__filename);',
].join('\n');

const result = await esbuild.build({
  entryPoints: [path.join(apiDir, 'src', 'server.ts')],
  outfile: path.join(apiDir, 'dist', 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: path.join(apiDir, '..', 'tsconfig.json'),
  banner: { js: banner },
  plugins: [externalPackages],
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`[api] built dist/server.mjs (${Math.round(bytes / 1024)} KB with source map)`);
