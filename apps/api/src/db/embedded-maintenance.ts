import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { rowsOf } from '../lib/sql'
import type { Database } from './client'

/** How often the embedded database's tables are checked (decision 007, addendum of 29 November). */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 5 * 60_000

/** autovacuum's defaults: a table is analyzed past 50 rows + 10% changed, vacuumed past 50 + 20% dead. */
const ANALYZE_THRESHOLD = { rows: 50, share: 0.1 }
const VACUUM_THRESHOLD = { rows: 50, share: 0.2 }

interface TableActivity {
  schema: string
  table: string
  live: number
  dead: number
  modified: number
  /** pg_class.reltuples < 0: never analyzed nor vacuumed, so the planner has no statistics for it at all. */
  neverAnalyzed: boolean
}

/**
 * What autovacuum does on a PostgreSQL server, for the embedded database, which has no background workers: without
 * it PGlite's planner never has statistics (talent search p95 186–255 ms instead of 15 at 100,000 talents, `npm run
 * bench` with the statistics removed), dead rows are never reclaimed and index-only scans always visit the heap.
 * Tables changed enough since their last ANALYZE are analyzed, those with enough dead rows vacuumed and analyzed, with
 * autovacuum's default thresholds, one table per statement so that other queries take turns between them. PGlite
 * keeps its activity counters pending until asked to flush them.
 */
export async function maintainEmbeddedDatabase(
  db: Database,
): Promise<{ analyzed: string[]; vacuumed: string[]; milliseconds: number }> {
  const started = performance.now()
  await db.execute(sql`select pg_stat_force_next_flush()`)
  const tables = rowsOf<TableActivity>(
    await db.execute(sql`select s.schemaname as schema, s.relname as "table", s.n_live_tup::int as live,
        s.n_dead_tup::int as dead, s.n_mod_since_analyze::int as modified, c.reltuples < 0 as "neverAnalyzed"
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by s.schemaname, s.relname`),
  )
  const analyzed: string[] = []
  const vacuumed: string[] = []
  for (const activity of tables) {
    const name = sql`${sql.identifier(activity.schema)}.${sql.identifier(activity.table)}`
    const label = `${activity.schema}.${activity.table}`
    if (activity.dead > VACUUM_THRESHOLD.rows + VACUUM_THRESHOLD.share * activity.live) {
      await db.execute(sql`vacuum (analyze) ${name}`)
      vacuumed.push(label)
      analyzed.push(label)
    } else if (
      activity.neverAnalyzed ||
      activity.modified > ANALYZE_THRESHOLD.rows + ANALYZE_THRESHOLD.share * activity.live
    ) {
      await db.execute(sql`analyze ${name}`)
      analyzed.push(label)
    }
  }
  return { analyzed, vacuumed, milliseconds: Math.round(performance.now() - started) }
}

/**
 * Runs maintainEmbeddedDatabase at start and every EMBEDDED_MAINTENANCE_INTERVAL_MS, one run at a time; returns the
 * function that stops it (waiting for a run in progress).
 */
export function scheduleEmbeddedMaintenance(db: Database, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | undefined
  const run = () => {
    running ??= maintainEmbeddedDatabase(db)
      .then((done) => {
        if (done.analyzed.length > 0) log.info(done, 'embedded database maintenance')
      })
      .catch((error: unknown) => log.error({ err: error }, 'embedded database maintenance failed'))
      .finally(() => {
        running = undefined
      })
  }
  run()
  const timer = setInterval(run, EMBEDDED_MAINTENANCE_INTERVAL_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
