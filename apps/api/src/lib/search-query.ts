import { sql, type SQL } from 'drizzle-orm'
import { searchQueryOperands } from '@sentinela/shared/search/query'
import type { Executor } from '../db/client'
import { rowsOf } from './sql'

/**
 * What a person typed as a full-text query over job and talent documents (decision 005): every word required, in any
 * case, with or without accents, by its stem's start (searchQueryOperands). One `to_tsquery` of a constant, which
 * PostgreSQL folds before planning, so the GIN index is used as for a literal. Undefined when no word is left.
 */
export function toSearchQuery(text: string): SQL | undefined {
  const operands = searchQueryOperands(text)
  return operands.length === 0 ? undefined : sql`to_tsquery('sentinela', ${operands.join(' & ')})`
}

/** How many words a searched stem is spelled out as, at most; a stem starting more words is matched as a prefix. */
export const MAX_STEM_WORDS = 64

/** A lexeme as a tsquery operand taken literally (no parser, no dictionary): quoted, quotes and backslashes escaped. */
function literalOperand(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`
}

export type IndexedSearchQuery =
  /** What the index matches (`match`) and what relevance ranks by (`rank`, toSearchQuery's prefix query). */
  | { match: SQL; rank: SQL }
  /** A searched word starts no word of any job: nothing can match. */
  | 'nothing'
  | undefined

/**
 * toSearchQuery for the job search, the same matches read faster (decision 004): each stem is spelled out as the
 * words of jobs that start with it (`segur:*` becomes `'seguridad' | 'seguro' | …`, from `search_lexemes`, which
 * triggers keep complete), so the GIN index reads those words' entries and intersects them with the filters'; a
 * prefix operand makes it gather every matching posting list into a bitmap first (71 ms against 3.8 ms for
 * "seguridad" at 100,000 jobs). A stem that starts more than MAX_STEM_WORDS words, or that the text configuration
 * does not keep as one word, stays a prefix. One round trip for every word of the query.
 */
export async function toIndexedSearchQuery(
  executor: Executor,
  text: string,
  cache?: StemWordsCache,
): Promise<IndexedSearchQuery> {
  const operands = searchQueryOperands(text)
  if (operands.length === 0) return undefined
  const rank = sql`to_tsquery('sentinela', ${operands.join(' & ')})`
  const stems = operands.filter((operand) => operand.endsWith(':*')).map((operand) => operand.slice(0, -2))
  if (stems.length === 0) return { match: rank, rank }

  const readings = new Map<string, StemReading>()
  for (const stem of stems) {
    const known = cache?.read(stem)
    if (known) readings.set(stem, known)
  }
  const missing = stems.filter((stem) => !readings.has(stem))
  if (missing.length > 0) {
    const readAt = cache?.version ?? 0
    // Each stem as the configuration keeps it (lower case, no accents), then the vocabulary's words starting with it,
    // read in index order up to one past the bound.
    const rows = rowsOf<{ stem: string; lexemes: string[]; words: string[] }>(
      await executor.execute(sql`select o.stem, n.lexemes, array(select l.lexeme from search_lexemes l
          where cardinality(n.lexemes) = 1 and l.lexeme >= n.lexemes[1] and l.lexeme < n.lexemes[1] || chr(1114111)
          order by l.lexeme limit ${MAX_STEM_WORDS + 1}) as words
        from unnest(${`{${missing.map((stem) => `"${stem}"`).join(',')}}`}::text[]) as o(stem)
        cross join lateral (select tsvector_to_array(to_tsvector('sentinela', o.stem)) as lexemes) n`),
    )
    for (const row of rows) {
      const reading: StemReading =
        row.lexemes.length !== 1 || row.words.length > MAX_STEM_WORDS ? 'prefix' : { words: row.words }
      readings.set(row.stem, reading)
      cache?.remember(row.stem, reading, readAt)
    }
  }
  const spelledOut = new Map<string, string[]>()
  for (const stem of stems) {
    const reading = readings.get(stem)
    if (reading === undefined || reading === 'prefix') continue
    if (reading.words.length === 0) return 'nothing'
    spelledOut.set(stem, reading.words)
  }
  const kept = operands.filter((operand) => !(operand.endsWith(':*') && spelledOut.has(operand.slice(0, -2))))
  const spelled = [...spelledOut.values()].map((words) => `(${words.map(literalOperand).join(' | ')})`).join(' & ')
  const parts: SQL[] = []
  if (kept.length > 0) parts.push(sql`to_tsquery('sentinela', ${kept.join(' & ')})`)
  if (spelled) parts.push(sql`${spelled}::tsquery`)
  return { match: sql`(${sql.join(parts, sql` && `)})`, rank }
}

/** What a stem reads as: the words of jobs it starts (none: nothing can match), or a prefix kept as it is. */
export type StemReading = { words: string[] } | 'prefix'

/** Stems kept at most, the least recently read dropped first. */
const STEM_WORDS_MAX_ENTRIES = 10_000
/** A stem is read again at most this long after, even if no change was heard. */
const STEM_WORDS_MAX_AGE_MS = 60_000

/**
 * The stems toIndexedSearchQuery already spelled out, so that a word searched again costs no round trip (issue #13).
 * The jobs' vocabulary changes only when a job is written: the owner clears it on every job change heard through the
 * change feed (decision 008), on this instance and the others, and a stem is read again after a minute whatever
 * happens. A reading that began before a clear is not kept.
 */
export class StemWordsCache {
  private readonly entries = new Map<string, { reading: StemReading; madeAt: number }>()
  private generation = 0

  constructor(private readonly now: () => number = Date.now) {}

  /** The state to hand back to `remember`: a clear meanwhile makes the reading too old to keep. */
  get version() {
    return this.generation
  }

  read(stem: string): StemReading | undefined {
    const entry = this.entries.get(stem)
    if (!entry) return undefined
    this.entries.delete(stem)
    if (this.now() - entry.madeAt > STEM_WORDS_MAX_AGE_MS) return undefined
    this.entries.set(stem, entry)
    return entry.reading
  }

  remember(stem: string, reading: StemReading, readAt: number) {
    if (readAt !== this.generation) return
    if (this.entries.size >= STEM_WORDS_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(stem, { reading, madeAt: this.now() })
  }

  clear() {
    this.generation += 1
    this.entries.clear()
  }
}
