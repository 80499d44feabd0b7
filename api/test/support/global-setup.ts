import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/core/db/client';
import { apiPaths } from '../../src/core/paths';
import { prepareDatabase } from '../../src/seed/prepare';
import { SEED_DUMP_ENV, SEED_TEMPLATE_ENV, seedDumpPath } from './seed-dump';
import { adminQuery, databaseUrlOf } from './test-database';

/** Migrates and seeds once; each test file starts from a copy (seed-dump.ts). Workers are forked after this and inherit the variables. */
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `halaqa_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    const template = await openDatabase({ url: databaseUrlOf(adminUrl, name) });
    try {
      await prepareDatabase(template, apiPaths().migrationsDir);
    } finally {
      // A template is copied only while nobody is connected to it.
      await template.close();
    }
    process.env[SEED_TEMPLATE_ENV] = name;
    return;
  }
  const file = seedDumpPath();
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
