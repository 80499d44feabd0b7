// A pg client for a bench's own writes: row-level security bypassed (the
// bench seeds several tables of one organization in a few statements).
import { createRequire } from 'node:module';

const requireFromApi = createRequire(new URL('../../../api/package.json', import.meta.url));

/** Runs `work(client)` on a fresh connection to `url` with app.bypass_rls on; the connection is closed after. */
export async function withBypassClient(url, work) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select set_config('app.bypass_rls', 'on', false)");
    return await work(client);
  } finally {
    await client.end();
  }
}
