import { foldedWords } from '@sentinela/shared/search/fold'
import { AI_SEARCH_GROUP_LIMIT } from '@sentinela/shared/schemas/ai'
import { GENERIC_WORDS } from './lexicon'

// How a group searches: steps from the strictest to the broadest, read in order until the group has enough hits.

/** Hits each search step reads, so a group's five are the best of more than five. */
export const CANDIDATES = 12

/**
 * Runs search steps in order until AI_SEARCH_GROUP_LIMIT different hits are found, each hit once, in the order found.
 * The total is that of the first step that found anything: the matches of the strictest search with any, which is
 * what the group's "see all" opens; the hits after those are the closest others, each saying which filters it misses.
 */
export async function collect<Step, Item>(
  steps: readonly Step[],
  /** `count`: whether the step's total is still wanted (no hit yet); later steps skip counting their matches. */
  run: (step: Step, count: boolean) => Promise<{ items: Item[]; total: number }>,
  idOf: (item: Item) => number,
) {
  const found = new Map<number, Item>()
  let total = 0
  for (const step of steps) {
    const counting = found.size === 0
    const page = await run(step, counting)
    if (counting) total = page.total
    for (const item of page.items) if (!found.has(idOf(item))) found.set(idOf(item), item)
    if (found.size >= AI_SEARCH_GROUP_LIMIT) break
  }
  return { found: [...found.values()], total }
}

/**
 * Words as a search text (the searches take 2 to 100 characters), or nothing. Words nearly every document says
 * ("seguridad") are left out unless nothing else is left: they narrow nothing, and a word in most documents is the
 * costliest to intersect.
 */
export function textOf(words: readonly string[]): { text?: string } {
  const all = words.flatMap((word) => word.split(' '))
  const telling = all.filter((word) => !GENERIC_WORDS.has(foldedWords(word).join(' ')))
  const text = (telling.length > 0 ? telling : all).join(' ').slice(0, 100).trim()
  return text.length >= 2 ? { text } : {}
}

/** The object without its undefined entries (the search schemas' optional fields are absent, not undefined). */
export function definedOnly<T extends Record<string, unknown>>(object: T) {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}

/** Each search step once. */
export function unique<T>(variants: T[]): T[] {
  const seen = new Set<string>()
  return variants.filter((variant) => {
    const key = JSON.stringify(variant)
    return !seen.has(key) && seen.add(key)
  })
}
