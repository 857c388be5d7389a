import { and, asc, desc, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { JobSearch, JobValues } from '@sentinela/shared/schemas/jobs'
import { SEARCH_COUNT_LIMIT } from '@sentinela/shared/schemas/common'
import { refreshApplicationFits } from '../../db/application-fit'
import { refreshJobSearch } from '../../db/search-documents'
import type { Executor } from '../../db/client'
import {
  applications,
  applicationStatusEvents,
  companies,
  companyTeamMembers,
  positionCertifications,
  positionLanguages,
  positionRoles,
  positions,
  savedPositions,
  talentProfiles,
  users,
} from '../../db/schema/index'
import { toIndexedSearchQuery, toSearchQuery, type StemWordsCache } from '../../lib/search-query'
import { cappedCount, escapeLike, rowsOf, windowPage } from '../../lib/sql'

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

/** §9 date filters, on the date published. "Last quarter" is the previous calendar quarter. */
const DATE_FILTERS: Record<NonNullable<JobSearch['datePosted']>, SQL> = {
  last_week: sql`p.published_at >= now() - interval '7 days'`,
  last_month: sql`p.published_at >= now() - interval '1 month'`,
  last_3_months: sql`p.published_at >= now() - interval '3 months'`,
  last_quarter: sql`p.published_at >= date_trunc('quarter', now()) - interval '3 months' and p.published_at < date_trunc('quarter', now())`,
  last_year: sql`p.published_at >= now() - interval '1 year'`,
}

const listColumns = sql`p.id, p.job_title as "jobTitle", p.company_id as "companyId", c.name as "companyName",
  p.privacy, p.status, (p.status = 'published' and p.expiration_date < current_date) as expired, p.country, p.city,
  p.modality, p.employment_type as "employmentType", p.salary_min as "salaryMin", p.salary_max as "salaryMax",
  p.salary_currency as "salaryCurrency", p.clearance_required as "clearanceRequired",
  to_char(p.expiration_date, 'YYYY-MM-DD') as "expirationDate", p.published_at as "publishedAt",
  left(p.description, ${sql.raw(String(EXCERPT_LENGTH))}) as excerpt`

/** Queries of jobs, saved jobs and applications. Only this file writes SQL for those tables. */
export class JobsRepository {
  constructor(
    private readonly db: Executor,
    /** The searched stems already spelled out; its owner clears it when a job changes (app.ts). */
    private readonly stemWords?: StemWordsCache,
  ) {}

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

  /**
   * POST /positions/fetch: published, unexpired jobs the caller may see, matched by full text over title, description,
   * requirements and the job's place, NICE roles and synonyms in three languages (GIN index on the weighted vector,
   * toSearchQuery) and the filters; one page and the total count.
   */
  /** `count: false` skips the total (0 then), for callers that read only the page. */
  async search(search: JobSearch, visibility: Visibility, { count: withCount = true }: { count?: boolean } = {}) {
    const conditions: SQL[] = [sql`p.status = 'published'`, sql`p.expiration_date >= current_date`]
    conditions.push(
      visibility.companyIds.length > 0
        ? sql`(p.privacy = 'public' or p.company_id in ${visibility.companyIds})`
        : sql`p.privacy = 'public'`,
    )
    const query = search.text ? await toIndexedSearchQuery(this.db, search.text, this.stemWords) : undefined
    if ((search.text && !query) || query === 'nothing') {
      return { rows: [] as PositionListRow[], total: 0, totalIsCapped: false }
    }
    if (query) conditions.push(sql`p.search_vector @@ ${query.match}`)
    if (search.country && search.modality?.length) {
      // The pair is one entry of the text-and-filters GIN (migration 0029), written as its expression is.
      const places = search.modality.map((modality) => `${search.country}/${modality}`)
      conditions.push(sql`(p.country || '/' || p.modality) in ${places}`)
    } else {
      if (search.country) conditions.push(sql`p.country = ${search.country}`)
      if (search.modality?.length) conditions.push(sql`p.modality in ${search.modality}`)
    }
    // What a person types is the start of the city's name ("Bogo" finds Bogotá), in any letter case.
    if (search.city) conditions.push(sql`p.city ilike ${`${escapeLike(search.city)}%`}`)
    if (search.employmentType?.length) conditions.push(sql`p.employment_type in ${search.employmentType}`)
    if (search.industry) conditions.push(sql`p.industry = ${search.industry}`)
    if (search.educationLevel !== undefined) conditions.push(sql`p.education_level = ${search.educationLevel}`)
    if (search.clearanceRequired !== undefined) {
      conditions.push(sql`p.clearance_required = ${search.clearanceRequired}`)
    }
    if (search.salaryFrom !== undefined) {
      conditions.push(sql`coalesce(p.salary_max, p.salary_min) >= ${search.salaryFrom}`)
    }
    if (search.datePosted) conditions.push(DATE_FILTERS[search.datePosted])
    if (search.workRoleCode) {
      // The row's role codes (migration 0027), in the search's GIN index with the text and filters (migration 0030).
      conditions.push(sql`p.role_codes @> array[${search.workRoleCode}]::text[]`)
    }

    const sort = search.sort === 'relevance' && !query ? 'newest' : search.sort
    const where = sql.join(conditions, sql` and `)
    const offset = (search.page - 1) * search.limit
    const countMatches = () => cappedCount(this.db, sql`select 1 from positions p where ${where}`)
    if (sort === 'relevance' && query) {
      // Relevance: how well the title matches, then the newest (decision 004), ranked within the newest
      // SEARCH_COUNT_LIMIT matches (the rescoring window): a broad word ("security") matches nearly every job, and
      // ranking them all costs a read of every match; the pages shown never go past the window. The page is cut
      // before the full columns are read: 20 rows joined, not the window's 1,000. The window reads one match more
      // than it ranks, and that is the capped count: one pass over the matches, not a second query repeating it.
      // A title that does not match the query ranks 0 (no cover of its words): the match test is a tenth of the
      // rank's cost, so only the titles that match are ranked.
      const result = await this.db.execute(sql`with window_ as (
          select p.id, p.title_vector, p.published_at from positions p where ${where}
          order by p.published_at desc nulls last, p.id limit ${SEARCH_COUNT_LIMIT + 1}),
        ranked as (select w.id, w.published_at,
            case when w.title_vector @@ ${query.rank} then ts_rank_cd(w.title_vector, ${query.rank}) else 0 end as rank
          from (select * from window_ order by published_at desc nulls last, id limit ${SEARCH_COUNT_LIMIT}) w
          order by rank desc, w.published_at desc nulls last, w.id limit ${search.limit} offset ${offset})
        select ${listColumns}, (select count(*)::int from window_) as "windowCount"
        from ranked w join positions p on p.id = w.id join companies c on c.id = p.company_id
        order by w.rank desc, w.published_at desc nulls last, w.id`)
      return windowPage(rowsOf<PositionListRow & { windowCount: number }>(result), { offset, withCount, countMatches })
    }

    const count = withCount ? countMatches() : { total: 0, totalIsCapped: false }

    // `nulls last` and the id ascending follow positions_listed_idx, so "newest" reads the index in order.
    const orderBy = {
      relevance: sql`p.published_at desc nulls last, p.id`,
      newest: sql`p.published_at desc nulls last, p.id`,
      salary: sql`coalesce(p.salary_max, p.salary_min) desc nulls last, p.published_at desc, p.id desc`,
      expiring: sql`p.expiration_date asc, p.id desc`,
    }[sort]
    // The page is cut before its columns are read: a role with a place is a few hundred jobs read from the GIN and
    // sorted, and each row's excerpt is read from its compressed description (230 of them took 13 ms on PGlite).
    const [page, counted] = await Promise.all([
      this.db.execute(sql`select ${listColumns}
        from (select p.id from positions p where ${where} order by ${orderBy} limit ${search.limit} offset ${offset}) page
        join positions p on p.id = page.id join companies c on c.id = p.company_id order by ${orderBy}`),
      count,
    ])
    return { rows: rowsOf<PositionListRow>(page), ...counted }
  }

  /** GET /marketplace/items/Position: the newest public jobs open now. */
  async listLatestPublic(page: number, limit: number) {
    const where = sql`p.status = 'published' and p.expiration_date >= current_date and p.privacy = 'public'`
    const [rows, count] = await Promise.all([
      this.db.execute(sql`select ${listColumns} from positions p join companies c on c.id = p.company_id
        where ${where} order by p.published_at desc nulls last, p.id limit ${limit} offset ${(page - 1) * limit}`),
      this.db.execute(sql`select count(*)::int as total from positions p where ${where}`),
    ])
    return { rows: rowsOf<PositionListRow>(rows), total: rowsOf<{ total: number }>(count)[0]?.total ?? 0 }
  }

  /** POST /positions/company: one company's jobs, any status, with the number of candidates per status. */
  async listCompanyJobs(
    companyId: number,
    filter: { status?: 'draft' | 'published' | undefined; text?: string | undefined; page: number; limit: number },
    onlyWithCandidates = false,
  ) {
    const conditions: SQL[] = [sql`p.company_id = ${companyId}`]
    if (filter.status) conditions.push(sql`p.status = ${filter.status}`)
    const query = filter.text ? toSearchQuery(filter.text) : undefined
    if (query) conditions.push(sql`p.search_vector @@ ${query}`)
    if (onlyWithCandidates) conditions.push(sql`exists (select 1 from applications a where a.position_id = p.id)`)
    const where = sql.join(conditions, sql` and `)
    const [rows, count] = await Promise.all([
      this.db.execute(sql`select ${listColumns} from positions p join companies c on c.id = p.company_id
        where ${where} order by p.updated_at desc, p.id desc limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`),
      this.db.execute(sql`select count(*)::int as total from positions p where ${where}`),
    ])
    return { rows: rowsOf<PositionListRow>(rows), total: rowsOf<{ total: number }>(count)[0]?.total ?? 0 }
  }

  async countCandidatesByStatus(positionIds: number[]) {
    if (positionIds.length === 0) return []
    return this.db
      .select({
        positionId: applications.positionId,
        status: applications.communicationStatus,
        count: sql<number>`count(*)::int`,
      })
      .from(applications)
      .where(inArray(applications.positionId, positionIds))
      .groupBy(applications.positionId, applications.communicationStatus)
  }

  /** Published jobs of a company that are still open: what the demo limit counts (§4). */
  async countOpenPublished(executor: Executor, companyId: number) {
    const result = await executor.execute(
      sql`select count(*)::int as total from positions where company_id = ${companyId} and status = 'published'
        and expiration_date >= current_date`,
    )
    return rowsOf<{ total: number }>(result)[0]?.total ?? 0
  }

  /**
   * Active talents whose stored fit for a role is at least `minimum`: a range scan on
   * talent_role_fits_role_percentage_idx, each talent checked by its primary key.
   */
  async countTalentsAtMinimum(workRoleCode: string, minimum: number) {
    const result = await this.db.execute(
      sql`select count(*)::int as total from talent_role_fits f join users u on u.id = f.user_id
        where f.work_role_code = ${workRoleCode} and f.percentage >= ${minimum}
        and u.role = 'talent' and u.status = 'active'`,
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

  async clearanceOf(talentId: number) {
    const [row] = await this.db
      .select({ hasClearance: talentProfiles.hasClearance, level: talentProfiles.clearanceLevel })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, talentId))
    return row ?? { hasClearance: false, level: null }
  }

  // Saved jobs

  /**
   * Saves a job for a talent, or keeps the first save's date when it is saved already, in one statement: a separate
   * read could find the row gone if an unsave of the same job ran in between.
   */
  async save(talentId: number, positionId: number) {
    const [row] = await this.db
      .insert(savedPositions)
      .values({ userId: talentId, positionId })
      .onConflictDoUpdate({
        target: [savedPositions.userId, savedPositions.positionId],
        set: { savedAt: sql`${savedPositions.savedAt}` },
      })
      .returning({ savedAt: savedPositions.savedAt })
    return row!.savedAt
  }

  async unsave(talentId: number, positionId: number) {
    await this.db
      .delete(savedPositions)
      .where(and(eq(savedPositions.userId, talentId), eq(savedPositions.positionId, positionId)))
  }

  /** The talent's saved jobs still visible to them, newest saved first. */
  async listSaved(talentId: number, visibility: Visibility) {
    const privateOk =
      visibility.companyIds.length > 0
        ? sql`(p.privacy = 'public' or p.company_id in ${visibility.companyIds})`
        : sql`p.privacy = 'public'`
    const result = await this.db.execute(sql`select ${listColumns}, s.saved_at as "savedAt"
      from saved_positions s join positions p on p.id = s.position_id join companies c on c.id = p.company_id
      where s.user_id = ${talentId} and ${privateOk} order by s.saved_at desc`)
    return rowsOf<PositionListRow & { savedAt: Date | string }>(result)
  }

  /** The talent's saved and applied stamps for the given jobs. */
  async stampsFor(talentId: number, positionIds: number[]) {
    if (positionIds.length === 0) return { saved: new Map<number, Date>(), applied: new Map<number, Date>() }
    const [saved, applied] = await Promise.all([
      this.db
        .select({ positionId: savedPositions.positionId, savedAt: savedPositions.savedAt })
        .from(savedPositions)
        .where(and(eq(savedPositions.userId, talentId), inArray(savedPositions.positionId, positionIds))),
      this.db
        .select({ positionId: applications.positionId, appliedAt: applications.appliedAt })
        .from(applications)
        .where(and(eq(applications.talentId, talentId), inArray(applications.positionId, positionIds))),
    ])
    return {
      saved: new Map(saved.map((row) => [row.positionId, row.savedAt])),
      applied: new Map(
        applied.filter((row) => row.appliedAt !== null).map((row) => [row.positionId, row.appliedAt as Date]),
      ),
    }
  }

  // Applications

  /** A talent's application to a job; `lock` holds it for update (after `holdPosition`). */
  async findApplication(positionId: number, talentId: number, executor: Executor = this.db, lock = false) {
    const query = executor
      .select()
      .from(applications)
      .where(and(eq(applications.positionId, positionId), eq(applications.talentId, talentId)))
    const [row] = lock ? await query.for('update') : await query
    return row
  }

  /**
   * Before an application changes: its job held first (key share: it cannot be deleted meanwhile), then the
   * application locked (`findApplication` with `lock`). A job's deletion takes the same order (the job, then its applications by
   * cascade), so the two wait for each other instead of deadlocking. False when the job is gone.
   */
  async holdPosition(executor: Executor, positionId: number) {
    const [job] = await executor
      .select({ id: positions.id })
      .from(positions)
      .where(eq(positions.id, positionId))
      .for('key share')
    return job !== undefined
  }

  async findApplicationById(id: number, executor: Executor = this.db) {
    const [row] = await executor
      .select({ application: applications, companyId: positions.companyId, jobTitle: positions.jobTitle })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .where(eq(applications.id, id))
    return row
  }

  async insertApplication(executor: Executor, values: typeof applications.$inferInsert) {
    const [row] = await executor.insert(applications).values(values).onConflictDoNothing().returning()
    if (row) await refreshApplicationFits(executor, { applicationId: row.id })
    return row
  }

  async updateApplication(executor: Executor, id: number, values: Partial<typeof applications.$inferInsert>) {
    const [row] = await executor.update(applications).set(values).where(eq(applications.id, id)).returning()
    return row!
  }

  async addStatusEvent(executor: Executor, values: typeof applicationStatusEvents.$inferInsert) {
    await executor.insert(applicationStatusEvents).values(values)
  }

  /** The talent's applications (and company contacts about a job), newest first, with the job as lists show it. */
  async listTalentApplications(talentId: number) {
    const result = await this.db.execute(sql`select ${listColumns}, a.id as "applicationId", a.message,
        a.applied_at as "appliedAt", a.communication_status as "communicationStatus",
        a.status_changed_at as "statusChangedAt"
      from applications a join positions p on p.id = a.position_id join companies c on c.id = p.company_id
      where a.talent_id = ${talentId} order by coalesce(a.applied_at, a.created_at) desc, a.id desc`)
    return rowsOf<
      PositionListRow & {
        applicationId: number
        message: string | null
        appliedAt: Date | string | null
        communicationStatus: number
        statusChangedAt: Date | string
      }
    >(result)
  }

  /**
   * One page of a job's candidates ranked by their stored fit (`applications.fit`, see refreshApplicationFits), then
   * by who applied first, with the number of candidates in all. The page is one range of the
   * `(position_id, fit desc, applied_at, id)` index; `applicationId` narrows it to one candidate.
   */
  async rankCandidates(positionId: number, page: { offset: number; limit: number }, applicationId?: number) {
    const only = applicationId === undefined ? sql`` : sql`and a.id = ${applicationId}`
    const [result, total] = await Promise.all([
      this.db.execute(sql`
        select a.id as "applicationId", a.talent_id as "talentId", u.first_name as "firstName",
          u.last_name as "lastName", tp.photo_key as "photoKey", tp.current_job_title as "currentJobTitle",
          tp.country, tp.city, coalesce(tp.has_clearance, false) as "hasClearance", a.message,
          a.applied_at as "appliedAt", a.communication_status as "communicationStatus", a.fit
        from applications a join users u on u.id = a.talent_id
          left join talent_profiles tp on tp.user_id = a.talent_id
        where a.position_id = ${positionId} and u.status = 'active' ${only}
        order by a.fit desc nulls last, a.applied_at asc nulls last, a.id asc
        limit ${page.limit} offset ${page.offset}`),
      // Counted by an anti-join against the few accounts not active (a partial index), not a join with every user.
      this.db.execute(sql`select count(*)::int as total from applications a
        where a.position_id = ${positionId} ${only}
          and not exists (select 1 from users u where u.id = a.talent_id and u.status <> 'active')`),
    ])
    return {
      rows: rowsOf<{
        applicationId: number
        talentId: number
        firstName: string
        lastName: string
        photoKey: string | null
        currentJobTitle: string | null
        country: string | null
        city: string | null
        hasClearance: boolean
        message: string | null
        appliedAt: Date | string | null
        communicationStatus: number
        fit: number
      }>(result),
      total: rowsOf<{ total: number }>(total)[0]?.total ?? 0,
    }
  }

  /**
   * Talents a company may look at (opted into top talent, or sharing), by their mean stored fit over the roles (a role
   * without a fit counting 0), leaving out the job's pipeline. Read from talent_role_fits by role.
   */
  async recommendTalents(positionId: number, workRoleCodes: string[], limit: number) {
    const result = await this.db.execute(sql`
      select u.id as "talentId", u.first_name as "firstName", u.last_name as "lastName", tp.photo_key as "photoKey",
        tp.current_job_title as "currentJobTitle", tp.country, tp.city, u.data_sharing_consent as "sharesProfile",
        floor(sum(f.percentage)::numeric / ${workRoleCodes.length})::int as fit
      from talent_role_fits f
        join users u on u.id = f.user_id
        left join talent_profiles tp on tp.user_id = u.id
      where f.work_role_code in ${workRoleCodes} and f.percentage > 0
        and u.role = 'talent' and u.status = 'active' and (u.top_talent_opt_in or u.data_sharing_consent)
        and not exists (select 1 from applications a where a.position_id = ${positionId} and a.talent_id = u.id)
      group by u.id, tp.user_id
      order by fit desc, u.id
      limit ${limit}`)
    return rowsOf<{
      talentId: number
      firstName: string
      lastName: string
      photoKey: string | null
      currentJobTitle: string | null
      country: string | null
      city: string | null
      sharesProfile: boolean
      fit: number
    }>(result)
  }

  async fitsFor(talentIds: number[], workRoleCodes: string[]) {
    if (talentIds.length === 0 || workRoleCodes.length === 0) return []
    const result = await this.db.execute(sql`select user_id as "talentId", work_role_code as "workRoleCode", percentage
      from talent_role_fits where user_id in ${talentIds} and work_role_code in ${workRoleCodes}`)
    return rowsOf<{ talentId: number; workRoleCode: string; percentage: number }>(result)
  }

  async historyFor(applicationIds: number[]) {
    if (applicationIds.length === 0) return []
    return this.db
      .select()
      .from(applicationStatusEvents)
      .where(inArray(applicationStatusEvents.applicationId, applicationIds))
      .orderBy(desc(applicationStatusEvents.createdAt), desc(applicationStatusEvents.id))
  }

  /** A talent is contactable by a company once they shared their profile, or applied to one of its jobs. */
  async hasAppliedToCompany(talentId: number, companyId: number) {
    const result = await this.db.execute(sql`select 1 from applications a join positions p on p.id = a.position_id
      where a.talent_id = ${talentId} and p.company_id = ${companyId} and a.applied_at is not null limit 1`)
    return rowsOf(result).length > 0
  }
}
