import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/core/db/client';
import { apiPaths } from '../../src/core/paths';
import { prepareDatabase } from '../../src/seed/prepare';
import { SEED_TEMPLATE_ENV, seedDumpPath } from './seed-dump';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's URL (another process could open it); null on PGlite. */
  url: string | null;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * A migrated, seeded database of this test file alone: PGlite in memory
 * loaded from the globalSetup dump, or on the DATABASE_URL server a
 * PostgreSQL database (random name) cloned from the globalSetup template,
 * or migrated and seeded here when there is none (a run of one file by hand).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dump = new Blob([fs.readFileSync(seedDumpPath())]);
    const database = await openDatabase({ loadDataDir: dump });
    return { database, url: null, dispose: () => database.close() };
  }
  const name = `halaqa_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[SEED_TEMPLATE_ENV];
  await adminQuery(adminUrl, template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  const url = databaseUrlOf(adminUrl, name);
  const database = await openDatabase({ url });
  if (!template) await prepareDatabase(database, apiPaths().migrationsDir);
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
