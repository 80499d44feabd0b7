import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The committed openapi.json and schema.gen.ts must match the API's routes.
test('the generated client is up to date with the API', () => {
  const script = path.join(__dirname, 'generate.mjs');
  expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe', timeout: 60_000 })).not.toThrow();
}, 90_000);
