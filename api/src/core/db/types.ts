import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The drizzle handle services use; the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;
