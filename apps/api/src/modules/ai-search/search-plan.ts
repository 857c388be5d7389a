import { foldedWords } from '@sentinela/shared/search/fold'
import type { AiMatchReason, AiSearchFilters, AiLanguage } from '@sentinela/shared/schemas/ai'
import type { Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { Concept, ParsedQuery, QueryLexicon } from './query-parser'

export type Viewer = SessionUser | null
/** A group's hits, each told why it matched, and the matches of its strictest search with any. */
export type Hits<T> = { items: { item: T; why: AiMatchReason }[]; total: number }

/** What the searches of one query work from: the understood filters and what they need besides. */
export interface Plan {
  filters: AiSearchFilters
  /** The query's language (a training in it ranks a little higher when no language was asked). */
  language: AiLanguage
  /** The concepts whose names, in three languages, find trainings. */
  concepts: readonly Concept[]
  /** What names the understood roles in words, for a talent search whose plan has no role filter. */
  roleWords: readonly string[]
  /** The words of each term the query named (a hit's title saying all of one ranks higher). */
  phrases: readonly (readonly string[])[]
  contentWords: readonly string[]
  seniorityWords: readonly string[]
  /** How the query typed each folded word (see ParsedQuery). */
  typedWords: Readonly<Record<string, string>>
}

/** What each group search of one query reads. */
export interface Context {
  viewer: Viewer
  plan: Plan
  t: Translate
  roleNames: ReadonlyMap<string, string>
  lexicon: QueryLexicon
}

/**
 * What the searches work from: the parser's concepts and words, or, when the model understood the query, the roles it
 * named with the words the parser found.
 */
export function planOf(
  parsed: ParsedQuery,
  filters: AiSearchFilters,
  fromModel: boolean,
  lexicon: QueryLexicon,
  roleNames: ReadonlyMap<string, string>,
): Plan {
  if (!fromModel) {
    return {
      filters,
      language: parsed.language,
      concepts: parsed.concepts,
      roleWords: parsed.concepts.map((concept) => concept.phrase),
      phrases: parsed.concepts.map((concept) => concept.phrase.split(' ')),
      contentWords: parsed.contentWords,
      seniorityWords: parsed.seniorityWords,
      typedWords: parsed.typedWords,
    }
  }
  // The model names roles, not words: the roles' concepts find trainings, their names find talents.
  return {
    filters,
    language: parsed.language,
    concepts: lexicon.conceptsFor(filters.workRoleCodes),
    roleWords: filters.workRoleCodes.slice(0, 1).map((code) => roleNames.get(code) ?? code),
    phrases: [],
    contentWords: [...new Set([...parsed.contentWords, ...filters.words.flatMap(foldedWords)])],
    seniorityWords: filters.seniority === parsed.filters.seniority ? parsed.seniorityWords : [],
    typedWords: parsed.typedWords,
  }
}

/** What a hit's reasons compare it with. */
export function queryOf(plan: Plan) {
  return {
    contentWords: plan.contentWords,
    phrases: plan.phrases,
    roles: plan.filters.workRoleCodes,
    typedWords: plan.typedWords,
  }
}

/** The clearance filter, when the query asks for one and the hit has what it asks. */
export function clearanceFilter(filters: AiSearchFilters, held: boolean) {
  return filters.clearanceRequired !== undefined && held === filters.clearanceRequired
    ? [{ field: 'clearanceRequired', value: String(filters.clearanceRequired) }]
    : []
}
