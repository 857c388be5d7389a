import { foldText } from '@sentinela/shared/search/fold'
import { STOP_WORDS } from '@sentinela/shared/search/stop-words'
import type { AiLanguage, AiSearchFilters, AiSearchGroup, Seniority } from '@sentinela/shared/schemas/ai'
import { AI_LANGUAGES } from '@sentinela/shared/schemas/ai'
import {
  CLEARANCE_TERMS,
  FILLER_TERMS,
  GROUP_TERMS,
  LANGUAGE_WORDS,
  MODALITY_TERMS,
  NEGATIONS,
  NOT_NEEDED,
  ROLE_CONCEPTS,
  SENIORITY_TERMS,
  TRAINING_LANGUAGE_TERMS,
  type Modality,
  type Terms,
} from './lexicon'
import { CITIES, countryNames } from './places'

/*
 * The built-in query parser of the AI search (issue #18, docs/decisions/013-ai-search.md): one natural-language query
 * in English, Spanish or Portuguese read into the structured filters the searches take (AiSearchFilters), with what
 * the searches and the "why" of each hit need besides. Pure: everything it knows is in the QueryLexicon it is given.
 */

/** The most words kept for full-text search (AiSearchFiltersSchema). */
const MAX_WORDS = 12
const MAX_ROLES = 5
/** Stop words a term's words may have between them in a query ("respuesta a los incidentes"). */
const MAX_SKIPPED = 2

/**
 * The form a word is compared by: folded, without a plural ending and without the Spanish and Portuguese gender
 * vowel, so "vacantes" meets "vacante", "remota" meets "remoto" and "remote", "certificações" meets "certificação".
 * Only endings are cut, and short words keep theirs: "trainer" and "training", "CISO" and "CISA" stay apart.
 */
export function formKey(folded: string): string {
  let word = folded
  if (word.length > 5 && word.endsWith('coes')) word = `${word.slice(0, -4)}cao`
  else if (word.length > 4 && word.endsWith('ies')) word = `${word.slice(0, -3)}y`
  else if (word.length > 4 && /(?:[nrldzjx]|ss|sh|ch)es$/.test(word)) word = word.slice(0, -2)
  else if (word.length > 3 && word.endsWith('s') && !/(?:ss|is|us)$/.test(word)) word = word.slice(0, -1)
  // Four letters or fewer are kept whole: "ciso" is not "cisa".
  if (word.length >= 5 && /[aoe]$/.test(word)) word = word.slice(0, -1)
  return word
}

/** A matched meaning of the query's words. */
type Effect =
  | { kind: 'concept'; concept: Concept }
  | { kind: 'modality'; value: Modality }
  | { kind: 'clearance' }
  | { kind: 'seniority'; value: Seniority }
  | { kind: 'trainingLanguage'; value: AiLanguage }
  | { kind: 'group'; value: AiSearchGroup }
  | { kind: 'country'; code: string }
  | { kind: 'city'; name: string; country: string | undefined }
  | { kind: 'filler' }

/** When two terms cover as many words, the first kind in this list wins ("Granada" the city over the country). */
const PRIORITY: Effect['kind'][] = [
  'city',
  'country',
  'concept',
  'clearance',
  'seniority',
  'modality',
  'trainingLanguage',
  'group',
  'filler',
]

/** A thing of the trade, with every term that names it in the three languages (for the training search). */
export interface Concept {
  key: string
  roles: readonly string[]
  terms: Terms
}

interface Phrase {
  keys: string[]
  /** Per word: matches only in capitals. */
  capitals: boolean[]
  languages: AiLanguage[]
  effect: Effect
}

interface Token {
  /** The word as typed, for showing it back ("caça", where the search reads "caca"). */
  typed: string
  folded: string
  key: string
  capitals: boolean
  stop: boolean
}

/** A work role by code with its names in the three languages. */
export interface RoleNames {
  code: string
  names: Record<AiLanguage, string>
}

/**
 * Everything the parser matches, compiled once: the lexicon's terms, the NICE role names in the three languages (one
 * concept per role), the countries and cities. Built from in-memory reference data only.
 */
export class QueryLexicon {
  private readonly byFirstKey = new Map<string, Phrase[]>()
  readonly concepts: Concept[] = []
  /** Concepts whose closest role is the code: what a model's role codes are searched by in the catalogue. */
  readonly conceptsOfRole = new Map<string, Concept[]>()
  readonly roleCodes: ReadonlySet<string>
  readonly titleWords = new Map<string, Seniority>()

  constructor(roles: readonly RoleNames[]) {
    this.roleCodes = new Set(roles.map((role) => role.code))
    for (const { key, roles: codes, terms } of ROLE_CONCEPTS) {
      this.addConcept(
        key,
        codes.filter((code) => this.roleCodes.has(code)),
        terms,
      )
    }
    for (const role of roles) {
      const terms: Terms = Object.fromEntries(
        AI_LANGUAGES.map((language) => [language, namesOf(role.names[language])]),
      ) as Terms
      // "Communications Security (COMSEC) Management": the acronym alone names it too.
      const acronyms = AI_LANGUAGES.flatMap((language) =>
        [...role.names[language].matchAll(/\(([^)]+)\)/g)].map((match) => match[1]!),
      )
      this.addConcept(`role:${role.code}`, [role.code], { ...terms, any: [...new Set(acronyms)] })
    }
    for (const { value, terms } of MODALITY_TERMS) this.addTerms(terms, { kind: 'modality', value })
    this.addTerms(CLEARANCE_TERMS, { kind: 'clearance' })
    for (const { value, terms, titleWords } of SENIORITY_TERMS) {
      this.addTerms(terms, { kind: 'seniority', value })
      for (const word of titleWords) this.titleWords.set(formKey(foldText(word)), value)
    }
    for (const { value, terms } of TRAINING_LANGUAGE_TERMS) this.addTerms(terms, { kind: 'trainingLanguage', value })
    for (const { value, terms } of GROUP_TERMS) this.addTerms(terms, { kind: 'group', value })
    this.addTerms(FILLER_TERMS, { kind: 'filler' })
    this.addTerms({ es: ['para'], pt: ['para'] }, { kind: 'filler' })
    for (const { code, names } of countryNames()) {
      for (const name of names) this.addPhrase(name, [], { kind: 'country', code })
    }
    for (const city of CITIES) {
      for (const name of [city.name, ...(city.aliases ?? [])]) {
        this.addPhrase(name, [], { kind: 'city', name: city.name, country: city.country })
      }
    }
  }

  /** The phrases whose first word has this key. */
  candidates(key: string): readonly Phrase[] {
    return this.byFirstKey.get(key) ?? []
  }

  /** The concepts a set of role codes is searched by (a model's answer names roles, not words). */
  conceptsFor(roleCodes: readonly string[]): Concept[] {
    const seen = new Set<string>()
    return roleCodes
      .flatMap((code) => this.conceptsOfRole.get(code) ?? [])
      .filter((concept) => !seen.has(concept.key) && seen.add(concept.key))
  }

  private addConcept(key: string, roles: readonly string[], terms: Terms) {
    if (roles.length === 0) return
    const concept: Concept = { key, roles, terms }
    this.concepts.push(concept)
    const list = this.conceptsOfRole.get(roles[0]!) ?? []
    list.push(concept)
    this.conceptsOfRole.set(roles[0]!, list)
    this.addTerms(terms, { kind: 'concept', concept })
  }

  private addTerms(terms: Terms, effect: Effect) {
    for (const [language, list] of Object.entries(terms)) {
      for (const term of list ?? []) {
        this.addPhrase(term, language === 'any' ? [] : [language as AiLanguage], effect)
      }
    }
  }

  /** One term; the same words with the same meaning in another language only add that language. */
  private addPhrase(term: string, languages: AiLanguage[], effect: Effect) {
    const words = term
      .normalize('NFKC')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
    if (words.length === 0) return
    const keys = words.map((word) => formKey(foldText(word)))
    const capitals = words.map((word) => word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase())
    const list = this.byFirstKey.get(keys[0]!) ?? []
    const same = list.find(
      (phrase) =>
        phrase.effect === effect &&
        phrase.keys.join(' ') === keys.join(' ') &&
        phrase.capitals.join() === capitals.join(),
    )
    if (same) {
      for (const language of languages) if (!same.languages.includes(language)) same.languages.push(language)
      return
    }
    list.push({ keys, capitals, languages: [...languages], effect })
    this.byFirstKey.set(keys[0]!, list)
  }
}

/**
 * The terms naming a concept a search looks for, at most `max`: in turn one of those every language uses (acronyms),
 * one of the query's language, one of English's and one of the other language's, shortest first in each (a short
 * term finds what its longer forms do), so every language is looked for whatever the cap.
 */
export function termsOf(concept: Concept, language: AiLanguage, max: number): string[] {
  const order = [...new Set(['any', language, 'en', ...AI_LANGUAGES])] as (keyof Terms)[]
  const lists = order.map((key) => [...(concept.terms[key] ?? [])].sort((a, b) => a.length - b.length))
  const picked = new Set<string>()
  for (let index = 0; picked.size < max && lists.some((list) => index < list.length); index++) {
    for (const list of lists) {
      const term = list[index]
      if (term !== undefined && picked.size < max) picked.add(term)
    }
  }
  return [...picked]
}

/** A role's name as people type it: without the bracketed acronym, and the acronym alone. */
function namesOf(name: string) {
  const bare = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return bare ? [bare] : []
}

/** What the parser read, beyond the filters: what the searches and each hit's "why" need. */
export interface ParsedQuery {
  /** The language the query is written in (the reader's when its words do not tell). */
  language: AiLanguage
  filters: AiSearchFilters
  /** The things of the trade the query names, the most specific first. */
  concepts: NamedConcept[]
  /** The query's words an item may show (folded): its words left for search and the words naming its concepts. */
  contentWords: string[]
  /** Seniority words job titles carry, as typed ("junior", "estágio"). */
  seniorityWords: string[]
  /** Each folded word as the query typed it, to show a hit's words as the person wrote them. */
  typedWords: Record<string, string>
}

export interface NamedConcept extends Concept {
  /** The words of the query that named it, folded. */
  phrase: string
}

interface Match {
  start: number
  end: number
  phrase: Phrase
}

/** The query's words with their folded form, comparison key, capitals and whether they are stop words. */
function tokenize(text: string): Token[] {
  return text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => {
      const folded = foldText(word)
      return {
        typed: word,
        folded,
        key: formKey(folded),
        capitals: word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase(),
        stop: STOP_WORDS.has(folded),
      }
    })
}

/** Where a phrase ends when it starts at `start`, or -1. Stop words between its words may be skipped. */
function matchAt(tokens: Token[], phrase: Phrase, start: number): number {
  let position = start
  for (let index = 0; index < phrase.keys.length; index++) {
    const matches = (token: Token | undefined) =>
      token !== undefined && token.key === phrase.keys[index] && (!phrase.capitals[index] || token.capitals)
    if (index > 0) {
      let skipped = 0
      while (!matches(tokens[position]) && tokens[position]?.stop && skipped < MAX_SKIPPED) {
        position++
        skipped++
      }
    }
    if (!matches(tokens[position])) return -1
    position++
  }
  return position
}

/** Leftmost-longest: at each word, the term covering most words; equal ones by PRIORITY. */
function findMatches(tokens: Token[], lexicon: QueryLexicon): Match[] {
  const matches: Match[] = []
  let position = 0
  while (position < tokens.length) {
    let best: Match | undefined
    for (const phrase of lexicon.candidates(tokens[position]!.key)) {
      const end = matchAt(tokens, phrase, position)
      if (end < 0) continue
      const better =
        !best ||
        phrase.keys.length > best.phrase.keys.length ||
        (phrase.keys.length === best.phrase.keys.length &&
          PRIORITY.indexOf(phrase.effect.kind) < PRIORITY.indexOf(best.phrase.effect.kind))
      if (better) best = { start: position, end, phrase }
    }
    if (best) {
      matches.push(best)
      position = best.end
    } else position++
  }
  return matches
}

/** Without the clearance, or with it: "sin clearance", "no clearance", "clearance not required" say without. */
function clearanceOf(tokens: Token[], match: Match, used: Set<number>): boolean {
  for (const index of [match.start - 1, match.start - 2]) {
    if (index >= 0 && NEGATIONS.has(tokens[index]!.folded) && !used.has(index)) {
      used.add(index)
      return false
    }
  }
  const after = tokens[match.end]
  const next = tokens[match.end + 1]
  if (after && (NOT_NEEDED.has(after.folded) || (NEGATIONS.has(after.folded) && next && NOT_NEEDED.has(next.folded)))) {
    used.add(match.end)
    if (!NOT_NEEDED.has(after.folded)) used.add(match.end + 1)
    return false
  }
  return true
}

/**
 * The query's language by its words: the small words and everyday nouns of each language, the vocabulary's terms and
 * letters only one language has. English terms count less: Spanish and Portuguese speakers type "pentester" and
 * "clearance" too.
 */
function languageOf(text: string, tokens: Token[], matches: Match[], reader: AiLanguage): AiLanguage {
  const votes: Record<AiLanguage, number> = { en: 0, es: 0, pt: 0 }
  for (const { phrase } of matches) {
    const { languages } = phrase
    if (languages.length === 1) votes[languages[0]!] += languages[0] === 'en' ? 1 : 2
    else if (languages.length === 2) for (const language of languages) votes[language] += 1
  }
  for (const token of tokens) {
    for (const language of AI_LANGUAGES) if (LANGUAGE_WORDS[language].includes(token.folded)) votes[language] += 2
    if (/cion(es)?$/.test(token.folded)) votes.es += 1
    if (/(cao|coes)$/.test(token.folded)) votes.pt += 1
  }
  if (/[ñ¿¡]/i.test(text)) votes.es += 2
  if (/[çãõ]/i.test(text)) votes.pt += 2
  const top = Math.max(...Object.values(votes))
  if (top === 0) return reader
  const tied = AI_LANGUAGES.filter((language) => votes[language] === top)
  return tied.includes(reader) ? reader : (['es', 'pt', 'en'] as const).find((language) => tied.includes(language))!
}

/**
 * Reads a query. Terms are matched leftmost-longest over the folded words (query-parser.ts `findMatches`); what they
 * mean becomes a filter; the words no term took, less stop words and filler, are left for full-text search.
 * Roles come from the most specific concepts first (more words named it), each concept's closest role before the
 * others'.
 */
export function parseQuery(text: string, reader: AiLanguage, lexicon: QueryLexicon): ParsedQuery {
  const tokens = tokenize(text)
  const matches = findMatches(tokens, lexicon)
  const used = new Set<number>()
  for (const match of matches) for (let index = match.start; index < match.end; index++) used.add(index)

  const concepts: (NamedConcept & { size: number; start: number })[] = []
  const modality: Modality[] = []
  const groups: AiSearchGroup[] = []
  const seniorityWords: string[] = []
  const contentWords: string[] = []
  let country: string | undefined
  let cityCountry: string | undefined
  let city: string | undefined
  let clearanceRequired: boolean | undefined
  let seniority: Seniority | undefined
  let trainingLanguage: AiLanguage | undefined

  for (const match of matches) {
    const { effect } = match.phrase
    const words = tokens.slice(match.start, match.end).filter((token) => !token.stop)
    switch (effect.kind) {
      case 'concept': {
        contentWords.push(...words.map((token) => token.folded))
        const phrase = words.map((token) => token.folded).join(' ')
        if (!concepts.some((concept) => concept.key === effect.concept.key)) {
          concepts.push({ ...effect.concept, phrase, size: match.phrase.keys.length, start: match.start })
        }
        break
      }
      case 'modality':
        if (!modality.includes(effect.value)) modality.push(effect.value)
        break
      case 'clearance':
        clearanceRequired ??= clearanceOf(tokens, match, used)
        break
      case 'seniority': {
        seniority ??= effect.value
        const word = tokens[match.start]!
        if (match.end - match.start === 1 && lexicon.titleWords.get(word.key) === effect.value) {
          seniorityWords.push(word.folded)
        }
        break
      }
      case 'trainingLanguage':
        trainingLanguage ??= effect.value
        break
      case 'group':
        if (!groups.includes(effect.value)) groups.push(effect.value)
        break
      case 'country':
        country ??= effect.code
        break
      case 'city':
        city ??= effect.name
        cityCountry ??= effect.country
        break
      case 'filler':
        break
    }
  }

  const left = tokens.filter((token, index) => !used.has(index) && !token.stop && token.folded.length > 1)
  const words = [...new Set(left.map((token) => token.folded.slice(0, 60)))].slice(0, MAX_WORDS)
  contentWords.push(...words)

  concepts.sort((a, b) => b.size - a.size || a.start - b.start)
  const workRoleCodes: string[] = []
  const depth = Math.max(0, ...concepts.map((concept) => concept.roles.length))
  for (let rank = 0; rank < depth; rank++) {
    for (const concept of concepts) {
      const code = concept.roles[rank]
      if (code && !workRoleCodes.includes(code)) workRoleCodes.push(code)
    }
  }

  return {
    language: languageOf(text, tokens, matches, reader),
    filters: {
      words,
      workRoleCodes: workRoleCodes.slice(0, MAX_ROLES),
      modality,
      // A city names its country unless the query names another.
      ...(country || cityCountry ? { country: country ?? cityCountry } : {}),
      ...(city ? { city } : {}),
      ...(clearanceRequired === undefined ? {} : { clearanceRequired }),
      ...(seniority ? { seniority } : {}),
      ...(trainingLanguage ? { trainingLanguage } : {}),
      groups,
    },
    concepts: concepts.map(({ size: _size, start: _start, ...concept }) => concept),
    contentWords: [...new Set(contentWords)],
    seniorityWords: [...new Set(seniorityWords)],
    typedWords: typedWordsOf(tokens),
  }
}

/** The folded form of each word to the first way the query typed it, in lower case unless it was all capitals. */
function typedWordsOf(tokens: readonly Token[]): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const token of tokens) {
    typed[token.folded.slice(0, 60)] ??= token.capitals ? token.typed : token.typed.toLocaleLowerCase()
  }
  return typed
}
