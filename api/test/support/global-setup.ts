import fs from 'node:fs';
import { openDatabase } from '../../src/core/db/client';
import { apiPaths } from '../../src/core/paths';
import { prepareDatabase } from '../../src/seed/prepare';
import { SEED_DUMP_ENV, seedDumpPath } from './seed-dump';

export default async function globalSetup(): Promise<void> {
  // PostgreSQL runs: each test file creates (and drops) its own database.
  if (process.env.DATABASE_URL) return;
  const file = seedDumpPath();
  // Workers are forked after this and inherit the variable.
  process.env[SEED_DUMP_ENV] = file;
  const database = await openDatabase({});
  try {
    await prepareDatabase(database, apiPaths().migrationsDir);
    const dump = await database.pglite!.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}
