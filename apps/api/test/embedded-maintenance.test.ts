import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../src/db/client'
import { maintainEmbeddedDatabase } from '../src/db/embedded-maintenance'
import { rowsOf } from '../src/lib/sql'

/*
 * The embedded database has no autovacuum: the server analyzes and vacuums its tables itself, past autovacuum's
 * thresholds (decision 007, addendum of 29 November). PGlite in its own thread, as the server opens it.
 */
describe('embedded database maintenance', () => {
  let folder: string
  let handle: DatabaseHandle

  const activity = async () => {
    await handle.db.execute(sql`select pg_stat_force_next_flush()`)
    const [row] = rowsOf<{ dead: number; modified: number; vacuumed: boolean; statistics: number }>(
      await handle.db.execute(sql`select s.n_dead_tup::int as dead, s.n_mod_since_analyze::int as modified,
          s.last_vacuum is not null as vacuumed,
          (select count(*)::int from pg_stats p where p.schemaname = 'public' and p.tablename = 'notes') as statistics
        from pg_stat_user_tables s where s.relname = 'notes'`),
    )
    return row
  }

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sentinela-maintenance-'))
    handle = await openDatabase({ dataDir: folder, ownThread: true })
    await handle.db.execute(sql`create table notes (id int primary key, body text not null)`)
    await handle.db.execute(sql`insert into notes select g, 'note ' || g from generate_series(1, 1000) g`)
    // PostgreSQL's WebAssembly is compiled at start: slow on a busy machine.
  }, 180_000)
  afterAll(async () => {
    await handle?.close()
    await rm(folder, { recursive: true, force: true })
  })

  it('analyzes a table never analyzed, and then leaves it alone while it does not change', async () => {
    expect((await activity())?.statistics).toBe(0)
    const first = await maintainEmbeddedDatabase(handle.db)
    expect(first.analyzed).toContain('public.notes')
    expect(first.vacuumed).not.toContain('public.notes')
    expect(await activity()).toMatchObject({ modified: 0, vacuumed: false })
    expect((await activity())?.statistics).toBeGreaterThan(0)

    const second = await maintainEmbeddedDatabase(handle.db)
    expect(second.analyzed).not.toContain('public.notes')
  })

  it("analyzes past autovacuum's threshold of changed rows (50 + 10%), not below it", async () => {
    await handle.db.execute(sql`update notes set body = body || '.' where id <= 140`)
    expect((await maintainEmbeddedDatabase(handle.db)).analyzed).not.toContain('public.notes')
    await handle.db.execute(sql`update notes set body = body || '.' where id between 141 and 160`)
    const done = await maintainEmbeddedDatabase(handle.db)
    expect(done.analyzed).toContain('public.notes')
    expect(done.vacuumed).not.toContain('public.notes')
    expect((await activity())?.modified).toBe(0)
  })

  it('vacuums past the threshold of dead rows (50 + 20%), so their space is reused', async () => {
    await handle.db.execute(sql`delete from notes where id > 600`)
    expect((await activity())?.dead).toBeGreaterThan(170)
    const done = await maintainEmbeddedDatabase(handle.db)
    expect(done.vacuumed).toContain('public.notes')
    expect(await activity()).toMatchObject({ dead: 0, modified: 0, vacuumed: true })
  })
})
