import type { Database } from '../core/db/client';
import { seedDatabase, type SeedReport } from './index';

/** Migrates, then seeds, under the startup lock: what a fresh database needs to serve. */
export async function prepareDatabase(
  database: Database,
  migrationsDir: string,
  options: { now?: Date; mediaDir?: string } = {},
): Promise<SeedReport> {
  return database.exclusive(async () => {
    await database.migrate(migrationsDir);
    return seedDatabase(database.db, options.now, { mediaDir: options.mediaDir });
  });
}
