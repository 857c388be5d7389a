import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemo } from '../seed/demo'
import { buildApp } from '../src/app'
import { parseConfig } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/client'
import {
  BackupError,
  codeMigrationLevel,
  listSequences,
  listTables,
  quoteQualified,
  withTransaction,
  type BackupManifest,
} from '../src/ops/backup-format'
import { createBackup } from '../src/ops/backup'
import { restoreBackup, type RestoreTarget } from '../src/ops/restore'
import { localUploadFiles, type UploadFiles } from '../src/ops/upload-files'
import { adminQuery, withDatabase } from './database'
import { bearer, createSessionToken, createTalent } from './factories'
import { multipart, request, useTestApp } from './helper'

/*
 * Issue #36 "Backup and restore": one archive holds every row and every upload; it comes back whole into an empty
 * embedded database folder and (with DATABASE_URL) into an empty PostgreSQL database, whichever kind it was read
 * from; a target that holds data is refused unless forced.
 */
const ctx = useTestApp()
const work = mkdtempSync(join(tmpdir(), 'sentinela-backup-test-'))
const archive = join(work, 'backups', 'sentinela.tar.gz')
const CV = Buffer.from('%PDF-1.7\n% the CV the backup must carry\n')
let cvUrl: string
let cvOwner: number
let manifest: BackupManifest

const sourceUploads = () => localUploadFiles(join(ctx.app.config.DATA_DIR, 'uploads'))

afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Every table's row count and content checksum, and every sequence's value: what a restore must reproduce. */
async function fingerprint(handle: DatabaseHandle) {
  return withTransaction(handle, 'BEGIN', async (session) => {
    const tables: Record<string, { rows: number; md5: string }> = {}
    for (const table of await listTables(session)) {
      // Whole rows, generated columns included; "C" so both servers sort the text alike whatever their locale.
      const [row] = await session.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows,
                coalesce(md5(string_agg(to_jsonb(t)::text, E'\\n' ORDER BY to_jsonb(t)::text COLLATE "C")), '') AS md5
           FROM ${quoteQualified(table.name)} t`,
      )
      tables[table.name] = row!
    }
    const sequences: Record<string, string> = {}
    for (const name of await listSequences(session)) {
      const [row] = await session.query<{ value: string }>(
        `SELECT last_value::text || ':' || is_called::text AS value FROM ${quoteQualified(name)}`,
      )
      sequences[name] = row!.value
    }
    return { tables, sequences }
  })
}

async function uploadsOf(uploads: UploadFiles) {
  const files: Record<string, string> = {}
  for await (const key of uploads.listKeys()) {
    const content = await uploads.storage.read(key)
    const hash = createHash('sha256')
    for await (const chunk of content!) hash.update(chunk as Buffer)
    files[key] = hash.digest('hex')
  }
  return files
}

async function expectSameData(target: DatabaseHandle, uploads: UploadFiles) {
  const [expected, actual] = [await fingerprint(ctx.database), await fingerprint(target)]
  expect(Object.keys(actual.tables).sort()).toEqual(Object.keys(expected.tables).sort())
  for (const [name, table] of Object.entries(expected.tables)) expect(actual.tables[name], name).toEqual(table)
  expect(actual.sequences).toEqual(expected.sequences)
  expect(await uploadsOf(uploads)).toEqual(await uploadsOf(sourceUploads()))
}

/** The app on a restored database and uploads folder: the demo talent signs in and the uploaded CV downloads. */
async function expectServing(database: DatabaseHandle, dataDir: string) {
  const app = await buildApp({
    config: parseConfig({ LOG_LEVEL: 'silent', RUN_WORKERS: 'false', DATA_DIR: dataDir }),
    database,
  })
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email: 'talent@example.com', password: DEMO_PASSWORD },
    })
    expect(login.statusCode).toBe(200)
    const headers = bearer(await createSessionToken(app.db, cvOwner))
    const download = await app.inject({ method: 'GET', url: cvUrl, headers })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload).toEqual(CV)
    // Sequences came back too: a new row takes the next id, not one the archive already holds.
    await createTalent(app.db)
  } finally {
    await app.close()
  }
}

beforeAll(async () => {
  await seedDemo(ctx.app.db, ctx.app.services.storage)
  // And one file uploaded the way a talent does it, through the API.
  const talent = await createTalent(ctx.app.db)
  cvOwner = talent.id
  const headers = bearer(await createSessionToken(ctx.app.db, talent.id))
  const pdf = multipart('cv.pdf', CV, 'application/pdf')
  const { status, body } = await request<{ data: { url: string } }>(ctx, {
    method: 'POST',
    url: '/api/azurefile/uploadfilepdf',
    headers: { ...headers, ...pdf.headers },
    payload: pdf.payload,
  })
  expect(status).toBe(200)
  cvUrl = body.data.url
}, 120_000)

describe('npm run backup', () => {
  it('writes one archive with a manifest, every table and every upload', async () => {
    const summary = await createBackup({ database: ctx.database, uploads: sourceUploads(), out: archive })
    manifest = summary.manifest
    expect(summary.path).toBe(archive)
    expect(manifest).toMatchObject({
      format: 'sentinela-backup',
      formatVersion: 1,
      appVersion: expect.any(String),
      database: { kind: ctx.database.kind, migration: codeMigrationLevel() },
    })
    const { tables } = await fingerprint(ctx.database)
    expect(manifest.database.tables.map((table) => [table.name, table.rows])).toEqual(
      expect.arrayContaining(Object.entries(tables).map(([name, table]) => [name, table.rows])),
    )
    expect(manifest.database.tables).toHaveLength(Object.keys(tables).length)
    expect(manifest.uploads.files.length).toBeGreaterThan(1)
    expect(manifest.uploads.files).toContainEqual(
      expect.objectContaining({ size: CV.length, sha256: createHash('sha256').update(CV).digest('hex') }),
    )

    const entries: string[] = []
    await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) })
    expect(entries[0]).toBe('manifest.json')
    expect(entries).toContain('database/public.users.ndjson')
    expect(entries).toContain('database/drizzle.__drizzle_migrations.ndjson')
  })
})

describe('npm run restore', () => {
  const pgliteDir = join(work, 'restored')
  const pgliteTarget: RestoreTarget = { kind: 'pglite', dataDir: join(pgliteDir, 'db') }
  const pgliteUploads = () => localUploadFiles(join(pgliteDir, 'uploads'))

  it('brings every row and file back into an empty embedded database folder', async () => {
    await restoreBackup({ archive, target: pgliteTarget, uploads: pgliteUploads(), workDir: work })
    const restored = await openDatabase({ dataDir: pgliteTarget.dataDir })
    try {
      await expectSameData(restored, pgliteUploads())
      await expectServing(restored, pgliteDir)
    } finally {
      await restored.close()
    }
  }, 180_000)

  it('refuses a target that holds data, and replaces it with --force', async () => {
    const refused = restoreBackup({ archive, target: pgliteTarget, uploads: pgliteUploads(), workDir: work })
    await expect(refused).rejects.toThrow(BackupError)
    await expect(refused).rejects.toThrow(
      /Refusing to restore over existing data: the embedded database folder .* is not empty; the uploads folder holds files/,
    )

    // Uploads alone are enough to refuse: an empty database folder beside a full uploads folder.
    const uploadsOnly = join(work, 'uploads-only')
    await mkdir(join(uploadsOnly, 'uploads', 'cv'), { recursive: true })
    await writeFile(join(uploadsOnly, 'uploads', 'cv', 'stray.pdf'), 'stray')
    await expect(
      restoreBackup({
        archive,
        target: { kind: 'pglite', dataDir: join(uploadsOnly, 'db') },
        uploads: localUploadFiles(join(uploadsOnly, 'uploads')),
        workDir: work,
      }),
    ).rejects.toThrow(/^Refusing to restore over existing data: the uploads folder holds files\./)

    // The target drifts from the archive: a row and a file the archive does not have; --force puts it back.
    const drifted = await openDatabase({ dataDir: pgliteTarget.dataDir })
    await createTalent(drifted.db)
    await drifted.close()
    await pgliteUploads().storage.put('cv/extra.pdf', Buffer.from('not in the archive'))
    await restoreBackup({ archive, target: pgliteTarget, uploads: pgliteUploads(), force: true, workDir: work })
    const restored = await openDatabase({ dataDir: pgliteTarget.dataDir })
    try {
      await expectSameData(restored, pgliteUploads())
    } finally {
      await restored.close()
    }
  }, 180_000)

  it.runIf(process.env.DATABASE_URL)(
    'brings every row and file back into an empty PostgreSQL database, refused once it holds data',
    async () => {
      const serverUrl = process.env.DATABASE_URL!
      const name = `sentinela_backup_${randomBytes(6).toString('hex')}`
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
      const target: RestoreTarget = { kind: 'postgres', url: withDatabase(serverUrl, name) }
      const folder = join(work, 'restored-postgres')
      const uploads = () => localUploadFiles(join(folder, 'uploads'))
      try {
        await restoreBackup({ archive, target, uploads: uploads(), workDir: work })
        const restored = await openDatabase({ url: target.url })
        try {
          await expectSameData(restored, uploads())
          await expectServing(restored, folder)
        } finally {
          await restored.close()
        }
        await expect(restoreBackup({ archive, target, uploads: uploads(), workDir: work })).rejects.toThrow(
          /Refusing to restore over existing data: the database .* has \d+ tables/,
        )
        await restoreBackup({ archive, target, uploads: uploads(), force: true, workDir: work })
        const forced = await openDatabase({ url: target.url })
        try {
          await expectSameData(forced, uploads())
        } finally {
          await forced.close()
        }
      } finally {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      }
    },
    240_000,
  )

  it('refuses an archive from a newer migration level than the code knows, touching nothing', async () => {
    const unpacked = join(work, 'newer')
    await mkdir(unpacked, { recursive: true })
    await tar.extract({ file: archive, cwd: unpacked })
    const newer = JSON.parse(await readFile(join(unpacked, 'manifest.json'), 'utf8')) as BackupManifest
    const level = newer.database.migration
    newer.database.migration = { count: level.count + 1, tag: '9999_from_the_future', when: level.when! + 1 }
    await writeFile(join(unpacked, 'manifest.json'), JSON.stringify(newer))
    const newerArchive = join(work, 'newer.tar.gz')
    await tar.create({ gzip: true, file: newerArchive, cwd: unpacked }, ['manifest.json', 'database', 'uploads'])

    const target = join(work, 'never-written')
    await expect(
      restoreBackup({
        archive: newerArchive,
        target: { kind: 'pglite', dataDir: join(target, 'db') },
        uploads: localUploadFiles(join(target, 'uploads')),
        workDir: work,
      }),
    ).rejects.toThrow(/migration level .*9999_from_the_future.*, newer than this code knows/)
    await expect(readFile(join(target, 'db', 'PG_VERSION'))).rejects.toThrow()
  })

  it('refuses a file that is not a Sentinela backup', async () => {
    const notBackup = join(work, 'not-a-backup.tar.gz')
    await writeFile(notBackup, 'plain text')
    await expect(
      restoreBackup({
        archive: notBackup,
        target: { kind: 'pglite', dataDir: join(work, 'never', 'db') },
        uploads: localUploadFiles(join(work, 'never', 'uploads')),
        workDir: work,
      }),
    ).rejects.toThrow(BackupError)
  })
})
