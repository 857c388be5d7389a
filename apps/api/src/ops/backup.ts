import { createHash } from 'node:crypto'
import { createWriteStream, existsSync, readdirSync } from 'node:fs'
import { mkdir, mkdtemp, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'
import type { Config } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/client'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  DATABASE_FOLDER,
  isSafeUploadKey,
  listSequences,
  listTables,
  MANIFEST_FILE,
  quoteIdentifier,
  quoteQualified,
  readAppVersion,
  readMigrationLevel,
  UPLOADS_FOLDER,
  withTransaction,
  type BackupManifest,
  type SqlSession,
  type TableInfo,
} from './backup-format'
import { uploadFilesFor, type UploadFiles } from './upload-files'

/** Rows fetched from the database per round trip while a table is written out. */
const FETCH_ROWS = 1000

export interface CreateBackupOptions {
  database: DatabaseHandle
  uploads: UploadFiles
  /** The archive to write (.tar.gz). Its folder is created; a file already there is replaced. */
  out: string
}

export interface BackupSummary {
  path: string
  manifest: BackupManifest
  bytes: number
}

/**
 * Writes one .tar.gz holding every row of the app's tables, every uploaded file and a manifest (backup-format.ts).
 * On PostgreSQL the rows are read in one repeatable-read snapshot, so the server may keep running; uploads are read
 * after it, so a file uploaded meanwhile may be in the archive without its row (harmless), never the reverse unless
 * deleted meanwhile. The archive appears under its name only once complete.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupSummary> {
  const folder = dirname(options.out)
  await mkdir(folder, { recursive: true })
  // Next to the archive rather than in /tmp: the staged copy is as large as the data, and renaming stays on one disk.
  const staging = await mkdtemp(join(folder, '.sentinela-backup-'))
  const partial = `${options.out}.partial`
  try {
    await mkdir(join(staging, DATABASE_FOLDER))
    await mkdir(join(staging, UPLOADS_FOLDER))
    const database = await dumpDatabase(options.database, staging)
    const files = await copyUploads(options.uploads, join(staging, UPLOADS_FOLDER))
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: readAppVersion(),
      createdAt: new Date().toISOString(),
      database,
      uploads: { source: options.uploads.source, files },
    }
    await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n')
    // The manifest first, so a reader finds it without going through the rest.
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      DATABASE_FOLDER,
      UPLOADS_FOLDER,
    ])
    await rename(partial, options.out)
    return { path: options.out, manifest, bytes: (await stat(options.out)).size }
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(partial, { force: true })
  }
}

async function dumpDatabase(handle: DatabaseHandle, staging: string): Promise<BackupManifest['database']> {
  return withTransaction(handle, 'BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY', async (session) => {
    const [version] = await session.query<{ server_version: string }>('SHOW server_version')
    const migration = await readMigrationLevel(session)
    if (migration.count === 0)
      throw new BackupError('The database has no migrated schema: there is nothing to back up.')
    const tables: BackupManifest['database']['tables'] = []
    for (const table of await listTables(session)) {
      const file = `${DATABASE_FOLDER}/${table.name}.ndjson`
      const { rows, sha256 } = await dumpTable(session, table, join(staging, file))
      tables.push({ name: table.name, file, columns: table.columns, rows, sha256 })
    }
    const sequences: BackupManifest['database']['sequences'] = []
    for (const name of await listSequences(session)) {
      const [row] = await session.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text AS last_value, is_called FROM ${quoteQualified(name)}`,
      )
      if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called })
    }
    return { kind: handle.kind, serverVersion: version?.server_version ?? 'unknown', migration, tables, sequences }
  })
}

/**
 * One table as newline-delimited JSON, in primary-key order. PostgreSQL writes the JSON (to_jsonb), and the text goes
 * to the file untouched: numerics keep every digit, timestamps their microseconds, byte strings their hex.
 */
async function dumpTable(session: SqlSession, table: TableInfo, path: string) {
  const generated = table.generatedColumns.map((column) => `'${column.replaceAll("'", "''")}'`)
  const row = generated.length > 0 ? `to_jsonb(t) - ARRAY[${generated.join(', ')}]::text[]` : 'to_jsonb(t)'
  const order = table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map(quoteIdentifier).join(', ')}` : ''
  await session.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT (${row})::text AS row FROM ${quoteQualified(table.name)} t${order}`,
  )
  const file = await open(path, 'w')
  const hash = createHash('sha256')
  let rows = 0
  try {
    for (;;) {
      const batch = await session.query<{ row: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`)
      if (batch.length === 0) break
      const chunk = batch.map((entry) => entry.row + '\n').join('')
      hash.update(chunk)
      await file.write(chunk)
      rows += batch.length
      if (batch.length < FETCH_ROWS) break
    }
  } finally {
    await file.close()
    await session.query('CLOSE backup_rows')
  }
  return { rows, sha256: hash.digest('hex') }
}

async function copyUploads(uploads: UploadFiles, folder: string): Promise<BackupManifest['uploads']['files']> {
  const files: BackupManifest['uploads']['files'] = []
  for await (const key of uploads.listKeys()) {
    if (!isSafeUploadKey(key)) throw new BackupError(`Refusing to back up an upload with an unsafe key: ${key}`)
    const content = await uploads.storage.read(key)
    // Listed but gone by now: deleted while the backup ran.
    if (!content) continue
    const path = join(folder, key)
    await mkdir(dirname(path), { recursive: true })
    const hash = createHash('sha256')
    let size = 0
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk)
        size += chunk.length
        done(null, chunk)
      },
    })
    await pipeline(content, measure, createWriteStream(path))
    files.push({ key, size, sha256: hash.digest('hex') })
  }
  return files.sort((a, b) => a.key.localeCompare(b.key))
}

/** `sentinela-2026-05-01T10-20-30Z.tar.gz` under DATA_DIR/backups. */
export function defaultBackupPath(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')
  return join(dataDir, 'backups', `sentinela-${stamp}.tar.gz`)
}

/**
 * `npm run backup`: opens the database and uploads this configuration points at, as the server would, and backs
 * them up. `dataDir` is DATA_DIR already resolved against the caller's folder.
 */
export async function backupConfigured(config: Config, dataDir: string, out: string): Promise<BackupSummary> {
  if (!config.DATABASE_URL) {
    const folder = join(dataDir, 'db')
    if (!existsSync(folder) || readdirSync(folder).length === 0) {
      throw new BackupError(`No embedded database at ${folder} (DATA_DIR=${config.DATA_DIR}): nothing to back up.`)
    }
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(dataDir, 'db') })
  const uploads = uploadFilesFor({ ...config, DATA_DIR: dataDir })
  try {
    return await createBackup({ database, uploads, out })
  } finally {
    await uploads.close()
    await database.close()
  }
}
