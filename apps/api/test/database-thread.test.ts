import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../src/db/client'
import { rowsOf } from '../src/lib/sql'

/*
 * The embedded database in a thread of its own (decision 007), as the server opens it: node-postgres connections to
 * PGlite in a worker thread. Connections take turns, so one's transaction never sees another's statements.
 */
describe('PGlite in its own thread', () => {
  let folder: string
  let handle: DatabaseHandle

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sentinela-thread-'))
    handle = await openDatabase({ dataDir: folder, ownThread: true })
    await handle.db.execute(sql`create table notes (id int primary key, body text not null)`)
    // PostgreSQL's WebAssembly is compiled at start: slow on a busy machine.
  }, 180_000)
  afterAll(async () => {
    await handle?.close()
    await rm(folder, { recursive: true, force: true })
  })

  it('runs queries through node-postgres, with parameters and the extensions the migrations need', async () => {
    expect(handle.driver).toBe('node-postgres')
    for (const extension of ['pg_trgm', 'btree_gin', 'unaccent']) {
      await handle.db.execute(sql.raw(`create extension if not exists ${extension}`))
    }
    const [row] = rowsOf<{ sum: number; similar: boolean }>(
      await handle.db.execute(
        sql`select ${2}::int + ${3}::int as sum, similarity('analyst', 'analysts') > 0.5 as similar`,
      ),
    )
    expect(row).toEqual({ sum: 5, similar: true })
  })

  it("keeps a transaction's statements apart from other connections' until it commits or rolls back", async () => {
    let insideSaw: number | undefined
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'draft')`)
      // Other connections ask meanwhile; they must wait for the transaction, never run inside it.
      await new Promise((resolve) => setTimeout(resolve, 50))
      insideSaw = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from notes`))[0]!.n
      tx.rollback()
    })
    const outside = Promise.all(
      Array.from({ length: 8 }, () => handle.db.execute(sql`select count(*)::int as n from notes`)),
    )
    await expect(transaction).rejects.toThrow()
    const counts = (await outside).map((result) => rowsOf<{ n: number }>(result)[0]!.n)
    expect(insideSaw).toBe(1)
    expect(counts).toEqual(Array(8).fill(0))
  })

  it('reports an error in one statement without breaking the connection for the next', async () => {
    await expect(handle.db.execute(sql`select * from missing_table`)).rejects.toThrow(/missing_table/)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => handle.db.execute(sql`select ${index}::int as value`)),
    )
    expect(results.map((result) => rowsOf<{ value: number }>(result)[0]!.value)).toEqual([...Array(20).keys()])
  })

  it("keeps each connection's named prepared statements its own, and closes them with the connection", async () => {
    const pool = handle.pool!
    const clients = await Promise.all(Array.from({ length: 3 }, () => pool.connect()))
    try {
      // The same name on every connection, as node-postgres prepares it: each parses it once in its own scope.
      const results = await Promise.all(
        clients.flatMap((client, index) =>
          [1, 2].map(() =>
            client.query({ name: 'thread_test_sum', text: 'select $1::int + 1 as value', values: [index] }),
          ),
        ),
      )
      expect(results.map((result) => result.rows[0].value)).toEqual([1, 1, 2, 2, 3, 3])
      // A different text under a name another connection prepared is that connection's business only.
      const other = await clients[0]!.query({ name: 'thread_test_other', text: 'select 7 as value' })
      expect(other.rows[0].value).toBe(7)
      const [statements] = rowsOf<{ n: number }>(
        await handle.db.execute(
          sql`select count(*)::int as n from pg_prepared_statements where name like '%:thread_test_%'`,
        ),
      )
      expect(statements!.n).toBe(4)
    } finally {
      for (const client of clients) client.release(true)
    }
    // Released with `true`, the connections end: their statements go with them.
    await expect
      .poll(async () => {
        const [row] = rowsOf<{ n: number }>(
          await handle.db.execute(
            sql`select count(*)::int as n from pg_prepared_statements where name like '%:thread_test_%'`,
          ),
        )
        return row!.n
      })
      .toBe(0)
  })

  it('keeps committed rows in the data folder for the next start', async () => {
    await handle.db.execute(sql`insert into notes values (2, 'kept')`)
    await handle.close()
    handle = await openDatabase({ dataDir: folder, ownThread: true })
    const rows = rowsOf<{ body: string }>(await handle.db.execute(sql`select body from notes`))
    expect(rows).toEqual([{ body: 'kept' }])
  }, 180_000)
})
