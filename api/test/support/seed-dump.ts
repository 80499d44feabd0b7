import os from 'node:os';
import path from 'node:path';

/**
 * Where globalSetup leaves the migrated+seeded database each test file starts
 * from, instead of migrating and seeding its own (~1.7 s, ~3 s under load):
 * on PGlite a dump of the data directory (loaded in ~0.4 s), on PostgreSQL a
 * template database (cloned by CREATE DATABASE ... TEMPLATE).
 * The parent process id keeps concurrent jest runs apart.
 */
export const SEED_DUMP_ENV = 'HALAQA_TEST_PGLITE_DUMP';
export const SEED_TEMPLATE_ENV = 'HALAQA_TEST_PG_TEMPLATE';

export function seedDumpPath(): string {
  return process.env[SEED_DUMP_ENV] ?? path.join(os.tmpdir(), `halaqa-api-test-seed-${process.pid}.tar.gz`);
}
