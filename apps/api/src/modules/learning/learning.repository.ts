import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { TrainingFacet, TrainingSearch } from '@sentinela/shared/schemas/learning'
import type { Database, Executor } from '../../db/client'
import { savedTrainings, trainingCourses, trainingProgress, trainings, trainingStatements } from '../../db/schema/index'
import { toSearchQuery } from '../../lib/search-query'
import { rowsOf } from '../../lib/sql'

/** pg_trgm's default threshold for `%`: how alike a mistyped title must be. */
const TITLE_SIMILARITY = 0.3

/** A training row as lists show it, with the caller's own save and progress. */
export interface TrainingListRow {
  id: number
  key: string
  title: string
  description: string
  provider: string
  provider_url: string
  url: string
  type: string
  level: string
  area: string | null
  price: string
  price_sentinela: string | null
  currency: string
  duration_hours: string | null
  language: string
  saved_at: Date | string | null
  status: 'in_progress' | 'completed' | null
  started_at: Date | string | null
  completed_at: Date | string | null
}

const FACET_COLUMNS: Record<TrainingFacet, SQL> = {
  provider: sql`t.provider`,
  level: sql`t.level`,
  type: sql`t.type`,
  language: sql`t.language`,
}

/**
 * The text with each word replaced by the most alike word of the training titles (migration 0017): "Certifed Ethical
 * Hackr" → "certified ethical hacker". Null when no word has a close one.
 */
const correctedWords = (text: string) => sql`select string_agg(c.best, ' ') as words
  from (select (select w.word from training_title_words w where similarity(w.word, q.word) >= ${TITLE_SIMILARITY}
      order by similarity(w.word, q.word) desc, w.word limit 1) as best
    from regexp_split_to_table(lower(${text}), '[^[:alnum:]]+') as q(word) where length(q.word) >= 3) c
  where c.best is not null`

/** One facet's counts as a JSON column of the summary row, most trainings first. */
const facetColumn = (facet: TrainingFacet, counts: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('value', f.value, 'count', f.count)
      order by f.count desc, f.value), '[]'::json) from (${counts}) f) as ${sql.identifier(`facet_${facet}`)}`

type SearchSummary = Record<string, unknown> & { ids: number[]; total: number }
const summaryOf = (result: unknown) => rowsOf<SearchSummary>(result)[0]!

/** The columns of TrainingListRow, for a caller (0 = nobody signed in, or not a talent). */
const listColumns = (userId: number) => sql`t.id, t.key, t.title, t.description, t.provider, t.provider_url, t.url,
  t.type, t.level, t.area, t.price, t.price_sentinela, t.currency, t.duration_hours, t.language,
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
   * One page, the total, and per requested facet the counts with every other filter applied.
   *
   * Two statements whatever the facets: the page's ids, the total and every facet in one (searchText, browse), then
   * the page's rows by id; a typo costs two more (the correction, the corrected search). Typed words are compared by
   * similarity() with the titles' few hundred words, not with every title (the `%` operator's index scan never
   * returned on the embedded database for some texts). Decision 010.
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

    const offset = (search.page - 1) * search.limit
    const facetNames = [...new Set(search.groupBy ?? [])]
    const summary = search.text
      ? await this.searchText(search.text, whereOf, facetNames, search.limit, offset)
      : await this.browse(whereOf, facetNames, search.limit, offset)
    const ids = summary.ids
    const page =
      ids.length === 0
        ? []
        : rowsOf<TrainingListRow>(await this.db.execute(sql`select ${listColumns(userId)} where t.id in ${ids}`))
    const position = new Map(ids.map((id, index) => [id, index]))
    return {
      rows: page.sort((a, b) => position.get(a.id)! - position.get(b.id)!),
      total: summary.total,
      facets: Object.fromEntries(
        facetNames.map((facet) => [facet, summary[`facet_${facet}`] as { value: string; count: number }[]]),
      ) as Partial<Record<TrainingFacet, { value: string; count: number }[]>>,
    }
  }

  /**
   * With a text: its words by full text (the GIN index); when they match no training at all, the words corrected to
   * the titles' closest ones, searched the same way. Without words to search (only symbols or stop words), titles by
   * trigram similarity.
   */
  private async searchText(
    text: string,
    whereOf: (except?: TrainingFacet) => SQL,
    facetNames: TrainingFacet[],
    limit: number,
    offset: number,
  ) {
    const query = toSearchQuery(text)
    const columns = sql`t.id, t.provider, t.level, t.type, t.language, t.title`
    if (!query) {
      return this.summarizeMatched(
        sql`select ${columns}, 0::real as rank, similarity(t.title, ${text}) as likeness
          from trainings t where similarity(t.title, ${text}) >= ${TITLE_SIMILARITY}`,
        whereOf,
        facetNames,
        limit,
        offset,
      )
    }
    const byWords = (tsquery: SQL, likeness: SQL) =>
      this.summarizeMatched(
        sql`select ${columns}, ts_rank_cd(t.search_vector, ${tsquery}) as rank, ${likeness} as likeness
          from trainings t where t.search_vector @@ ${tsquery}`,
        whereOf,
        facetNames,
        limit,
        offset,
      )
    const found = await byWords(query, sql`0::real`)
    if (found.total > 0) return found
    // The words match no training at all: try them corrected (a typo), ties broken by the title's likeness.
    const [corrected] = rowsOf<{ words: string | null }>(await this.db.execute(correctedWords(text)))
    if (!corrected?.words) return found
    return byWords(sql`plainto_tsquery('sentinela', ${corrected.words})`, sql`similarity(t.title, ${text})`)
  }

  /** From a matched set: the page's ids in rank order, the total and every facet, in one statement. */
  private summarizeMatched(
    matched: SQL,
    whereOf: (except?: TrainingFacet) => SQL,
    facetNames: TrainingFacet[],
    limit: number,
    offset: number,
  ) {
    return this.summarize({
      prefix: sql`with matched as materialized (${matched})`,
      page: sql`select t.id, t.title, t.rank, t.likeness from matched t`,
      order: sql`rank desc, likeness desc, title, id`,
      counted: sql`matched t`,
      count: sql`count(*)`,
      whereOf,
      facetNames,
      limit,
      offset,
    })
  }

  /**
   * Without a text: the page in title order through the title index, and the total and facets summed from the counts
   * per filter combination (training_facet_counts, decision 010) rather than counted over the catalogue.
   */
  private browse(whereOf: (except?: TrainingFacet) => SQL, facetNames: TrainingFacet[], limit: number, offset: number) {
    return this.summarize({
      prefix: sql``,
      page: sql`select t.id, t.title from trainings t`,
      order: sql`title, id`,
      counted: sql`training_facet_counts t`,
      count: sql`sum(t.n)`,
      whereOf,
      facetNames,
      limit,
      offset,
    })
  }

  /**
   * One row: the page's ids (`page` filtered, in `order`), the total and every facet, each counted with `count` over
   * `counted` with every filter but its own.
   */
  private async summarize(parts: {
    prefix: SQL
    page: SQL
    order: SQL
    counted: SQL
    count: SQL
    whereOf: (except?: TrainingFacet) => SQL
    facetNames: TrainingFacet[]
    limit: number
    offset: number
  }) {
    const { prefix, page, order, counted, count, whereOf, facetNames, limit, offset } = parts
    const facets = facetNames.map((facet) =>
      facetColumn(
        facet,
        sql`select ${FACET_COLUMNS[facet]} as value, ${count}::int as count from ${counted} ${whereOf(facet)}
          group by 1`,
      ),
    )
    return summaryOf(
      await this.db.execute(sql`${prefix}
        select
          (select coalesce(json_agg(p.id order by ${order}), '[]'::json)
            from (${page} ${whereOf()} order by ${order} limit ${limit} offset ${offset}) p) as ids,
          (select coalesce(${count}, 0)::int from ${counted} ${whereOf()}) as total
          ${facets.length > 0 ? sql`, ${sql.join(facets, sql`, `)}` : sql``}`),
    )
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
