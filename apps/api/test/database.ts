import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../src/db/client'

/** Where the migrated template lives: a PGlite dump file, or a PostgreSQL template database. */
export const TEMPLATE_DUMP_ENV = 'SENTINELA_TEST_TEMPLATE_DUMP'
export const TEMPLATE_DATABASE_ENV = 'SENTINELA_TEST_TEMPLATE_DATABASE'

/** A URL naming another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/**
 * A fresh, migrated database of its own for one test file (epic-stack: copy a template, never share state).
 * PGlite loads the dumped template in memory; PostgreSQL creates a database from the template database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const dumpPath = process.env[TEMPLATE_DUMP_ENV]
    if (!dumpPath) throw new Error('The API test global setup did not run (no template dump)')
    const dump = new Blob([await readFile(dumpPath)])
    return openDatabase({ loadDataDir: dump })
  }

  const template = process.env[TEMPLATE_DATABASE_ENV]
  if (!template) throw new Error('The API test global setup did not run (no template database)')
  const name = `sentinela_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`)
  const handle = await openDatabase({ url: withDatabase(serverUrl, name) })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      // No FORCE: connections still closing would be killed mid-goodbye; adminQuery retries until they are gone.
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`)
    },
  }
}

/**
 * Runs one statement on the server's maintenance connection. Creating databases from one template at the same time
 * can briefly collide ("source database is being accessed by other users"), so that error is retried.
 */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
      return
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message)
      if (!busy || attempt >= 20) throw error
    } finally {
      await client.end()
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
  }
}
