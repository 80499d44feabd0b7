import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createPgListener, type ChannelHandlers, type Unlisten } from './pg-listener';
import { currentTenantScope } from './tenant-scope';
import type { Db } from './types';

type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  /**
   * As the connecting role, with no setting: migrations, and tests that
   * arrange rows. Against a non-superuser owner, row-level security (forced)
   * shows it no tenant row; server code uses systemDb or tenantDb.
   */
  db: Db;
  /**
   * Every statement (or transaction) with `app.bypass_rls` on: work that is
   * no member's request and must see every organization (seed, outbox
   * worker, organization lookup by host). Keep its users few and explicit.
   */
  systemDb: Db;
  /**
   * Every statement (or transaction) as the `halaqa_app` role with
   * `app.organization_id` from the current tenant scope (tenant-scope.ts):
   * row-level security shows only that organization's rows. A statement
   * outside any tenant scope throws.
   */
  tenantDb: Db;
  driver: DatabaseDriver;
  /** Applies the SQL migrations of `migrationsDir` (drizzle's migrator). */
  migrate(migrationsDir: string): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock, so several API processes
   * starting together against one PostgreSQL do not migrate or seed at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * LISTEN to a channel (NOTIFY from any process on this database; delivered
   * after the sending transaction commits). onResync runs when the listening
   * connection was lost and restored.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<Unlisten>;
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

/** The role of member requests (migration 0003): neither superuser nor owner, so row-level security holds it. */
export const TENANT_ROLE = 'halaqa_app';

/**
 * The settings a scope needs, as one statement: transaction-local on PGlite,
 * where each scoped statement runs in a transaction of its own; for the
 * session on PostgreSQL, where a pooled connection keeps them until a
 * scope that wants others takes it (ScopedPool).
 */
type ScopeSettings = (local: boolean) => string;

// The connecting role with no organization and no bypass: what a fresh connection is.
const plainSettings: ScopeSettings = (local) => `select set_config('role', 'none', ${local}), set_config('app.organization_id', '', ${local}), `
  + `set_config('app.bypass_rls', 'off', ${local})`;

const systemSettings: ScopeSettings = (local) => `select set_config('role', 'none', ${local}), set_config('app.organization_id', '', ${local}), `
  + `set_config('app.bypass_rls', 'on', ${local})`;

const tenantSettings: ScopeSettings = (local) => {
  const scope = currentTenantScope();
  if (!scope) throw new Error('A tenant query ran outside a request scope: work that is no request uses systemDb');
  const organizationId = scope.organizationId();
  // Inlined, not bound: the settings are compared as text (ScopedPool) and go out over the simple protocol.
  if (organizationId !== null && !Number.isSafeInteger(organizationId)) throw new Error(`Not an organization id: ${organizationId}`);
  return `select set_config('role', '${TENANT_ROLE}', ${local}), set_config('app.organization_id', '${organizationId ?? ''}', ${local}), `
    + `set_config('app.bypass_rls', 'off', ${local})`;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // Coaching's exclusion constraint (one booking per coach at a time) needs btree_gist; PostgreSQL ships it in contrib.
    extensions: { btree_gist },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client });
  const scoped = (settings: ScopeSettings): Db => {
    // PGlite is one connection: its transaction() holds it, so no other statement runs between the settings and ours.
    const scopedClient: Pick<PGlite, 'query' | 'transaction'> = {
      query: (query, params, options) => client.transaction(async (tx) => {
        await tx.exec(settings(true));
        return tx.query(query, params, options);
      }),
      transaction: (work) => client.transaction(async (tx) => {
        await tx.exec(settings(true));
        return work(tx);
      }),
    };
    // drizzle's PGlite session calls only query() and transaction() (nested transactions are savepoints of tx).
    return drizzlePglite({ client: scopedClient as PGlite });
  };
  return {
    db,
    systemDb: scoped(systemSettings),
    tenantDb: scoped(tenantSettings),
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    // PGlite is embedded in this process: nobody else can reach its data.
    exclusive: (work) => work(),
    // One process, one connection: nothing to lose, nothing to resync.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.onPayload(payload));
      return () => unlisten();
    },
    close: () => client.close(),
    pglite: client,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  // Every use of a connection goes through a ScopedPool, so none is ever taken with another scope's settings.
  const settingsOf = new WeakMap<pg.PoolClient, string>();
  const scopedPool = (settings: ScopeSettings) => new ScopedPool(pool, settingsOf, settings);
  const plainPool = scopedPool(plainSettings);
  const scoped = (settings: ScopeSettings) => drizzlePg({ client: scopedPool(settings) as unknown as pg.Pool });
  const db = scoped(plainSettings);
  const listener = createPgListener(url);
  return {
    db,
    systemDb: scoped(systemSettings),
    tenantDb: scoped(tenantSettings),
    driver: 'postgres',
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    exclusive: async (work) => {
      const lockClient = await plainPool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    listen: (channel, handlers) => listener.listen(channel, handlers),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    pglite: null,
  };
}

/**
 * What drizzle's node-postgres session sees as its pool (drizzle treats a
 * client whose class name contains "Pool" as a pool, and connect()s for a
 * transaction). Before a connection is used, it is given this scope's
 * settings for the session, unless it already has them: one more round trip
 * only when a connection changes organization, role or bypass.
 */
class ScopedPool {
  constructor(
    private readonly pool: pg.Pool,
    /** The settings each connection of `pool` has now (absent: a fresh connection, or unknown after a failure). */
    private readonly settingsOf: WeakMap<pg.PoolClient, string>,
    private readonly settings: ScopeSettings,
  ) {}

  async query(query: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.connect();
    try {
      return await client.query(query, values);
    } finally {
      client.release();
    }
  }

  async connect(): Promise<pg.PoolClient> {
    const wanted = this.settings(false);
    const client = await this.pool.connect();
    if (this.settingsOf.get(client) === wanted) return client;
    try {
      await client.query(wanted);
      this.settingsOf.set(client, wanted);
      return client;
    } catch (error) {
      this.settingsOf.delete(client);
      // Its state is unknown: closed, not reused.
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }
}
