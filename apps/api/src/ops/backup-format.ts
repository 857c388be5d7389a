import { readFileSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite'
import { z } from 'zod'
import { pgliteClientOf, type DatabaseHandle } from '../db/client'
import { MIGRATIONS_FOLDER } from '../db/migrate'

/**
 * What a backup archive holds and how it is read back, shared by backup.ts and restore.ts (docs/operations.md
 * "Backup and restore"). The archive is a .tar.gz:
 *
 *   manifest.json                      this file's BackupManifestSchema
 *   database/<schema>.<table>.ndjson   one JSON object per row, generated columns left out (the target recomputes them)
 *   uploads/<key>                      every uploaded file, under the key the app stored it with
 *
 * The rows are a logical dump read with SQL alone (no pg_dump), so an archive of the embedded database restores
 * into PostgreSQL and the other way round: the schema itself comes from the committed migrations.
 */
export const BACKUP_FORMAT = 'sentinela-backup'
export const BACKUP_FORMAT_VERSION = 1

/** The schemas the app's tables live in: its own and drizzle's migration log. pg-boss's queue is left out. */
export const BACKED_UP_SCHEMAS = ['public', 'drizzle'] as const
/** Schemas a forced restore drops before migrating afresh: the app's, and the job queue's (its jobs name old rows). */
export const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'] as const

export const MANIFEST_FILE = 'manifest.json'
export const DATABASE_FOLDER = 'database'
export const UPLOADS_FOLDER = 'uploads'

const MigrationLevelSchema = z.object({
  /** How many migrations were applied. */
  count: z.number().int().min(0),
  /** The last one's file name without .sql, e.g. 0030_job_search_roles_in_filters; null when the code did not know it. */
  tag: z.string().nullable(),
  /** The last one's timestamp in drizzle's journal (what drizzle's migration log records as created_at). */
  when: z.number().int().nullable(),
})
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/)

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  /** apps/api's package.json version of the code that wrote the archive. */
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** `SHOW server_version` of the source. */
    serverVersion: z.string(),
    migration: MigrationLevelSchema,
    tables: z.array(
      z.object({
        /** Schema-qualified, unquoted: public.users. */
        name: z.string(),
        file: z.string(),
        /** The columns each row holds, in table order (generated columns excluded). */
        columns: z.array(z.string()),
        rows: z.number().int().min(0),
        sha256: Sha256Schema,
      }),
    ),
    sequences: z.array(
      z.object({ name: z.string(), lastValue: z.string().regex(/^-?[0-9]+$/), isCalled: z.boolean() }),
    ),
  }),
  uploads: z.object({
    /** Where the files were read from: the local folder or the S3 bucket. */
    source: z.enum(['local', 's3']),
    files: z.array(z.object({ key: z.string(), size: z.number().int().min(0), sha256: Sha256Schema })),
  }),
})
export type BackupManifest = z.infer<typeof BackupManifestSchema>

/** A backup or restore refused for a reason the operator can act on; the CLIs print its message, not a stack. */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** The version in apps/api/package.json. */
export function readAppVersion(): string {
  const packageJson = JSON.parse(readFileSync(join(dirname(MIGRATIONS_FOLDER), 'package.json'), 'utf8')) as {
    version: string
  }
  return packageJson.version
}

export interface JournalEntry {
  idx: number
  when: number
  tag: string
  version: string
  breakpoints: boolean
}

/** drizzle's journal of the migrations this code knows, oldest first. */
export function readJournal(folder = MIGRATIONS_FOLDER): { entries: JournalEntry[] } & Record<string, unknown> {
  return JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[]
  }
}

/** The migration level this code brings a database to. */
export function codeMigrationLevel(): MigrationLevel {
  const entries = readJournal().entries
  const last = entries.at(-1)
  return { count: entries.length, tag: last?.tag ?? null, when: last?.when ?? null }
}

/**
 * Paths the operator typed are relative to where they ran `npm run …`: npm runs a workspace script in apps/api but
 * keeps the caller's folder in INIT_CWD (the server itself runs from the repository root, where DATA_DIR=.data is).
 */
export function resolveFromCaller(path: string, env: Record<string, string | undefined> = process.env): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path)
}

/** A key the app generated is a relative path; anything else would land outside uploads/ when extracted. */
export function isSafeUploadKey(key: string): boolean {
  return key.length > 0 && !key.startsWith('/') && !key.includes('\\') && !key.split('/').some((part) => part === '..')
}

/** Quotes a schema-qualified name `schema.table` for SQL. */
export function quoteQualified(name: string): string {
  return name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.')
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** One connection, the few calls backup and restore make on it, whichever driver is underneath. */
export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
}

/**
 * Runs `work` in one transaction on one connection of the handle. On PostgreSQL the backup asks for a repeatable-read
 * snapshot, so every table is read as of the same instant while the server keeps serving.
 */
export async function withTransaction<T>(
  handle: DatabaseHandle,
  begin: string,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (handle.driver === 'pglite') {
    const client: PGlite = pgliteClientOf(handle)
    // PGlite's own transaction holds its one connection, so nothing else runs in between.
    return client.transaction(async (tx: PgliteTransaction) => {
      const session: SqlSession = {
        query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
      }
      if (begin !== 'BEGIN') await session.query(begin.replace(/^BEGIN/, 'SET TRANSACTION'))
      return work(session)
    })
  }
  const pool = handle.pool
  if (!pool) throw new Error('A node-postgres handle without its pool')
  const client = await pool.connect()
  const session: SqlSession = {
    query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
  }
  try {
    await session.query(begin)
    const result = await work(session)
    await session.query('COMMIT')
    return result
  } catch (error) {
    await session.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

export interface TableInfo {
  /** schema.table */
  name: string
  /** Columns a row is written with and read back into (generated columns excluded). */
  columns: string[]
  /** Every column, generated ones included (what a checksum of the whole row covers). */
  allColumns: string[]
  generatedColumns: string[]
  primaryKey: string[]
  /** Tables this one's foreign keys point at (itself excluded). */
  references: string[]
  hasUserTriggers: boolean
}

/** The app's tables, ordered so that a table comes after those its foreign keys point at. */
export async function listTables(session: SqlSession): Promise<TableInfo[]> {
  const schemas = [...BACKED_UP_SCHEMAS]
  const tables = await session.query<{ name: string; oid: number; has_triggers: boolean }>(
    `SELECT n.nspname || '.' || c.relname AS name, c.oid::int AS oid,
            EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND NOT t.tgisinternal) AS has_triggers
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname = ANY($1::text[])
      ORDER BY 1`,
    [schemas],
  )
  const columns = await session.query<{ oid: number; name: string; generated: boolean }>(
    `SELECT a.attrelid::int AS oid, a.attname AS name, a.attgenerated <> '' AS generated
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1::text[]) AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attrelid, a.attnum`,
    [schemas],
  )
  const keys = await session.query<{ oid: number; name: string }>(
    `SELECT i.indrelid::int AS oid, a.attname AS name
       FROM pg_index i JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position) ON true
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
       JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE i.indisprimary AND n.nspname = ANY($1::text[])
      ORDER BY i.indrelid, k.position`,
    [schemas],
  )
  const foreignKeys = await session.query<{ oid: number; target: number }>(
    `SELECT DISTINCT conrelid::int AS oid, confrelid::int AS target FROM pg_constraint
      WHERE contype = 'f' AND conrelid <> confrelid`,
  )

  const byOid = new Map<number, TableInfo>()
  for (const table of tables) {
    byOid.set(table.oid, {
      name: table.name,
      columns: [],
      allColumns: [],
      generatedColumns: [],
      primaryKey: [],
      references: [],
      hasUserTriggers: table.has_triggers,
    })
  }
  for (const column of columns) {
    const table = byOid.get(column.oid)
    if (!table) continue
    table.allColumns.push(column.name)
    if (column.generated) table.generatedColumns.push(column.name)
    else table.columns.push(column.name)
  }
  for (const key of keys) byOid.get(key.oid)?.primaryKey.push(key.name)
  for (const foreignKey of foreignKeys) {
    const target = byOid.get(foreignKey.target)
    if (target) byOid.get(foreignKey.oid)?.references.push(target.name)
  }
  return orderByReferences([...byOid.values()])
}

/** Depth-first topological order; a cycle (none today) keeps the alphabetical order for the tables in it. */
function orderByReferences(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]))
  const ordered: TableInfo[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (table: TableInfo) => {
    if (state.has(table.name)) return
    state.set(table.name, 'visiting')
    for (const reference of table.references) {
      const target = byName.get(reference)
      if (target) visit(target)
    }
    state.set(table.name, 'done')
    ordered.push(table)
  }
  for (const table of tables) visit(table)
  return ordered
}

/** The sequences in the app's schemas (identity columns' included), schema-qualified. */
export async function listSequences(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = ANY($1::text[]) ORDER BY 1`,
    [[...BACKED_UP_SCHEMAS]],
  )
  return rows.map((row) => row.name)
}

/**
 * Reads the applied migration level from drizzle's log: drizzle stamps each applied migration with its journal
 * timestamp, which names the migration in this code's journal (when the code knows it).
 */
export async function readMigrationLevel(session: SqlSession): Promise<MigrationLevel> {
  const exists = await session.query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  )
  if (!exists[0]?.present) return { count: 0, tag: null, when: null }
  const [row] = await session.query<{ count: number; when: string | null }>(
    `SELECT count(*)::int AS count, max(created_at)::text AS when FROM drizzle.__drizzle_migrations`,
  )
  const when = row?.when === null || row?.when === undefined ? null : Number(row.when)
  const entry = readJournal().entries.find((candidate) => candidate.when === when)
  return { count: row?.count ?? 0, tag: entry?.tag ?? null, when }
}
