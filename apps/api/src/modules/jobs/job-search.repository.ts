import { sql, type SQL } from 'drizzle-orm'
import type { JobSearch } from '@sentinela/shared/schemas/jobs'
import { SEARCH_COUNT_LIMIT } from '@sentinela/shared/schemas/common'
import type { Executor } from '../../db/client'
import { toIndexedSearchQuery, toSearchQuery, type StemWordsCache } from '../../lib/search-query'
import { cappedCount, escapeLike, rowsOf, windowPage } from '../../lib/sql'
import { listColumns, visibleSql, type PositionListRow, type Visibility } from './jobs.repository'

/** §9 date filters, on the date published. "Last quarter" is the previous calendar quarter. */
const DATE_FILTERS: Record<NonNullable<JobSearch['datePosted']>, SQL> = {
  last_week: sql`p.published_at >= now() - interval '7 days'`,
  last_month: sql`p.published_at >= now() - interval '1 month'`,
  last_3_months: sql`p.published_at >= now() - interval '3 months'`,
  last_quarter: sql`p.published_at >= date_trunc('quarter', now()) - interval '3 months' and p.published_at < date_trunc('quarter', now())`,
  last_year: sql`p.published_at >= now() - interval '1 year'`,
}

/** Queries that list jobs: the search (§9), the newest public jobs, and a company's own jobs. */
export class JobSearchRepository {
  constructor(
    private readonly db: Executor,
    /** The searched stems already spelled out; its owner clears it when a job changes (app.ts). */
    private readonly stemWords?: StemWordsCache,
  ) {}

  /**
   * POST /positions/fetch: published, unexpired jobs the caller may see, matched by full text over title, description,
   * requirements and the job's place, NICE roles and synonyms in three languages (GIN index on the weighted vector,
   * toSearchQuery) and the filters; one page and the total count.
   */
  /** `count: false` skips the total (0 then), for callers that read only the page. */
  async search(search: JobSearch, visibility: Visibility, { count: withCount = true }: { count?: boolean } = {}) {
    const conditions: SQL[] = [sql`p.status = 'published'`, sql`p.expiration_date >= current_date`]
    conditions.push(visibleSql(visibility))
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
}
