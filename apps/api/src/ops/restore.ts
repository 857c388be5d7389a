import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as tar from 'tar'
import type { Config } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/client'
import { MIGRATIONS_FOLDER } from '../db/migrate'
import {
  APP_SCHEMAS,
  BACKED_UP_SCHEMAS,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  BackupManifestSchema,
  codeMigrationLevel,
  isSafeUploadKey,
  listSequences,
  listTables,
  MANIFEST_FILE,
  quoteIdentifier,
  quoteQualified,
  readJournal,
  UPLOADS_FOLDER,
  withTransaction,
  type BackupManifest,
  type SqlSession,
} from './backup-format'
import { hasAnyUpload, uploadFilesFor, type UploadFiles } from './upload-files'

/** Rows sent to the database per INSERT, and the most text one INSERT carries. */
const INSERT_ROWS = 1000
const INSERT_BYTES = 2 * 1024 * 1024

/** Where a restore puts the database: an embedded database folder (DATA_DIR/db) or a PostgreSQL database. */
export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export interface RestoreBackupOptions {
  archive: string
  target: RestoreTarget
  uploads: UploadFiles
  /** Replace a target that already holds data (a database with tables, stored uploads) instead of refusing. */
  force?: boolean
  /** Where the archive is unpacked while restoring; the system's temporary folder unless told. */
  workDir?: string
}

/**
 * Brings an archive of createBackup back: checks the manifest and that this code knows its migration level, refuses
 * a target that holds data unless `force`, migrates an empty schema to the archive's level, loads every row, sets
 * every sequence, and stores every upload. Migrations newer than the archive are left to the server's next start,
 * which applies them as it always does.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<BackupManifest> {
  if (!existsSync(options.archive)) throw new BackupError(`No such archive: ${options.archive}`)
  const workDir = options.workDir ?? tmpdir()
  await mkdir(workDir, { recursive: true })
  const staging = await mkdtemp(join(workDir, '.sentinela-restore-'))
  try {
    const manifest = await readManifest(options.archive, staging)
    const occupied = await describeExistingData(options.target, options.uploads)
    if (occupied.length > 0 && !options.force) {
      throw new BackupError(
        `Refusing to restore over existing data: ${occupied.join('; ')}. ` +
          'Restore into an empty database and uploads, or pass --force to replace them.',
      )
    }

    await tar.extract({ file: options.archive, cwd: staging, strict: true })
    await verifyFiles(manifest, staging)

    if (occupied.length > 0) await clearTarget(options.target, options.uploads)
    await restoreDatabase(manifest, staging, options.target)
    for (const file of manifest.uploads.files) {
      await options.uploads.storage.put(file.key, await readFile(join(staging, UPLOADS_FOLDER, file.key)))
    }
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** Reads and checks the manifest alone, before anything is unpacked or touched. */
export async function readManifest(archive: string, staging: string): Promise<BackupManifest> {
  try {
    await tar.extract({ file: archive, cwd: staging, filter: (path) => path === MANIFEST_FILE })
  } catch (error) {
    throw new BackupError(`${archive} is not a readable .tar.gz archive (${(error as Error).message}).`)
  }
  const path = join(staging, MANIFEST_FILE)
  if (!existsSync(path)) throw new BackupError(`${archive} holds no ${MANIFEST_FILE}: it is not a Sentinela backup.`)
  let content: unknown
  try {
    content = JSON.parse(await readFile(path, 'utf8'))
  } catch {
    throw new BackupError(`The manifest of ${archive} is not valid JSON.`)
  }
  const head = content as { format?: unknown; formatVersion?: unknown }
  if (head?.format !== BACKUP_FORMAT) throw new BackupError(`${archive} is not a Sentinela backup.`)
  if (typeof head.formatVersion === 'number' && head.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${archive} is in backup format ${head.formatVersion}; this Sentinela reads format ${BACKUP_FORMAT_VERSION}. ` +
        'Update Sentinela first.',
    )
  }
  const parsed = BackupManifestSchema.safeParse(content)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(', ')
    throw new BackupError(`The manifest of ${archive} is invalid (${issues}).`)
  }
  checkMigrationLevel(parsed.data)
  for (const file of parsed.data.uploads.files) {
    if (!isSafeUploadKey(file.key)) throw new BackupError(`The archive names an unsafe upload key: ${file.key}`)
  }
  return parsed.data
}

/** An archive from code with migrations this code does not have cannot be loaded into this code's schema. */
function checkMigrationLevel(manifest: BackupManifest) {
  const archived = manifest.database.migration
  const code = codeMigrationLevel()
  const describe = (level: { count: number; tag: string | null }) => `${level.count} (${level.tag ?? 'unknown'})`
  const entry = readJournal().entries[archived.count - 1]
  if (archived.count > code.count || (archived.when !== null && code.when !== null && archived.when > code.when)) {
    throw new BackupError(
      `The archive is at migration level ${describe(archived)}, newer than this code knows (${describe(code)}). ` +
        `Update Sentinela to version ${manifest.appVersion} or later, then restore.`,
    )
  }
  if (archived.count === 0 || !entry || entry.when !== archived.when) {
    throw new BackupError(
      `The archive's migration level ${describe(archived)} is not one of this code's migrations: ` +
        'it comes from another line of development.',
    )
  }
}

async function verifyFiles(manifest: BackupManifest, staging: string) {
  const check = async (path: string, expected: string, what: string) => {
    if (!existsSync(path)) throw new BackupError(`The archive lacks ${what}.`)
    const hash = createHash('sha256')
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
    if (hash.digest('hex') !== expected) throw new BackupError(`${what} in the archive is damaged (checksum differs).`)
  }
  for (const table of manifest.database.tables) await check(join(staging, table.file), table.sha256, table.file)
  for (const file of manifest.uploads.files) {
    await check(join(staging, UPLOADS_FOLDER, file.key), file.sha256, `${UPLOADS_FOLDER}/${file.key}`)
  }
}

/** What the target already holds, in words for the refusal; empty when it is empty. */
export async function describeExistingData(target: RestoreTarget, uploads: UploadFiles): Promise<string[]> {
  const found: string[] = []
  if (target.kind === 'pglite') {
    if (existsSync(target.dataDir) && (await readdir(target.dataDir)).length > 0) {
      found.push(`the embedded database folder ${target.dataDir} is not empty`)
    }
  } else {
    const tables = await onServer(target.url, async (client) => {
      const result = await client.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
            AND n.nspname NOT LIKE 'pg_toast%'`,
      )
      return result.rows[0]?.count ?? 0
    })
    if (tables > 0) found.push(`the database ${describeUrl(target.url)} has ${tables} tables`)
  }
  if (await hasAnyUpload(uploads)) {
    found.push(uploads.source === 's3' ? 'the S3 bucket holds files' : 'the uploads folder holds files')
  }
  return found
}

/** The URL without its password, for messages. */
function describeUrl(url: string): string {
  const parsed = new URL(url)
  parsed.password = ''
  return parsed.toString()
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`Cannot connect to ${describeUrl(url)}: ${(error as Error).message}`)
  }
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** --force: the database's app schemas (or the embedded folder) and every stored upload go. */
async function clearTarget(target: RestoreTarget, uploads: UploadFiles) {
  if (target.kind === 'pglite') {
    await rm(target.dataDir, { recursive: true, force: true })
  } else {
    await onServer(target.url, async (client) => {
      for (const schema of APP_SCHEMAS) await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`)
      await client.query('CREATE SCHEMA public')
    })
  }
  const keys: string[] = []
  for await (const key of uploads.listKeys()) keys.push(key)
  for (const key of keys) await uploads.storage.delete(key)
}

async function restoreDatabase(manifest: BackupManifest, staging: string, target: RestoreTarget) {
  const handle = await openDatabase(target.kind === 'pglite' ? { dataDir: target.dataDir } : { url: target.url })
  try {
    await migrateToLevel(handle, manifest.database.migration.count, staging)
    await withTransaction(handle, 'BEGIN', (session) => loadRows(session, manifest, staging))
    await withTransaction(handle, 'BEGIN', async (session) => {
      // Fresh planner statistics; the embedded database's own maintenance would get there later.
      await session.query('ANALYZE')
    })
  } finally {
    await handle.close()
  }
}

/** Applies this code's migrations up to the archive's level only, so its rows fit the schema they were read from. */
async function migrateToLevel(handle: DatabaseHandle, count: number, staging: string) {
  const folder = join(staging, '.migrations')
  await mkdir(join(folder, 'meta'), { recursive: true })
  const journal = readJournal()
  const entries = journal.entries.slice(0, count)
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const entry of entries)
    await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`))
  if (handle.driver === 'node-postgres') {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder })
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder })
  }
}

/**
 * Loads every table in one transaction. Triggers and foreign-key checks are off while it runs
 * (session_replication_role, which needs a superuser; else the tables go in foreign-key order with their own triggers
 * disabled): the rows are already consistent, and a trigger would rewrite what it derives (search lexemes).
 */
async function loadRows(session: SqlSession, manifest: BackupManifest, staging: string) {
  await session.query('SAVEPOINT replica')
  let isReplica = true
  try {
    await session.query('SET LOCAL session_replication_role = replica')
    await session.query('RELEASE SAVEPOINT replica')
  } catch {
    await session.query('ROLLBACK TO SAVEPOINT replica')
    isReplica = false
  }

  const tables = await listTables(session)
  const archived = new Map(manifest.database.tables.map((table) => [table.name, table]))
  const missing = tables.filter((table) => !archived.has(table.name)).map((table) => table.name)
  const unknown = [...archived.keys()].filter((name) => !tables.some((table) => table.name === name))
  if (missing.length > 0 || unknown.length > 0) {
    throw new BackupError(
      `The archive's tables do not match the schema at its migration level (missing: ${missing.join(', ') || '-'}; ` +
        `unknown: ${unknown.join(', ') || '-'}).`,
    )
  }

  // Migrations insert some rows of their own; the archive's rows replace them.
  if (tables.length > 0) {
    await session.query(`TRUNCATE ${tables.map((table) => quoteQualified(table.name)).join(', ')} RESTART IDENTITY`)
  }
  const withTriggers = isReplica ? [] : tables.filter((table) => table.hasUserTriggers)
  for (const table of withTriggers)
    await session.query(`ALTER TABLE ${quoteQualified(table.name)} DISABLE TRIGGER USER`)

  for (const table of tables) {
    const entry = archived.get(table.name)
    if (!entry) continue
    const strange = entry.columns.filter((column) => !table.columns.includes(column))
    if (strange.length > 0) {
      throw new BackupError(`${table.name} in the archive has columns the schema lacks: ${strange.join(', ')}.`)
    }
    const loaded = await loadTable(session, table.name, entry.columns, join(staging, entry.file))
    if (loaded !== entry.rows) {
      throw new BackupError(`${table.name}: the archive lists ${entry.rows} rows, its file holds ${loaded}.`)
    }
  }

  const sequences = new Set(await listSequences(session))
  for (const sequence of manifest.database.sequences) {
    if (!sequences.has(sequence.name)) continue
    await session.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [
      quoteQualified(sequence.name),
      sequence.lastValue,
      sequence.isCalled,
    ])
  }
  for (const table of withTriggers) await session.query(`ALTER TABLE ${quoteQualified(table.name)} ENABLE TRIGGER USER`)

  // Materialized views were built by the migrations over empty tables.
  const views = await session.query<{ name: string }>(
    `SELECT schemaname || '.' || matviewname AS name FROM pg_matviews WHERE schemaname = ANY($1::text[]) ORDER BY 1`,
    [[...BACKED_UP_SCHEMAS]],
  )
  for (const view of views) await session.query(`REFRESH MATERIALIZED VIEW ${quoteQualified(view.name)}`)
}

/**
 * Sends a table's rows in batches; PostgreSQL turns each JSON object back into a row of the table's own type
 * (json_populate_recordset), so every value goes through its column type's input, as when it was first stored.
 */
async function loadTable(session: SqlSession, table: string, columns: string[], path: string): Promise<number> {
  const list = columns.map(quoteIdentifier).join(', ')
  const statement =
    `INSERT INTO ${quoteQualified(table)} (${list}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${list} FROM json_populate_recordset(NULL::${quoteQualified(table)}, $1::json)`
  let batch: string[] = []
  let bytes = 0
  let count = 0
  const flush = async () => {
    if (batch.length === 0) return
    await session.query(statement, [`[${batch.join(',')}]`])
    count += batch.length
    batch = []
    bytes = 0
  }
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity })
  for await (const line of lines) {
    if (line === '') continue
    batch.push(line)
    bytes += line.length
    if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) await flush()
  }
  await flush()
  return count
}

/**
 * `npm run restore -- <archive>`: restores into the database and uploads this configuration points at, as the server
 * would use them. `dataDir` is DATA_DIR already resolved against the caller's folder.
 */
export async function restoreConfigured(
  config: Config,
  dataDir: string,
  archive: string,
  force: boolean,
): Promise<BackupManifest> {
  const target: RestoreTarget = config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(dataDir, 'db') }
  const uploads = uploadFilesFor({ ...config, DATA_DIR: dataDir })
  try {
    return await restoreBackup({ archive, target, uploads, force, workDir: join(dataDir, 'backups') })
  } finally {
    await uploads.close()
  }
}
