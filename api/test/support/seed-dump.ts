import os from 'node:os';
import path from 'node:path';

/**
 * Where globalSetup leaves the migrated+seeded PGlite data directory, so each
 * test file loads it (~0.4 s) instead of migrating and seeding (~3 s).
 * The parent process id keeps concurrent jest runs apart.
 */
export const SEED_DUMP_ENV = 'HALAQA_TEST_PGLITE_DUMP';

export function seedDumpPath(): string {
  return process.env[SEED_DUMP_ENV] ?? path.join(os.tmpdir(), `halaqa-api-test-seed-${process.pid}.tar.gz`);
}
