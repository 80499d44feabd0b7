// The catalogue generator (api/scripts/generate-catalogue.ts), run through the
// API's tsx against a database the bench started: the large catalogue that
// the API budgets are measured with.
import path from 'node:path';
import { createRequire } from 'node:module';
import { run } from '../../lib/proc.mjs';

const requireFromApi = createRequire(new URL('../../../api/package.json', import.meta.url));

/**
 * Fills organization `prefix` with `courses` courses, `members` members and
 * `enrollments` enrollments; returns the generator's report.
 */
export async function generateCatalogue(ctx, databaseUrl, { prefix, courses, enrollments, members }) {
  const tsx = requireFromApi.resolve('tsx/cli');
  const script = path.join(ctx.root, 'api', 'scripts', 'generate-catalogue.ts');
  const args = [tsx, script, '--prefix', prefix, '--courses', String(courses), '--enrollments', String(enrollments), '--members', String(members)];
  const result = await run(process.execPath, args, { env: { ...process.env, DATABASE_URL: databaseUrl }, capture: true, timeoutMs: 300_000 });
  if (result.code !== 0) throw new Error(`the catalogue generator failed (exit ${result.code}):\n${result.output.slice(-2000)}`);
  const line = result.output.split('\n').find((candidate) => candidate.startsWith('{'));
  if (!line) throw new Error(`the catalogue generator printed no report:\n${result.output.slice(-2000)}`);
  ctx.log(result.output.split('\n').find((candidate) => candidate.startsWith('[generate-catalogue]')) ?? 'generated');
  return JSON.parse(line);
}
