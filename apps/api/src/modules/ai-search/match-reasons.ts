import { foldedWords, foldText } from '@sentinela/shared/search/fold'
import { searchStem } from '@sentinela/shared/search/query'
import { SEARCH_ABBREVIATIONS, searchExpansionsOf } from '@sentinela/shared/search/synonyms'
import type { AiMatchReason, AiSearchFilters } from '@sentinela/shared/schemas/ai'
import { GENERIC_WORDS } from './lexicon'

/*
 * Why a hit matched (issue #18): the query's words found in it, the work roles it shares with the understood ones and
 * the understood filters it satisfies; and a score from the same facts, which orders a group's hits.
 */

/** Item texts whose words were read lately: the same jobs and trainings come back query after query. */
const REMEMBERED_TEXTS = 5_000
const remembered = new Map<string, string[]>()

/**
 * A text's words as a search reads them: its own, folded, and those of the trade synonyms it says (decision 005),
 * remembered for the next queries (the synonyms cost more to find than the rest of a hit's reasons).
 */
export class ItemWords {
  private readonly words: string[]

  constructor(texts: readonly (string | null | undefined)[]) {
    const present = texts.filter((text): text is string => Boolean(text))
    const key = present.join('\u0000')
    let words = remembered.get(key)
    if (!words) {
      words = [...new Set([...present.flatMap(foldedWords), ...foldedWords(searchExpansionsOf(present))])]
      if (remembered.size >= REMEMBERED_TEXTS) remembered.delete(remembered.keys().next().value!)
      remembered.set(key, words)
    }
    this.words = words
  }

  /**
   * Whether the item says a query word: a word starting with its stem ("incidentes" finds "incident"), the trade's
   * short forms and words under three letters only as themselves.
   */
  has(word: string): boolean {
    if (SEARCH_ABBREVIATIONS.has(word) || word.length < 3) return this.words.includes(word)
    const stem = searchStem(word)
    return this.words.some((candidate) => candidate.startsWith(stem))
  }

  /** Whether the item says every word of a phrase. */
  hasAll(words: readonly string[]): boolean {
    return words.length > 0 && words.every((word) => this.has(word))
  }
}

/** Points a hit earns; a group lists its hits by these, then in the order the search gave them. */
export const POINTS = {
  primaryRole: 6,
  otherRole: 3,
  titleWord: 3,
  otherWord: 1,
  /** An understood filter the hit satisfies: what the person asked for outright weighs more than a word. */
  filter: 8,
  /** A training in the query's language, when the query asks for no language. */
  ownLanguage: 2,
  /** All the words of a term the query named in the hit's title ("threat hunting" in "…Threat Hunting…"). */
  phrase: 2,
  /** A job title saying another seniority than the one asked ("Senior…" for "junior"). */
  otherSeniority: -3,
} as const

export interface Reasons {
  why: AiMatchReason
  score: number
}

/**
 * The reasons of one hit. `title` holds its name (job title, training title, path name, current job title); `body`
 * the rest of what it shows; `roles` its work role codes; `filters` the understood filters it satisfies.
 */
export function reasonsFor(
  item: {
    title: ItemWords
    body: ItemWords
    roles: readonly string[]
    filters: { field: string; value: string }[]
    bonus?: number
  },
  query: {
    contentWords: readonly string[]
    /** The words of each term the query named, as typed. */
    phrases: readonly (readonly string[])[]
    /** How the query typed each folded word: `why` shows the words that way. */
    typedWords?: Readonly<Record<string, string>>
    roles: readonly string[]
    /** Points for sharing the closest role and each other one (trainings share roles through statements: fewer). */
    rolePoints?: readonly [number, number]
  },
  roleNames: ReadonlyMap<string, string>,
): Reasons {
  let score = item.bonus ?? 0
  const words: string[] = []
  for (const word of query.contentWords) {
    const shown = query.typedWords?.[word] ?? word
    if (item.title.has(word)) {
      words.push(shown)
      // "Security" in a title says little: nearly every title of the trade has it.
      score += GENERIC_WORDS.has(word) ? POINTS.otherWord : POINTS.titleWord
    } else if (item.body.has(word)) {
      words.push(shown)
      score += POINTS.otherWord
    }
  }
  for (const phrase of query.phrases) if (phrase.length > 1 && item.title.hasAll(phrase)) score += POINTS.phrase
  const [primary, other] = query.rolePoints ?? [POINTS.primaryRole, POINTS.otherRole]
  const shared = query.roles.filter((code) => item.roles.includes(code))
  for (const code of shared) score += code === query.roles[0] ? primary : other
  score += item.filters.length * POINTS.filter
  return {
    why: {
      words,
      workRoles: shared.map((code) => ({ code, name: roleNames.get(code) ?? code })),
      filters: item.filters,
    },
    score,
  }
}

/** The place filters an item's country and city satisfy (the city as the job search compares it: by its start). */
export function placeFilters(
  filters: Pick<AiSearchFilters, 'country' | 'city'>,
  place: { country: string | null; city: string | null },
) {
  const satisfied: { field: string; value: string }[] = []
  if (filters.country && place.country === filters.country) satisfied.push({ field: 'country', value: filters.country })
  if (filters.city && place.city && foldText(place.city).startsWith(foldText(filters.city))) {
    satisfied.push({ field: 'city', value: filters.city })
  }
  return satisfied
}

/** The best hits first, each once; ties keep the order the searches found them in. */
export function topHits<T>(hits: { item: T; reasons: Reasons; key: string }[], limit: number) {
  const seen = new Set<string>()
  return hits
    .filter((hit) => !seen.has(hit.key) && seen.add(hit.key))
    .map((hit, order) => ({ ...hit, order }))
    .sort((a, b) => b.reasons.score - a.reasons.score || a.order - b.order)
    .slice(0, limit)
    .map(({ item, reasons }) => ({ item, why: reasons.why }))
}
