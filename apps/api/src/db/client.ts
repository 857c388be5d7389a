import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema/index'

export type Schema = typeof schema
/** The one database type services and repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Repositories accept either the database or an open transaction (fastify/demo). */
export type Executor = Database | Transaction

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The server URL when on PostgreSQL (the job queue opens its own pool to it). */
  url?: string | undefined
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL. When absent the embedded PGlite is used. */
  url?: string | undefined
  /** PGlite data folder; absent means in memory (tests). */
  dataDir?: string | undefined
  /** A PGlite data-folder dump to start from (tests copy a migrated template this way). */
  loadDataDir?: Blob | undefined
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite: real Postgres in-process, so one SQL dialect and
 * one set of migrations serve both (README: configuration).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Planner settings for this workload (decision 004). random_page_cost 1.1 is the usual value for SSD storage:
      // with the default 4 (spinning disks) the planner walked a date index and re-checked the text of every job in
      // the range (200 ms) rather than reading the search GIN (25 ms). No parallel workers: the API's queries take
      // milliseconds, run two at a time (page and count) and many requests at once, and a gather's extra processes
      // only fight them for the cores (talent search p95 35 ms with them, 17 ms without; npm run bench).
      options: '-c random_page_cost=1.1 -c max_parallel_workers_per_gather=0',
    })
    // An idle connection the server ends (restart, failover) must not crash the process: the pool drops that
    // client and opens a new one on the next query.
    pool.on('error', () => {})
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database
    return { db, kind: 'postgres', url: options.url, close: () => pool.end() }
  }

  let dataDir: string | undefined
  if (options.dataDir) {
    dataDir = resolve(options.dataDir)
    mkdirSync(dataDir, { recursive: true })
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, btree_gin, unaccent },
  })
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database
  return { db, kind: 'pglite', close: () => client.close() }
}

/** The PGlite client under a handle, for dumping a template data folder in tests. */
export function pgliteClientOf(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client
}
