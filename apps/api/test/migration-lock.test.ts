import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import { MIGRATION_LOCK_KEY, migrateDatabase } from '../src/db/migrate'
import { adminQuery, withDatabase } from './database'

/**
 * Issue #36: instances that start together on one PostgreSQL database migrate it once. Without the advisory lock,
 * both ran the first migration (`CREATE TABLE` twice) and the second instance crashed at start.
 */
describe.skipIf(!process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  const serverUrl = process.env.DATABASE_URL!
  const name = `sentinela_migrate_${process.pid}`
  afterAll(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))

  it('run once when two instances start at the same moment on an empty database', async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
    const first = await openDatabase({ url: withDatabase(serverUrl, name) })
    const second = await openDatabase({ url: withDatabase(serverUrl, name) })
    try {
      await Promise.all([migrateDatabase(first), migrateDatabase(second)])
      const applied = await first.pool!.query<{ hash: string; times: number }>(
        'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
      )
      expect(applied.rows.length).toBeGreaterThan(10)
      expect(applied.rows.every((row) => row.times === 1)).toBe(true)
      // The lock is given back: a third start takes it at once.
      const taken = await first.pool!.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        MIGRATION_LOCK_KEY,
      ])
      expect(taken.rows[0]!.ok).toBe(true)
      await first.pool!.query('select pg_advisory_unlock_all()')
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  }, 120_000)
})
