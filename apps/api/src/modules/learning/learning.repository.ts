import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { TrainingFacet, TrainingSearch } from '@sentinela/shared/schemas/learning'
import type { Database, Executor } from '../../db/client'
import { savedTrainings, trainingCourses, trainingProgress, trainings, trainingStatements } from '../../db/schema/index'
import type { TrainingListRow } from '../../db/schema/learning'
import { toSearchQuery } from '../../lib/search-query'
import { rowsOf } from '../../lib/sql'

/** pg_trgm's default threshold for `%`: how alike a mistyped title must be. */
const TITLE_SIMILARITY = 0.3

const FACET_COLUMNS: Record<TrainingFacet, SQL> = {
  provider: sql`t.provider`,
  level: sql`t.level`,
  type: sql`t.type`,
  language: sql`t.language`,
}

/**
 * The text with each word replaced by the most alike word of the training titles (migration 0017) as a full-text
 * query, in a column `query`: "Certifed Ethical Hackr" → 'certifi' & 'ethic' & 'hacker'. Null when no word has a close
 * one. `offset 0` keeps each word's lookup from being run twice (once more for the `is not null`).
 */
const correctedQuery = (text: string) => sql`select plainto_tsquery('sentinela', string_agg(c.best, ' ')) as query
  from (select (select w.word from training_title_words w where similarity(w.word, q.word) >= ${TITLE_SIMILARITY}
      order by similarity(w.word, q.word) desc, w.word limit 1) as best
    from regexp_split_to_table(lower(${text}), '[^[:alnum:]]+') as q(word) where length(q.word) >= 3 offset 0) c
  where c.best is not null`

/** One facet's counts as a JSON column of the summary row, most trainings first. */
const facetColumn = (facet: TrainingFacet, counts: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('value', f.value, 'count', f.count)
      order by f.count desc, f.value), '[]'::json) from (${counts}) f) as ${sql.identifier(`facet_${facet}`)}`

/**
 * How a search finds its trainings: `matched` (when set) is materialized once; the page is `page` in `order`; the
 * total and facets are `count` over `counted`. Every part sees the four filter columns as `t.provider` and so on.
 */
interface SearchPlan {
  matched?: SQL
  page: SQL
  order: SQL
  counted: SQL
  count: SQL
}

/**
 * Without a text: the page in title order through the title index, and the total and facets summed from the counts
 * per filter combination (training_facet_counts, decision 010) rather than counted over the catalogue.
 */
const BROWSE: SearchPlan = {
  page: sql`select t.id, t.title from trainings t`,
  order: sql`title, id`,
  counted: sql`training_facet_counts t`,
  count: sql`sum(t.n)`,
}

/**
 * With a text: its words by full text (the GIN index) ranked by ts_rank; when they match no training at all, the
 * words corrected to the titles' closest ones (correctedQuery), searched and ranked the same way. The corrected branch
 * runs only when the typed words found nothing (a one-time filter), so a typo costs no extra statement. Comparing every
 * matched title with the typed text as well would cost more than the search when the correction is a word most
 * trainings have, so it is not done. Without words to search (only symbols or stop words), titles by trigram
 * similarity.
 */
function searchPlan(text: string): SearchPlan {
  const query = toSearchQuery(text)
  const columns = sql`t.id, t.provider, t.level, t.type, t.language, t.title`
  const matched = query
    ? sql`select ${columns}, ts_rank(t.search_vector, ${query}) as rank, 0::real as likeness
          from trainings t where t.search_vector @@ ${query}
        union all
        select ${columns}, ts_rank(t.search_vector, c.query) as rank, 0::real as likeness
          from trainings t, (${correctedQuery(text)}) c
          where t.search_vector @@ c.query and not exists (select from trainings w where w.search_vector @@ ${query})`
    : sql`select ${columns}, 0::real as rank, similarity(t.title, ${text}) as likeness
          from trainings t where similarity(t.title, ${text}) >= ${TITLE_SIMILARITY}`
  return {
    matched,
    page: sql`select t.id, t.title, t.rank, t.likeness from matched t`,
    order: sql`rank desc, likeness desc, title, id`,
    counted: sql`matched t`,
    count: sql`count(*)`,
  }
}

/**
 * The columns of TrainingListRow, for a caller (0 = nobody signed in, or not a talent). Amounts are read as text, as
 * the driver reads numerics, so a row says the same whether read as a row or inside json_agg (search).
 */
const listColumns = (userId: number) => sql`t.id, t.key, t.title, t.description, t.provider, t.provider_url, t.url,
  t.type, t.level, t.area, t.price::text as price, t.price_sentinela::text as price_sentinela, t.currency,
  t.duration_hours::text as duration_hours, t.language,
  s.saved_at, p.status, p.started_at, p.completed_at
  from trainings t
  left join saved_trainings s on s.training_id = t.id and s.user_id = ${userId}
  left join training_progress p on p.training_id = t.id and p.user_id = ${userId}`

/** Trainings, their modules and statements, and each talent's saves and progress (§3, §4). */
export class LearningRepository {
  constructor(private readonly db: Database) {}

  /**
   * The catalogue matched by full text over title, provider and description (GIN on the weighted vector, three
   * languages without accents, toSearchQuery), or, when those words match no training at all, by the same full text
   * with each word corrected to the closest word of the titles (a typo still finds "Secruity+"); then the filters.
   * One page with the caller's saves and progress, the total, and per requested facet the counts with every other
   * filter applied: one statement whatever the text, the filters and the facets (searchPlan, decision 010).
   */
  async search(search: TrainingSearch, userId: number) {
    const filters = new Map<TrainingFacet, SQL>()
    if (search.provider) filters.set('provider', sql`t.provider = ${search.provider}`)
    if (search.level) filters.set('level', sql`t.level = ${search.level}`)
    if (search.types?.length) filters.set('type', sql`t.type in ${search.types}`)
    if (search.language) filters.set('language', sql`t.language = ${search.language}`)
    const whereOf = (except?: TrainingFacet) => {
      const conditions = [...filters].filter(([name]) => name !== except).map(([, condition]) => condition)
      return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``
    }

    const facetNames = [...new Set(search.groupBy ?? [])]
    const plan = search.text ? searchPlan(search.text) : BROWSE
    const facets = facetNames.map((facet) =>
      facetColumn(
        facet,
        sql`select ${FACET_COLUMNS[facet]} as value, ${plan.count}::int as count from ${plan.counted} ${whereOf(facet)}
          group by 1`,
      ),
    )
    const offset = (search.page - 1) * search.limit
    const [summary] = rowsOf<Record<string, unknown> & { rows: TrainingListRow[]; total: number }>(
      await this.db.execute(sql`with ${plan.matched ? sql`matched as materialized (${plan.matched}),` : sql``}
        page as (select p.id, row_number() over (order by ${plan.order}) as position
          from (${plan.page} ${whereOf()} order by ${plan.order} limit ${search.limit} offset ${offset}) p)
        select
          (select coalesce(json_agg(r order by r.position), '[]'::json)
            from (select page.position, ${listColumns(userId)} join page on page.id = t.id) r) as rows,
          (select coalesce(${plan.count}, 0)::int from ${plan.counted} ${whereOf()}) as total
          ${facets.length > 0 ? sql`, ${sql.join(facets, sql`, `)}` : sql``}`),
    )
    return {
      rows: summary!.rows,
      total: summary!.total,
      facets: Object.fromEntries(
        facetNames.map((facet) => [facet, summary![`facet_${facet}`] as { value: string; count: number }[]]),
      ) as Partial<Record<TrainingFacet, { value: string; count: number }[]>>,
    }
  }

  async findTraining(trainingId: number, userId: number, executor: Executor = this.db) {
    const result = await executor.execute(sql`select ${listColumns(userId)} where t.id = ${trainingId}`)
    const [row] = rowsOf<TrainingListRow>(result)
    if (!row) return undefined
    const [extra] = await executor
      .select({
        requiredFor: trainings.requiredFor,
        author: trainings.author,
        authorUrl: trainings.authorUrl,
        authorRole: trainings.authorRole,
      })
      .from(trainings)
      .where(eq(trainings.id, trainingId))
    return { ...row, ...extra! }
  }

  async exists(trainingId: number, executor: Executor = this.db) {
    const [row] = await executor.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, trainingId))
    return row !== undefined
  }

  listCourses(trainingId: number) {
    return this.db
      .select()
      .from(trainingCourses)
      .where(eq(trainingCourses.trainingId, trainingId))
      .orderBy(asc(trainingCourses.position))
  }

  async findCourse(courseId: number) {
    const [row] = await this.db.select().from(trainingCourses).where(eq(trainingCourses.id, courseId))
    return row
  }

  async statementCodes(trainingId: number, executor: Executor = this.db) {
    const rows = await executor
      .select({ code: trainingStatements.statementCode })
      .from(trainingStatements)
      .where(eq(trainingStatements.trainingId, trainingId))
    return rows.map((row) => row.code)
  }

  /** Saves the training, or removes the save when there is one (§4 toggle). True when saved now. */
  async toggleSave(userId: number, trainingId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(savedTrainings)
        .where(and(eq(savedTrainings.userId, userId), eq(savedTrainings.trainingId, trainingId)))
        .returning({ trainingId: savedTrainings.trainingId })
      if (removed.length > 0) return false
      await tx.insert(savedTrainings).values({ userId, trainingId }).onConflictDoNothing()
      return true
    })
  }

  async listSaved(userId: number) {
    const result = await this.db.execute(
      sql`select ${listColumns(userId)} where s.user_id is not null order by s.saved_at desc, t.id`,
    )
    return rowsOf<TrainingListRow>(result)
  }

  async listProgress(userId: number) {
    const result = await this.db.execute(
      sql`select ${listColumns(userId)} where p.user_id is not null order by p.updated_at desc, t.id`,
    )
    return rowsOf<TrainingListRow>(result)
  }

  async findProgress(userId: number, trainingId: number, executor: Executor = this.db) {
    const [row] = await executor
      .select()
      .from(trainingProgress)
      .where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.trainingId, trainingId)))
    return row
  }

  /** Starts the training; false when it already had progress. */
  async start(executor: Executor, userId: number, trainingId: number) {
    const rows = await executor
      .insert(trainingProgress)
      .values({ userId, trainingId, status: 'in_progress' })
      .onConflictDoNothing()
      .returning({ trainingId: trainingProgress.trainingId })
    return rows.length > 0
  }

  /** In progress → completed; false when the row was not in progress (a concurrent change). */
  async complete(executor: Executor, userId: number, trainingId: number) {
    const rows = await executor
      .update(trainingProgress)
      .set({ status: 'completed', completedAt: new Date() })
      .where(
        and(
          eq(trainingProgress.userId, userId),
          eq(trainingProgress.trainingId, trainingId),
          eq(trainingProgress.status, 'in_progress'),
        ),
      )
      .returning({ trainingId: trainingProgress.trainingId })
    return rows.length > 0
  }

  async deleteProgress(executor: Executor, userId: number, trainingId: number) {
    const rows = await executor
      .delete(trainingProgress)
      .where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.trainingId, trainingId)))
      .returning({ trainingId: trainingProgress.trainingId })
    return rows.length > 0
  }

  /** Statement codes of the talent's completed trainings, by training. */
  async completedStatementCodes(userId: number) {
    const rows = await this.db
      .select({ trainingId: trainingStatements.trainingId, code: trainingStatements.statementCode })
      .from(trainingStatements)
      .innerJoin(
        trainingProgress,
        and(
          eq(trainingProgress.trainingId, trainingStatements.trainingId),
          eq(trainingProgress.userId, userId),
          eq(trainingProgress.status, 'completed'),
        ),
      )
    const byTraining = new Map<number, string[]>()
    for (const row of rows) byTraining.set(row.trainingId, [...(byTraining.get(row.trainingId) ?? []), row.code])
    return byTraining
  }
}

export const numberOrNull = (value: string | null) => (value === null ? null : Number(value))
