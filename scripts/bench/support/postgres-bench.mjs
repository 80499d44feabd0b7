// The frame of a bench on PostgreSQL: the built API on a throwaway
// PostgreSQL 15 with auto_explain ready (query-plans.mjs), the server's log
// tail added to any failure.
import path from 'node:path';
import { startThrowawayPostgres } from '../../../api/scripts/pg-throwaway.mjs';
import { prepareAutoExplain } from './query-plans.mjs';

/** Runs `measure(ctx, api, postgres, postgresLog)` against a fresh database and server; returns its rows. */
export async function onThrowawayPostgres(ctx, measure) {
  await ctx.ensureBuilt();
  const postgres = await startThrowawayPostgres();
  ctx.onDispose(() => postgres.stop());
  const postgresLog = path.join(path.dirname(postgres.dataDir), 'log');
  await prepareAutoExplain(postgres.url);
  const api = await ctx.startServer({ env: { DATABASE_URL: postgres.url } });
  try {
    return await measure(ctx, api, postgres, postgresLog);
  } catch (error) {
    throw new Error(`${/** @type {Error} */ (error).message}\n--- API server log ---\n${api.logTail(30)}`);
  }
}
