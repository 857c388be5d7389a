import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { zipSync, strToU8 } from 'fflate'
import type PgBoss from 'pg-boss'
import { DATA_EXPORT_LINK_HOURS, DATA_EXPORTS_PER_DAY, type DataExport } from '@sentinela/shared/schemas/data-export'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { FileStorage } from '../../lib/storage'
import { generateToken, hashToken } from '../../lib/tokens'
import type { SessionUser } from '../../plugins/access'
import type { EmailService } from '../email/email.service'
import { EXCLUDED_TABLES, EXPORTED_TABLES } from './data-export.registry'
import type { DataExportRepository, DataExportRow } from './data-export.repository'

export const DATA_EXPORT_QUEUE = 'data-export'
const DAY_MS = 24 * 3600 * 1000

type Talent = Pick<SessionUser, 'id'>

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

/** JSON-ready values: dates as ISO strings, everything else as the database gave it. */
function plain(row: Record<string, unknown>, omit: Set<string>) {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    if (omit.has(key) || key.endsWith('_vector')) continue
    out[key] = value instanceof Date ? value.toISOString() : value
  }
  return out
}

/**
 * "Take my data" (issue #20, decision 018): a talent asks, a queued job builds one ZIP (data.json with every row the
 * registry names, and the talent's stored files), and an e-mail brings a link valid DATA_EXPORT_LINK_HOURS hours.
 * Downloading takes the owner's session and the link's token. One archive in progress at a time, a few a day.
 */
export class DataExportService {
  private queue: PgBoss | undefined

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly repository: DataExportRepository,
    private readonly storage: FileStorage,
    private readonly emails: EmailService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** With workers running: archives are built from this queue; requests whose job was lost are queued again. */
  async useQueue(queue: PgBoss) {
    this.queue = queue
    await queue.createQueue(DATA_EXPORT_QUEUE)
    await queue.work<{ exportId: number }>(DATA_EXPORT_QUEUE, async (jobs) => {
      for (const job of jobs) await this.build(job.data.exportId)
    })
    for (const { id } of await this.repository.listStale()) await this.enqueue(id)
    await this.removeExpiredFiles()
  }

  private async enqueue(exportId: number) {
    if (!this.queue) return
    try {
      await this.queue.send(
        DATA_EXPORT_QUEUE,
        { exportId },
        { singletonKey: `data-export-${exportId}`, retryLimit: 3, retryDelay: 30, retryBackoff: true },
      )
    } catch (error) {
      this.log.warn({ err: error, exportId }, 'could not queue the data export; the next start-up will')
    }
  }

  async list(talent: Talent): Promise<DataExport[]> {
    const rows = await this.repository.listByTalent(talent.id)
    return rows.map((row) => this.toExport(row))
  }

  /** POST: a new archive, unless one is being built or DATA_EXPORTS_PER_DAY were asked for in 24 hours. */
  async request(talent: Talent): Promise<DataExport> {
    const row = await this.db.transaction(async (tx) => {
      await this.repository.lockUser(tx, talent.id)
      if ((await this.repository.countInProgress(talent.id, tx)) > 0) {
        throw new AppError(ErrorCode.DATA_EXPORT_IN_PROGRESS)
      }
      if ((await this.repository.countSince(talent.id, new Date(Date.now() - DAY_MS), tx)) >= DATA_EXPORTS_PER_DAY) {
        throw new AppError(ErrorCode.DATA_EXPORT_DAILY_LIMIT, { params: { limit: DATA_EXPORTS_PER_DAY } })
      }
      return this.repository.create(tx, talent.id)
    })
    await this.enqueue(row.id)
    await this.removeExpiredFiles(talent.id)
    return this.toExport(row)
  }

  /** Everything the registry names about the talent, as data.json's content, and the stored files to add. */
  async collect(talentId: number) {
    const existing = await this.repository.existingTables()
    const tables: Record<string, Record<string, unknown>[]> = {}
    const files: { path: string; table: string; column: string; bytes: Buffer }[] = []
    const missingFiles: { table: string; column: string; key: string }[] = []
    for (const entry of EXPORTED_TABLES) {
      if (!existing.has(entry.table)) continue
      const omit = new Set(entry.omit ?? [])
      const rows = await this.repository.rowsOf(entry, talentId)
      tables[entry.table] = rows.map((row) => plain(row, omit))
      for (const row of rows) {
        for (const column of entry.files ?? []) {
          const key = row[column]
          if (typeof key !== 'string' || !key) continue
          const stream = await this.storage.read(key)
          if (!stream) {
            missingFiles.push({ table: entry.table, column, key })
            continue
          }
          const name = key.split('/').pop() ?? 'file'
          const path = `files/${entry.table}/${String(row.id ?? files.length + 1)}-${column}-${name}`
          if (!files.some((file) => file.path === path)) {
            files.push({ path, table: entry.table, column, bytes: await bytesOf(stream) })
          }
        }
      }
    }
    const data = {
      exportedAt: new Date().toISOString(),
      talentId,
      about:
        'Everything Sentinela holds about you: one list of rows per table, and your files under files/. ' +
        'Left out: secrets (password, session and link token hashes) and the tables listed in "excluded".',
      tables,
      files: files.map(({ path, table, column }) => ({ path, table, column })),
      missingFiles,
      excluded: EXCLUDED_TABLES,
    }
    return { data, files }
  }

  /**
   * The queue job: builds the archive, stores it, and e-mails the link in one transaction with the request's update.
   * Run again (a retry) after it finished, it does nothing.
   */
  async build(exportId: number) {
    const row = await this.repository.claim(exportId)
    if (!row) return false
    try {
      const { data, files } = await this.collect(row.talentId)
      const entries: Record<string, Uint8Array> = { 'data.json': strToU8(JSON.stringify(data, null, 2)) }
      for (const file of files) entries[file.path] = new Uint8Array(file.bytes)
      const zip = Buffer.from(zipSync(entries, { level: 6 }))
      const fileKey = `exports/${row.talentId}/${randomUUID()}.zip`
      await this.storage.put(fileKey, zip)
      const token = generateToken()
      const recipient = await this.repository.findRecipient(row.talentId)
      const emailId = await this.db.transaction(async (tx) => {
        await this.repository.update(
          exportId,
          {
            status: 'ready',
            fileKey,
            tokenHash: hashToken(token),
            sizeBytes: zip.length,
            completedAt: new Date(),
            expiresAt: new Date(Date.now() + DATA_EXPORT_LINK_HOURS * 3600 * 1000),
            lastError: null,
          },
          tx,
        )
        if (!recipient) return undefined
        return this.emails.enqueue(tx, {
          userId: recipient.id,
          to: recipient.email,
          language: recipient.language,
          template: 'data_export_ready',
          content: {
            firstName: recipient.firstName,
            params: { hours: DATA_EXPORT_LINK_HOURS },
            actionUrl: this.emails.link('/talent/account/settings', { export: token }),
          },
        })
      })
      if (emailId !== undefined) await this.emails.dispatch([emailId])
      return true
    } catch (error) {
      await this.repository.update(exportId, {
        status: 'failed',
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      })
      throw error
    }
  }

  /** The archive, for its owner holding the e-mailed token, within DATA_EXPORT_LINK_HOURS of being built. */
  async download(talent: Talent, token: string) {
    const row = await this.repository.findByTokenHash(hashToken(token))
    if (!row || row.talentId !== talent.id || row.status !== 'ready' || !row.fileKey) {
      throw new AppError(ErrorCode.DATA_EXPORT_LINK_INVALID)
    }
    if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.DATA_EXPORT_LINK_INVALID)
    const stream = await this.storage.read(row.fileKey)
    if (!stream) throw new AppError(ErrorCode.DATA_EXPORT_LINK_INVALID)
    const day = (row.completedAt ?? row.createdAt).toISOString().slice(0, 10)
    return { stream, fileName: `sentinela-data-${day}.zip` }
  }

  /** Archives past their 24 hours leave storage; the request stays listed, as expired. */
  async removeExpiredFiles(talentId?: number) {
    for (const { id, fileKey } of await this.repository.listExpiredFiles(talentId)) {
      if (fileKey) await this.storage.delete(fileKey)
      await this.repository.update(id, { fileKey: null })
    }
  }

  private toExport(row: DataExportRow): DataExport {
    const expired = row.status === 'ready' && (!row.expiresAt || row.expiresAt.getTime() <= Date.now())
    return {
      id: row.id,
      status: expired ? 'expired' : row.status,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      sizeBytes: row.sizeBytes,
    }
  }
}
