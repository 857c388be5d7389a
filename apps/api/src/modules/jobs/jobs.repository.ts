import { and, asc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm'
import type { JobValues } from '@sentinela/shared/schemas/jobs'
import { refreshApplicationFits } from '../../db/application-fit'
import { refreshJobSearch } from '../../db/search-documents'
import type { Executor } from '../../db/client'
import {
  companies,
  companyTeamMembers,
  positionCertifications,
  positionLanguages,
  positionRoles,
  positions,
  users,
} from '../../db/schema/index'
import { rowsOf } from '../../lib/sql'

/** A job as the API reads it: every column but its search document (stored for the index, never shown). */
export type PositionRow = Omit<typeof positions.$inferSelect, `search${string}`>
const POSITION_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(positions)).filter(([name]) => !name.startsWith('search')),
) as { [K in keyof PositionRow]: (typeof positions)['_']['columns'][K] }
export type PositionFields = Omit<JobValues, 'roles' | 'certifications' | 'languages'>

/** A job as lists show it, straight from SQL. */
export interface PositionListRow {
  id: number
  jobTitle: string
  companyId: number
  companyName: string
  privacy: 'public' | 'private'
  status: 'draft' | 'published'
  expired: boolean
  country: string | null
  city: string | null
  modality: string
  employmentType: number
  salaryMin: number | null
  salaryMax: number | null
  salaryCurrency: string
  clearanceRequired: boolean
  expirationDate: string
  publishedAt: Date | string | null
  excerpt: string
}

/** Which private jobs a caller may see: their own company's, and those of companies they are an active member of. */
export interface Visibility {
  companyIds: number[]
}

const EXCERPT_LENGTH = 240

/** The columns of a job as lists show it (PositionListRow), over `positions p join companies c`. */
export const listColumns = sql`p.id, p.job_title as "jobTitle", p.company_id as "companyId", c.name as "companyName",
  p.privacy, p.status, (p.status = 'published' and p.expiration_date < current_date) as expired, p.country, p.city,
  p.modality, p.employment_type as "employmentType", p.salary_min as "salaryMin", p.salary_max as "salaryMax",
  p.salary_currency as "salaryCurrency", p.clearance_required as "clearanceRequired",
  to_char(p.expiration_date, 'YYYY-MM-DD') as "expirationDate", p.published_at as "publishedAt",
  left(p.description, ${sql.raw(String(EXCERPT_LENGTH))}) as excerpt`

/** The privacy rule over `positions p`: public jobs, and the private ones of the companies in sight. */
export function visibleSql(visibility: Visibility) {
  return visibility.companyIds.length > 0
    ? sql`(p.privacy = 'public' or p.company_id in ${visibility.companyIds})`
    : sql`p.privacy = 'public'`
}

/**
 * Queries of jobs themselves: writing a job and its children, reading it, who may see it, and the company and users
 * around it. Only the jobs module's repositories write SQL for these tables; searches, a talent's saves and
 * applications, and the candidates have theirs (job-search, job-applications, job-candidates).
 */
export class JobsRepository {
  constructor(private readonly db: Executor) {}

  async insertPosition(executor: Executor, companyId: number, createdBy: number, fields: PositionFields) {
    const [row] = await executor
      .insert(positions)
      .values({ ...fields, companyId, createdBy })
      .returning()
    return row!
  }

  /** Saves the fields only if the job is still at `expected`; false when someone saved in between. */
  async updatePosition(
    executor: Executor,
    id: number,
    expected: number,
    fields: Partial<typeof positions.$inferInsert>,
  ) {
    const rows = await executor
      .update(positions)
      .set({ ...fields, version: sql`${positions.version} + 1` })
      .where(and(eq(positions.id, id), eq(positions.version, expected)))
      .returning({ id: positions.id })
    return rows.length === 1
  }

  /** The job's status; publishing may bring its expiration date in (the plan's job duration, #16). */
  async setStatus(executor: Executor, id: number, status: 'draft' | 'published', expirationDate?: string) {
    await executor
      .update(positions)
      .set({
        status,
        version: sql`${positions.version} + 1`,
        publishedAt: status === 'published' ? sql`coalesce(${positions.publishedAt}, now())` : undefined,
        ...(expirationDate === undefined ? {} : { expirationDate }),
      })
      .where(eq(positions.id, id))
  }

  async deletePosition(executor: Executor, id: number) {
    await executor.delete(positions).where(eq(positions.id, id))
  }

  async findPosition(id: number, executor: Executor = this.db) {
    // The search document (a tsvector of the whole text) stays in the database: nobody reads it back.
    const [row] = await executor
      .select({ position: POSITION_COLUMNS, companyName: companies.name })
      .from(positions)
      .innerJoin(companies, eq(companies.id, positions.companyId))
      .where(eq(positions.id, id))
    return row
  }

  /** What the visibility and open rules read of a job, without its text (saving a job, issue #13). */
  async findPositionGate(id: number) {
    const [row] = await this.db
      .select({
        privacy: positions.privacy,
        companyId: positions.companyId,
        status: positions.status,
        expirationDate: positions.expirationDate,
      })
      .from(positions)
      .where(eq(positions.id, id))
    return row
  }

  /** For update: the row locked, so a status change and a save do not cross. */
  async lockPosition(executor: Executor, id: number) {
    const [row] = await executor.select().from(positions).where(eq(positions.id, id)).for('update')
    return row
  }

  async replaceRoles(executor: Executor, positionId: number, roles: JobValues['roles']) {
    await executor.delete(positionRoles).where(eq(positionRoles.positionId, positionId))
    if (roles.length > 0) {
      await executor.insert(positionRoles).values(roles.map((role) => ({ positionId, ...role })))
    }
    // The candidates' ranking is the mean fit over these roles.
    await refreshApplicationFits(executor, { positionId })
  }

  /** The job's search terms (place, NICE roles, certifications, synonyms) from what is saved now. */
  async refreshSearchDocument(executor: Executor, positionId: number) {
    await refreshJobSearch(executor, { ids: [positionId] })
  }

  /** §4 ids: an item with an id of this job is updated, any other is new, and items left out are removed. */
  async syncCertifications(executor: Executor, positionId: number, items: JobValues['certifications']) {
    await this.syncItems(executor, positionCertifications, positionId, items, (item) => ({ name: item.name }))
  }

  async syncLanguages(executor: Executor, positionId: number, items: JobValues['languages']) {
    await this.syncItems(executor, positionLanguages, positionId, items, (item) => ({
      language: item.language,
      level: item.level,
    }))
  }

  private async syncItems<Item extends { id: number }>(
    executor: Executor,
    table: typeof positionCertifications | typeof positionLanguages,
    positionId: number,
    items: Item[],
    values: (item: Item) => Record<string, unknown>,
  ) {
    const existing = await executor.select({ id: table.id }).from(table).where(eq(table.positionId, positionId))
    const existingIds = new Set(existing.map((row) => row.id))
    const kept = items.filter((item) => item.id > 0 && existingIds.has(item.id)).map((item) => item.id)
    await executor
      .delete(table)
      .where(
        kept.length > 0
          ? and(eq(table.positionId, positionId), notInArray(table.id, kept))
          : eq(table.positionId, positionId),
      )
    for (const item of items) {
      if (item.id > 0 && existingIds.has(item.id)) {
        await executor
          .update(table)
          .set(values(item))
          .where(and(eq(table.id, item.id), eq(table.positionId, positionId)))
      } else {
        await executor.insert(table).values({ positionId, ...values(item) } as typeof table.$inferInsert)
      }
    }
  }

  /** The jobs' NICE roles, what lists show of their children: one round trip. */
  async listRoles(positionIds: number[]) {
    if (positionIds.length === 0) return []
    return this.db
      .select()
      .from(positionRoles)
      .where(inArray(positionRoles.positionId, positionIds))
      .orderBy(asc(positionRoles.createdAt), asc(positionRoles.workRoleCode))
  }

  async listChildren(positionIds: number[]) {
    if (positionIds.length === 0) return { roles: [], certifications: [], languages: [] }
    const [roles, certifications, languages] = await Promise.all([
      this.listRoles(positionIds),
      this.db
        .select()
        .from(positionCertifications)
        .where(inArray(positionCertifications.positionId, positionIds))
        .orderBy(asc(positionCertifications.id)),
      this.db
        .select()
        .from(positionLanguages)
        .where(inArray(positionLanguages.positionId, positionIds))
        .orderBy(asc(positionLanguages.id)),
    ])
    return { roles, certifications, languages }
  }

  /** Companies whose private jobs the user may see (PRODUCT.md): their own, and those they are an active member of. */
  async visibilityFor(user: { id: number; role: 'talent' | 'company' | 'operator'; companyId: number | null } | null) {
    // The operator sees public jobs only, as a visitor would.
    if (!user || user.role === 'operator') return { companyIds: [] }
    if (user.role === 'company') return { companyIds: user.companyId ? [user.companyId] : [] }
    const rows = await this.db
      .select({ companyId: companyTeamMembers.companyId })
      .from(companyTeamMembers)
      .where(and(eq(companyTeamMembers.talentId, user.id), eq(companyTeamMembers.status, 'active')))
    return { companyIds: rows.map((row) => row.companyId) }
  }

  /** Published jobs of a company that are still open: what the demo limit counts (§4). */
  async countOpenPublished(executor: Executor, companyId: number) {
    const result = await executor.execute(
      sql`select count(*)::int as total from positions where company_id = ${companyId} and status = 'published'
        and expiration_date >= current_date`,
    )
    return rowsOf<{ total: number }>(result)[0]?.total ?? 0
  }

  async findCompany(companyId: number, executor: Executor = this.db) {
    const [row] = await executor.select().from(companies).where(eq(companies.id, companyId))
    return row
  }

  /**
   * The company, locked until the transaction ends: two jobs published at once count the plan's room one after the
   * other, so a demo company never passes its limit (ASVS V2.3.4).
   */
  async findCompanyForUpdate(companyId: number, executor: Executor) {
    const [row] = await executor.select().from(companies).where(eq(companies.id, companyId)).for('update')
    return row
  }

  async findUser(userId: number, executor: Executor = this.db) {
    const [row] = await executor.select().from(users).where(eq(users.id, userId))
    return row
  }

  /** The company's main admin: who hears from talents when a job's author is gone. */
  async findMainAdmin(companyId: number) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isMainAdmin, true), eq(users.status, 'active')))
    return row
  }
}
