import { sql, type SQL } from 'drizzle-orm'
import { SEARCH_COUNT_LIMIT } from '@sentinela/shared/schemas/common'
import type { Executor } from '../db/client'

/** Rows of a raw `db.execute` result; both drivers answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/**
 * Turns what a person typed into a prefix full-text query: each word must match the start of a word
 * ("encrypt algo" → `encrypt:* & algo:*`). Anything but letters and digits is dropped, so the input can never
 * form tsquery syntax. Returns undefined when no word is left.
 */
export function toPrefixTsQuery(text: string): string | undefined {
  const words = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
  return words.length === 0 ? undefined : words.map((word) => `${word}:*`).join(' & ')
}

/** `%`, `_` and `\\` typed by a person are literal characters in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/**
 * How many rows `matches` (a select) has, counted only up to one past SEARCH_COUNT_LIMIT: a common word stops
 * there instead of visiting every row it is in (decision 004). Past the limit the total is the limit, capped.
 */
export async function cappedCount(executor: Executor, matches: SQL) {
  const result = await executor.execute(
    sql`select count(*)::int as total from (${matches} limit ${SEARCH_COUNT_LIMIT + 1}) matches`,
  )
  return cappedTotal(rowsOf<{ total: number }>(result)[0]?.total ?? 0)
}

/** A count taken up to one past SEARCH_COUNT_LIMIT, as the API tells it: the limit, capped, once past it. */
export function cappedTotal(counted: number) {
  return { total: Math.min(counted, SEARCH_COUNT_LIMIT), totalIsCapped: counted > SEARCH_COUNT_LIMIT }
}

type CappedTotal = ReturnType<typeof cappedTotal>

/**
 * A page ranked within a window of SEARCH_COUNT_LIMIT + 1 matches whose rows carry the window's size in
 * `windowCount` (decision 004): the rows without it, and the capped total it tells. A page past the last has no row
 * to carry the count: only then is `countMatches` asked on its own. Without `withCount` the total is 0.
 */
export async function windowPage<Row>(
  ranked: (Row & { windowCount: number })[],
  { offset, withCount, countMatches }: { offset: number; withCount: boolean; countMatches: () => Promise<CappedTotal> },
): Promise<{ rows: Row[] } & CappedTotal> {
  const rows = ranked.map(({ windowCount: _, ...row }) => row as Row)
  if (!withCount) return { rows, total: 0, totalIsCapped: false }
  const first = ranked[0]
  const counted = first !== undefined || offset === 0 ? cappedTotal(first?.windowCount ?? 0) : await countMatches()
  return { rows, ...counted }
}
