import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { PGLITE_EXTENSIONS } from './pglite-extensions'
import { startDatabaseThread } from './pglite-thread'
import { PLANNER_FLAGS } from './planner-settings'
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
  /** How the app talks to it: node-postgres (PostgreSQL, and PGlite in its own thread) or PGlite in this thread. */
  driver: 'node-postgres' | 'pglite'
  /** The node-postgres pool under `db` (the job queue shares it on the embedded database). */
  pool?: pg.Pool | undefined
  /** The server URL when on PostgreSQL (the job queue opens its own pool to it). */
  url?: string | undefined
  /**
   * The embedded database in its thread only: calls the listener with how long each exchange waited there, in seconds,
   * for PGlite's one backend (metrics: sentinela_db_embedded_queue_wait_seconds).
   */
  onQueueWait?: ((listener: (seconds: number) => void) => void) | undefined
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL. When absent the embedded PGlite is used. */
  url?: string | undefined
  /** PGlite data folder; absent means in memory (tests). */
  dataDir?: string | undefined
  /** A PGlite data-folder dump to start from (tests copy a migrated template this way). */
  loadDataDir?: Blob | undefined
  /**
   * Runs the embedded database in a worker thread of its own, reached through node-postgres (decision 007), so no
   * query ever runs on the thread that serves HTTP. The server does; tests and scripts keep PGlite in their thread.
   */
  ownThread?: boolean | undefined
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
      options: PLANNER_FLAGS.join(' '),
    })
    // An idle connection the server ends (restart, failover) must not crash the process: the pool drops that
    // client and opens a new one on the next query.
    pool.on('error', () => {})
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database
    return { db, kind: 'postgres', driver: 'node-postgres', pool, url: options.url, close: () => pool.end() }
  }

  let dataDir: string | undefined
  if (options.dataDir) {
    dataDir = resolve(options.dataDir)
    mkdirSync(dataDir, { recursive: true })
  }

  if (options.ownThread) {
    if (options.loadDataDir) throw new Error('loadDataDir is for PGlite in this thread (tests)')
    const thread = await startDatabaseThread({ dataDir })
    const pool = new pg.Pool({
      // One backend behind them: connections take turns in the database thread. A few let the next queries wait
      // there, ready to run, while this thread is busy with HTTP.
      max: EMBEDDED_CONNECTIONS,
      stream: () => thread.connect(),
      user: 'postgres',
      database: 'postgres',
    })
    pool.on('error', () => {})
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database
    return {
      db,
      kind: 'pglite',
      driver: 'node-postgres',
      pool,
      onQueueWait: (listener) => thread.onQueueWait(listener),
      close: async () => {
        await pool.end()
        await thread.close()
      },
    }
  }

  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PLANNER_FLAGS],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  })
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database
  return { db, kind: 'pglite', driver: 'pglite', close: () => client.close() }
}

/** node-postgres connections to the embedded database's thread. */
const EMBEDDED_CONNECTIONS = 4

/** The PGlite client under a handle opened in this thread, for dumping a template data folder in tests. */
export function pgliteClientOf(handle: DatabaseHandle): PGlite {
  if (handle.driver !== 'pglite') throw new Error('Only a PGlite opened in this thread has a client here')
  return (handle.db as unknown as { $client: PGlite }).$client
}
