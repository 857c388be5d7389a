import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { DatabaseHandle } from './client'
import { loadSeededCareerPaths } from './reference/career-paths'
import { loadNiceFramework } from './reference/nice-framework'
import { loadTrainings } from './reference/trainings'
import { loadAiAgentsCatalogue } from './reference/agents-catalogue'
import { rebuildSearchDocuments } from './search-documents'

const here = dirname(fileURLToPath(import.meta.url))
/** apps/api, from the sources (src/db) or from the server's build (dist, decision 007). */
const API_DIR = basename(here) === 'dist' ? dirname(here) : dirname(dirname(here))
export const MIGRATIONS_FOLDER = join(API_DIR, 'drizzle')

/** The advisory lock's key: one number for "Sentinela migrates this database" (any bigint; chosen once). */
export const MIGRATION_LOCK_KEY = 7_436_021_985_113

/**
 * Applies the committed SQL migrations (the same folder on both drivers), then refreshes reference data and, when
 * their vocabulary changed, the stored search documents. On PostgreSQL it holds a session advisory lock meanwhile, so
 * instances that start together migrate one after the other: the first does the work, the next find it done.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== 'postgres' || !handle.pool) return migrateUnlocked(handle)
  // A connection of its own holds the lock (a session lock lives as long as the connection), while the migrations
  // run on the pool's others; a crashed instance's connection closes and its lock goes with it.
  const lock = await handle.pool.connect()
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrateUnlocked(handle)
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    lock.release()
  }
}

async function migrateUnlocked(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'node-postgres') {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER })
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER })
  }
  await loadNiceFramework(handle.db)
  await loadTrainings(handle.db)
  await rebuildSearchDocuments(handle.db)
  // After the training catalogue: Sentinela's career paths point at trainings by key.
  await loadSeededCareerPaths(handle.db)
  // #18: the AI agents marketplace; rows the operator edited are left as they are.
  await loadAiAgentsCatalogue(handle.db)
}
