import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const STATIC_FIXTURE = {
  lmsEntry: 'var mfe_lms = "fixture remote entry";\n',
  lmsChunk: 'mfe-lms-chunk.3f9c2a1b7d.js',
  shellIndex: '<!doctype html><html lang="en" dir="ltr"><head><title>Halaqa</title><style>body{margin:0}</style></head><body><div id="root"></div><script defer src="/main.0a1b2c3d4e.js"></script></body></html>\n',
  shellBundle: 'main.0a1b2c3d4e.js',
  shellBundleText: 'console.log("shell");\n',
  /** Stands for the build's brotli copy: the server must send it, as it is, to a browser that takes brotli. */
  shellBundleBrotli: 'brotli copy of main\n',
  /** What the shell's build says its start needs (shared/webpack-config/first-load-plugin.js). */
  shellFirstLoad: {
    startup: { files: ['boot.1.js'], consumes: ['react', '@halaqa/ui'] },
    chunks: {
      'shell-texts-en': { files: ['shell-texts-en.1.js'], consumes: [] },
      'shell-texts-ar': { files: ['shell-texts-ar.1.js'], consumes: [] },
      'single-spa': { files: ['single-spa.1.js'], consumes: [] },
      'rtl-styles': { files: ['rtl-styles.1.js'], consumes: [] },
    },
    provides: { 'react': ['react.1.js'], '@halaqa/ui': ['ui.1.js'], 'react-dom': ['react-dom.1.js'] },
  },
} as const;

/** A fake build output: shell and mfe-lms built, every other remote missing. */
export function createStaticRoot(): { root: string; dispose(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-static-'));
  const write = (relative: string, text: string) => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write('shell/dist/index.html', STATIC_FIXTURE.shellIndex);
  write(`shell/dist/${STATIC_FIXTURE.shellBundle}`, STATIC_FIXTURE.shellBundleText);
  write(`shell/dist/${STATIC_FIXTURE.shellBundle}.br`, STATIC_FIXTURE.shellBundleBrotli);
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  write('mfe-lms/dist/remoteEntry.js', STATIC_FIXTURE.lmsEntry);
  write(`mfe-lms/dist/${STATIC_FIXTURE.lmsChunk}`, 'console.log("chunk");\n');
  write('mfe-lms/dist/mf-manifest.json', '{}\n');
  write('shell/dist/first-load.json', JSON.stringify(STATIC_FIXTURE.shellFirstLoad));
  write('secret.txt', 'outside every dist folder\n');
  return { root, dispose: () => fs.rmSync(root, { recursive: true, force: true }) };
}
