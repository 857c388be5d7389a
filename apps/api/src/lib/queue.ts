import PgBoss from 'pg-boss'
import type { DatabaseHandle } from '../db/client'
import { pgliteClientOf } from '../db/client'

/**
 * The durable job queue: pg-boss on the same PostgreSQL (or PGlite) database, so a job is stored in the same place
 * as the data it is about and survives restarts. On the embedded database in its own thread pg-boss shares the
 * app's node-postgres pool; on PGlite in this thread (tests) it talks through an adapter to the client, and
 * multi-statement SQL (its own migrations) goes through `exec`.
 */
export function createQueue(handle: DatabaseHandle, url: string | undefined): PgBoss {
  const common = { schedule: false, pollingIntervalSeconds: 0.5, migrate: true } as const
  if (url) return new PgBoss({ connectionString: url, max: 4, ...common })
  const pool = handle.pool
  if (pool) {
    const db = { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) }
    return new PgBoss({ db, ...common } as unknown as PgBoss.ConstructorOptions)
  }

  const client = pgliteClientOf(handle)
  const db = {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await client.exec(text)
        const last = results.at(-1)
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 }
      }
      const result = await client.query(text, values)
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
  }
  return new PgBoss({ db, ...common } as unknown as PgBoss.ConstructorOptions)
}
