import { AI_SEARCH_GROUP_LIMIT } from '@sentinela/shared/schemas/ai'
import type { TrainingSummary } from '@sentinela/shared/schemas/learning'
import { talentIdOf } from '../../plugins/access'
import { trainingSummaryOf, type LearningService } from '../learning/learning.service'
import type { AiSearchRepository } from './ai-search.repository'
import { TRAINING_LEVELS_OF } from './lexicon'
import { ItemWords, POINTS, reasonsFor, topHits } from './match-reasons'
import { termsOf } from './query-parser'
import { queryOf, type Context, type Hits } from './search-plan'
import { CANDIDATES, collect, definedOnly, unique } from './search-steps'

// Trainings: the public catalogue, by any name of the query's concepts in three languages, and its own search

/** Names of one concept a catalogue query looks for (see `termsOf`). */
const TERMS_PER_CONCEPT = 12
/** Of a training's NICE statements, how many one role must hold for the training to count as teaching it. */
const STATEMENTS_PER_ROLE = 2
/** And how much they must say about the role (see `teaches`). */
const TEACHING_WEIGHT = 0.5
/** Points for a training teaching the closest role and each other one: statements tell less than a job's roles. */
const TRAINING_ROLE_POINTS = [2, 1] as const

/** Which roles hold each NICE statement: what tells whether a training teaches a role (see `teaches`). */
export interface StatementIndex {
  rolesHolding: ReadonlyMap<string, number>
  ofRole: ReadonlyMap<string, ReadonlySet<string>>
}

/** Each role's NICE statements as a set, and how many roles hold each statement. */
export function indexStatements(roles: ReadonlyMap<string, readonly string[]>): StatementIndex {
  const rolesHolding = new Map<string, number>()
  for (const statements of roles.values()) {
    for (const code of statements) rolesHolding.set(code, (rolesHolding.get(code) ?? 0) + 1)
  }
  return {
    rolesHolding,
    ofRole: new Map([...roles].map(([code, statements]) => [code, new Set(statements)])),
  }
}

/** Where trainings are found, and the statement index (built once, by the service). */
export interface TrainingSources {
  learning: LearningService
  repository: AiSearchRepository
  statementIndex: () => Promise<StatementIndex>
}

/**
 * The catalogue by the concepts' names and the typed words, in the language and levels asked; the levels, then the
 * language, are let go when too little is found. The catalogue's own search (which corrects typos) adds what the
 * typed words find.
 */
export async function searchTrainings(
  { learning, repository, statementIndex }: TrainingSources,
  { viewer, plan, roleNames }: Context,
): Promise<Hits<TrainingSummary>> {
  const { filters } = plan
  // What the query typed first, then each concept's names: a few per concept keep the catalogue query selective.
  const terms = [...plan.phrases.map((phrase) => phrase.join(' '))]
  if (filters.words.length > 0) terms.push(filters.words.join(' '))
  terms.push(...plan.concepts.flatMap((concept) => termsOf(concept, plan.language, TERMS_PER_CONCEPT)))
  const levels = filters.seniority ? TRAINING_LEVELS_OF[filters.seniority] : undefined
  const language = filters.trainingLanguage
  // The catalogue by the concepts' names (levels, then the language, let go), then its own search for the words.
  const steps: ({ kind: 'names'; language?: string; levels?: readonly string[] } | { kind: 'typed'; text: string })[] =
    unique([
      { kind: 'names' as const, ...definedOnly({ language, levels }) },
      { kind: 'names' as const, ...definedOnly({ language }) },
      ...(terms.length > 0 ? [{ kind: 'names' as const }] : []),
    ])
  const typed = filters.words.join(' ').slice(0, 100)
  if (typed.length >= 2) steps.push({ kind: 'typed', text: typed })
  const userId = talentIdOf(viewer)
  const { found, total } = await collect(
    steps,
    async (step): Promise<{ items: (TrainingSummary & { statements?: string[] })[]; total: number }> => {
      if (step.kind === 'typed') {
        // The catalogue's own search, which corrects a mistyped title ("Secruity+"); its hits carry no statements.
        const page = await learning.search(viewer, {
          text: step.text,
          ...definedOnly({ language }),
          page: 1,
          limit: CANDIDATES,
        })
        return { items: page.data, total: page.meta.total }
      }
      const { kind: _kind, ...filtersOfStep } = step
      const { rows, total: matches } = await repository.searchTrainings({
        terms,
        ...filtersOfStep,
        limit: CANDIDATES,
        userId,
      })
      return { items: rows.map((row) => ({ ...trainingSummaryOf(row), statements: row.statements })), total: matches }
    },
    (training) => training.id,
  )
  const index = await statementIndex()
  const hits = found.map(({ statements, ...training }) => {
    // Trainings the catalogue's own search found carry no statements: they share no role.
    const roles = filters.workRoleCodes.filter((code) => teaches(statements ?? [], code, index))
    const satisfied = [
      ...(language && training.language === language ? [{ field: 'trainingLanguage', value: language }] : []),
      ...(levels?.includes(training.level) ? [{ field: 'seniority', value: filters.seniority! }] : []),
    ]
    const reasons = reasonsFor(
      {
        title: new ItemWords([training.title]),
        body: new ItemWords([training.area, training.description, training.provider]),
        roles,
        filters: satisfied,
        // A training in the query's own language first, when the query asks for none.
        bonus: !language && training.language === plan.language ? POINTS.ownLanguage : 0,
      },
      { ...queryOf(plan), rolePoints: TRAINING_ROLE_POINTS },
      roleNames,
    )
    return { key: String(training.id), item: training, reasons }
  })
  const items = topHits(hits, AI_SEARCH_GROUP_LIMIT)
  return { items, total }
}

/**
 * Whether a training teaches a role: at least STATEMENTS_PER_ROLE of its statements are the role's, and they say
 * enough about it (each statement counts 1 / the number of roles holding it; "knowledge of risk management" is held
 * by dozens of roles and counts for little).
 */
function teaches(statements: readonly string[], roleCode: string, index: StatementIndex) {
  const held = statements.filter((code) => index.ofRole.get(roleCode)?.has(code))
  const weight = held.reduce((sum, code) => sum + 1 / (index.rolesHolding.get(code) ?? 1), 0)
  return held.length >= STATEMENTS_PER_ROLE && weight >= TEACHING_WEIGHT
}
