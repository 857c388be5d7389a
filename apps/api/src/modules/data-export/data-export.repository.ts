import { and, desc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { dataExports, users } from '../../db/schema/index'
import { rowsOf } from '../../lib/sql'
import type { ExportedTable } from './data-export.registry'

export type DataExportRow = typeof dataExports.$inferSelect

/** Data export requests, and the reads that gather a talent's data through the registry. */
export class DataExportRepository {
  constructor(private readonly db: Database) {}

  async listByTalent(talentId: number, limit = 10) {
    return this.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.talentId, talentId))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(limit)
  }

  async find(id: number, executor: Executor = this.db): Promise<DataExportRow | undefined> {
    const [row] = await executor.select().from(dataExports).where(eq(dataExports.id, id))
    return row
  }

  async findByTokenHash(tokenHash: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db.select().from(dataExports).where(eq(dataExports.tokenHash, tokenHash))
    return row
  }

  async lockUser(executor: Executor, userId: number) {
    await executor.execute(sql`select id from users where id = ${userId} for update`)
  }

  async countInProgress(talentId: number, executor: Executor) {
    const [row] = await executor
      .select({ total: sql<number>`count(*)::int` })
      .from(dataExports)
      .where(and(eq(dataExports.talentId, talentId), inArray(dataExports.status, ['queued', 'running'])))
    return row?.total ?? 0
  }

  async countSince(talentId: number, since: Date, executor: Executor) {
    const [row] = await executor
      .select({ total: sql<number>`count(*)::int` })
      .from(dataExports)
      .where(and(eq(dataExports.talentId, talentId), gt(dataExports.createdAt, since)))
    return row?.total ?? 0
  }

  async create(executor: Executor, talentId: number) {
    const [row] = await executor.insert(dataExports).values({ talentId }).returning()
    return row!
  }

  /** Takes the request for building: only one not built yet (queued, running after a crash, or failed before). */
  async claim(id: number) {
    const [row] = await this.db
      .update(dataExports)
      .set({ status: 'running' })
      .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'running', 'failed'])))
      .returning()
    return row
  }

  async update(id: number, values: Partial<typeof dataExports.$inferInsert>, executor: Executor = this.db) {
    await executor.update(dataExports).set(values).where(eq(dataExports.id, id))
  }

  /** Requests never built (their queue job lost) older than a minute: the start-up sweep queues them again. */
  async listStale() {
    return this.db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(
          inArray(dataExports.status, ['queued', 'running']),
          lt(dataExports.createdAt, new Date(Date.now() - 60_000)),
        ),
      )
  }

  /** Archives whose link has expired and whose file is still stored. */
  async listExpiredFiles(talentId?: number) {
    return this.db
      .select({ id: dataExports.id, fileKey: dataExports.fileKey })
      .from(dataExports)
      .where(
        and(
          isNotNull(dataExports.fileKey),
          or(lt(dataExports.expiresAt, new Date()), eq(dataExports.status, 'failed')),
          ...(talentId ? [eq(dataExports.talentId, talentId)] : []),
        ),
      )
  }

  async findRecipient(talentId: number) {
    const [row] = await this.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, talentId))
    return row
  }

  /** The base tables of the public schema: the registry skips a table not (yet) in this database. */
  async existingTables() {
    const result = await this.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    return new Set(rowsOf<{ table_name: string }>(result).map((row) => row.table_name))
  }

  /** One registry table's rows for the talent, oldest first when the table has an id. */
  async rowsOf(entry: ExportedTable, userId: number) {
    const result = await this.db.execute(
      sql`select * from ${sql.identifier(entry.table)} where ${entry.where(sql`${userId}`)}`,
    )
    return rowsOf<Record<string, unknown>>(result)
  }
}
