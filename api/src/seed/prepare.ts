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
    // Seeding writes every organization's rows: against a non-superuser owner, forced row-level security needs the bypass.
    return seedDatabase(database.systemDb, options.now, { mediaDir: options.mediaDir });
  });
}
