import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './types';

type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** Applies the SQL migrations of `migrationsDir` (drizzle's migrator). */
  migrate(migrationsDir: string): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock, so several API processes
   * starting together against one PostgreSQL do not migrate or seed at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PGlite instance (tests dump and load its data directory). */
  pglite: PGlite | null;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (tarball) instead of an empty one. */
  loadDataDir?: Blob;
}

// Arbitrary constant shared by every Halaqa process: the migrate+seed lock.
const STARTUP_LOCK_KEY = 482_193_771;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client });
  return {
    db,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    // PGlite is embedded in this process: nobody else can reach its data.
    exclusive: (work) => work(),
    close: () => client.close(),
    pglite: client,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  return {
    db,
    driver: 'postgres',
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    exclusive: async (work) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
    pglite: null,
  };
}
