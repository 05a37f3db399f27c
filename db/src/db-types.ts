/**
 * The database handle's types, apart from client.ts so that postgres-client.ts (which client.ts
 * loads on demand) can name them without importing its own importer.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle handle every use case receives. Same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers true when a trivial query succeeds (health checks). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
