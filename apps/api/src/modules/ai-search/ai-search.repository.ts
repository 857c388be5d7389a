import { sql, type SQL } from 'drizzle-orm'
import { foldedWords } from '@sentinela/shared/search/fold'
import { searchStem } from '@sentinela/shared/search/query'
import { STOP_WORDS } from '@sentinela/shared/search/stop-words'
import { SEARCH_ABBREVIATIONS } from '@sentinela/shared/search/synonyms'
import { SEARCH_COUNT_LIMIT } from '@sentinela/shared/schemas/common'
import type { Database } from '../../db/client'
import { rowsOf } from '../../lib/sql'
import type { TrainingListRow } from '../../db/schema/learning'

/** Alternatives one catalogue query holds at most: the terms of a few concepts and the typed words. */
const MAX_ALTERNATIVES = 24
/** Matches ranked per catalogue query (see `searchTrainings`). */
const RANK_WINDOW = 300

/** A catalogue row with its rank and the NICE statements the training teaches. */
export type TrainingRow = TrainingListRow & { rank: number; statements: string[] }

/**
 * One term as the operands of a full-text query over documents of the `sentinela` configuration (decision 005), all
 * required: a word by the start of its stem, a short form of the trade or a word under four letters as itself ("red"
 * is not every word starting "red"). Only letters and digits reach an operand. Empty when no word is left.
 */
function termOperands(term: string): string[] {
  return foldedWords(term)
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) => (SEARCH_ABBREVIATIONS.has(word) || word.length < 4 ? word : `${searchStem(word)}:*`))
}

/**
 * Any of the terms, each with all its words: `(cloud:*) | (nube:*) | (seguridad:* & nube:*)…`, less the terms another
 * one already covers ("cloud security" when "cloud" is there). Undefined when none is left.
 */
export function anyTermQuery(terms: readonly string[]): string | undefined {
  const groups = [...new Map(terms.map((term) => termOperands(term)).map((group) => [group.join(' & '), group]))]
    .map(([, group]) => group)
    .filter((group) => group.length > 0)
    .sort((a, b) => a.length - b.length)
  const kept: string[][] = []
  for (const group of groups) {
    if (!kept.some((shorter) => shorter.every((operand) => group.includes(operand)))) kept.push(group)
  }
  return kept.length === 0
    ? undefined
    : kept
        .slice(0, MAX_ALTERNATIVES)
        .map((group) => `(${group.join(' & ')})`)
        .join(' | ')
}

export interface TrainingCandidates {
  /** Terms, any of which a training's title, provider or description must say; none browses the catalogue. */
  terms: readonly string[]
  language?: string | undefined
  levels?: readonly string[] | undefined
  limit: number
  /** The caller, for their saves and progress (0: nobody). */
  userId: number
}

/** What the AI search reads beyond the other modules' searches: the training catalogue by any of several terms. */
export class AiSearchRepository {
  constructor(private readonly db: Database) {}

  /**
   * Trainings saying any of the terms (the GIN index on the weighted title/provider/description vector, as the
   * catalogue search), in the language and levels asked, best ranked first, with the caller's save and progress, the
   * NICE statements each teaches and the number of matches (counted up to SEARCH_COUNT_LIMIT, as the other searches).
   * The catalogue search requires every word; a query's concept has many names in three languages, any of which will
   * do. Ranking reads every matched vector, so it runs over the first RANK_WINDOW matches only (the index's order,
   * which is the catalogue's loading order): a term most of a very large catalogue says costs no more than a few
   * hundred matches (decision 013). The page is cut before the full rows are read: a limit's rows joined, not the
   * window's.
   */
  async searchTrainings(input: TrainingCandidates): Promise<{ rows: TrainingRow[]; total: number }> {
    const query = anyTermQuery(input.terms)
    const conditions: SQL[] = []
    if (query) conditions.push(sql`t.search_vector @@ to_tsquery('sentinela', ${query})`)
    if (input.language) conditions.push(sql`t.language = ${input.language}`)
    if (input.levels?.length) conditions.push(sql`t.level in ${input.levels}`)
    if (conditions.length === 0) return { rows: [], total: 0 }
    const rank = query ? sql`ts_rank(m.search_vector, to_tsquery('sentinela', ${query}))` : sql`0::real`
    const rows = rowsOf<TrainingRow & { total: number }>(
      await this.db.execute(sql`with matched as materialized (
          select t.id, t.title, t.search_vector from trainings t where ${sql.join(conditions, sql` and `)}
          limit ${SEARCH_COUNT_LIMIT + 1}),
        ranked as (select m.id, m.title, ${rank} as rank from (select * from matched limit ${RANK_WINDOW}) m
          order by rank desc, m.title, m.id limit ${input.limit})
        select t.id, t.key, t.title, t.description, t.provider, t.provider_url, t.url, t.type, t.level, t.area,
          t.price::text as price, t.price_sentinela::text as price_sentinela, t.currency,
          t.duration_hours::text as duration_hours, t.language, s.saved_at, p.status, p.started_at, p.completed_at,
          r.rank, (select count(*) from matched)::int as total,
          (select coalesce(array_agg(ts.statement_code), '{}') from training_statements ts where ts.training_id = t.id)
            as statements
        from ranked r join trainings t on t.id = r.id
        left join saved_trainings s on s.training_id = t.id and s.user_id = ${input.userId}
        left join training_progress p on p.training_id = t.id and p.user_id = ${input.userId}
        order by r.rank desc, r.title, r.id`),
    )
    return { rows, total: Math.min(rows[0]?.total ?? 0, SEARCH_COUNT_LIMIT) }
  }
}
