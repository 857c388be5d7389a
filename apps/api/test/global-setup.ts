import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, pgliteClientOf } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { adminQuery, TEMPLATE_DATABASE_ENV, TEMPLATE_DUMP_ENV, withDatabase } from './database'

/**
 * Migrates one template database before the API suite; each test file then copies it (see database.ts).
 * With DATABASE_URL the template is a database on that server, otherwise a PGlite data-folder dump.
 */
export default async function setup() {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const template = `sentinela_template_${process.pid}`
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`)
    const handle = await openDatabase({ url: withDatabase(serverUrl, template) })
    await migrateDatabase(handle)
    await handle.close()
    process.env[TEMPLATE_DATABASE_ENV] = template
    return async () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
  }

  const folder = await mkdtemp(join(tmpdir(), 'sentinela-test-'))
  const handle = await openDatabase({})
  await migrateDatabase(handle)
  const dump = await pgliteClientOf(handle).dumpDataDir('none')
  await handle.close()
  const dumpPath = join(folder, 'template.tar')
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()))
  process.env[TEMPLATE_DUMP_ENV] = dumpPath
  return async () => rm(folder, { recursive: true, force: true })
}
