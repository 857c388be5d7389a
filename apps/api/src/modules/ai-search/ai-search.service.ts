import type { FastifyBaseLogger } from 'fastify'
import { foldedWords } from '@sentinela/shared/search/fold'
import {
  AI_LANGUAGES,
  AI_SEARCH_GROUP_LIMIT,
  AI_SEARCH_GROUPS,
  type AiCareerHitSchema,
  type AiLanguage,
  type AiMatchReason,
  type AiSearchFilters,
  type AiSearchGroup,
  type AiSearchQuery,
  type AiSearchResult,
} from '@sentinela/shared/schemas/ai'
import type { JobSearch, JobSummary } from '@sentinela/shared/schemas/jobs'
import type { TrainingSummary } from '@sentinela/shared/schemas/learning'
import type { TalentCard, TalentSearch } from '@sentinela/shared/schemas/talent-search'
import type { z } from 'zod'
import type { Config } from '../../config'
import { askModelForJson } from '../../lib/ai-model'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import { talentIdOf, type SessionUser } from '../../plugins/access'
import type { PlansService } from '../billing/plans.service'
import type { CareersService } from '../careers/careers.service'
import type { FrameworkService } from '../framework/framework.service'
import type { JobsService } from '../jobs/jobs.service'
import type { LearningService } from '../learning/learning.service'
import type { TalentSearchService } from '../talent-search/talent-search.service'
import { trainingSummaryOf } from '../learning/learning.repository'
import type { AiSearchRepository } from './ai-search.repository'
import { GENERIC_WORDS, TRAINING_LEVELS_OF, YEARS_OF } from './lexicon'
import { ItemWords, placeFilters, POINTS, reasonsFor, topHits, type Reasons } from './match-reasons'
import { formKey, parseQuery, QueryLexicon, termsOf, type Concept, type ParsedQuery } from './query-parser'
import { AI_SEARCH_MODEL_BUDGET_MS, readModelFilters, searchModelMessages } from './search-model'

type Viewer = SessionUser | null
type CareerHit = z.infer<typeof AiCareerHitSchema>
type Hits<T> = { items: { item: T; why: AiMatchReason }[]; total: number }

/** Hits each search step reads, so a group's five are the best of more than five. */
const CANDIDATES = 12
/** Names of one concept a catalogue query looks for (see `termsOf`). */
const TERMS_PER_CONCEPT = 12
/** Talents each talent search step reads (a card costs more to make than a job's line). */
const TALENT_CANDIDATES = 10
/** Career paths read for one query: every path most callers may see (Sentinela's first, then by name). */
const CAREER_CANDIDATES = 100
/** Roles besides the closest one a job search tries when the closest finds too little. */
const OTHER_ROLES_TRIED = 2
/** Of a training's NICE statements, how many one role must hold for the training to count as teaching it. */
const STATEMENTS_PER_ROLE = 2
/** And how much they must say about the role (see `teaches`). */
const TEACHING_WEIGHT = 0.5
/** Points for a training teaching the closest role and each other one: statements tell less than a job's roles. */
const TRAINING_ROLE_POINTS = [2, 1] as const

/**
 * Whom careers.list shows Sentinela's paths alone: anyone neither a talent nor a company user (the operator, a
 * visitor). An anonymous visitor reads the paths as such a caller, with no saves or scores of their own.
 */
const VISITOR: SessionUser = { id: 0, role: 'operator', companyId: null, isMainAdmin: false }

/** What the searches of one query work from: the understood filters and what they need besides. */
interface Plan {
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

interface StatementIndex {
  rolesHolding: ReadonlyMap<string, number>
  ofRole: ReadonlyMap<string, ReadonlySet<string>>
}

interface Context {
  viewer: Viewer
  plan: Plan
  t: Translate
  roleNames: ReadonlyMap<string, string>
  lexicon: QueryLexicon
}

/**
 * The AI search (issue #18, docs/decisions/013-ai-search.md): one natural-language query read into filters (the
 * built-in parser, or the configured model with the parser as its fallback), then the platform's own searches run
 * with them, each with its visibility rules, and every hit told why it matched.
 */
export class AiSearchService {
  private lexicon: Promise<QueryLexicon> | undefined
  private statementIndex: Promise<StatementIndex> | undefined

  constructor(
    private readonly config: Config,
    private readonly framework: FrameworkService,
    private readonly jobs: JobsService,
    private readonly learning: LearningService,
    private readonly careers: CareersService,
    private readonly talents: TalentSearchService,
    private readonly plans: PlansService,
    private readonly repository: AiSearchRepository,
    private readonly log: FastifyBaseLogger,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  /** The parser's vocabulary with the NICE role names in three languages, built once from the framework in memory. */
  getLexicon(): Promise<QueryLexicon> {
    this.lexicon ??= Promise.all(AI_LANGUAGES.map((language) => this.framework.listWorkRoles(language)))
      .then((catalogues) => {
        const names = new Map<string, Record<AiLanguage, string>>()
        catalogues.forEach((roles, index) => {
          for (const role of roles) {
            const entry = names.get(role.code) ?? { en: role.name, es: role.name, pt: role.name }
            entry[AI_LANGUAGES[index]!] = role.name
            names.set(role.code, entry)
          }
        })
        return new QueryLexicon([...names].map(([code, byLanguage]) => ({ code, names: byLanguage })))
      })
      .catch((error: unknown) => {
        this.lexicon = undefined
        throw error
      })
    return this.lexicon
  }

  /** Each role's NICE statements, and how many roles hold each statement, from the framework in memory. */
  private statementRoles(): Promise<StatementIndex> {
    this.statementIndex ??= this.framework.getRoleStatements().then((roles) => {
      const rolesHolding = new Map<string, number>()
      for (const statements of roles.values()) {
        for (const code of statements) rolesHolding.set(code, (rolesHolding.get(code) ?? 0) + 1)
      }
      return {
        rolesHolding,
        ofRole: new Map([...roles].map(([code, statements]) => [code, new Set(statements)])),
      }
    })
    return this.statementIndex
  }

  /**
   * GET /sentinelaai/sentinelaAISerch: the groups the caller may see (talents for company users only), each with at
   * most AI_SEARCH_GROUP_LIMIT hits and the reasons they matched.
   */
  async search(viewer: Viewer, query: AiSearchQuery, t: Translate): Promise<AiSearchResult> {
    const reader = languageOfTranslator(t)
    const lexicon = await this.getLexicon()
    const parsed = parseQuery(query.q, reader, lexicon)
    const { filters, source } = await this.understand(query.q, parsed, lexicon)
    const roleNames = new Map((await this.framework.listWorkRoles(reader)).map((role) => [role.code, role.name]))
    const plan = this.planOf(parsed, filters, source === 'model', lexicon, roleNames)
    const groups = groupsFor(viewer, query.group, filters.groups)
    const context: Context = { viewer, plan, t, roleNames, lexicon }
    // Each group reads on its own; none opens a transaction, so they may share PGlite's one connection.
    const [jobs, trainings, careers, talents] = await Promise.all([
      groups.includes('jobs') ? this.searchJobs(context) : undefined,
      groups.includes('trainings') ? this.searchTrainings(context) : undefined,
      groups.includes('careers') ? this.searchCareers(context) : undefined,
      groups.includes('talents') ? this.searchTalents(context) : undefined,
    ])
    return {
      query: query.q,
      language: parsed.language,
      understood: filters,
      workRoles: filters.workRoleCodes.map((code) => ({ code, name: roleNames.get(code) ?? code })),
      source,
      groups: {
        ...(jobs ? { jobs } : {}),
        ...(trainings ? { trainings } : {}),
        ...(careers ? { careers } : {}),
        ...(talents ? { talents } : {}),
      },
    }
  }

  /**
   * The filters: the parser's, or with a model configured the model's, validated; the parser's again when the model
   * fails, answers something else or takes longer than AI_SEARCH_MODEL_BUDGET_MS. Only the query text is sent.
   */
  private async understand(
    text: string,
    parsed: ParsedQuery,
    lexicon: QueryLexicon,
  ): Promise<{ filters: AiSearchFilters; source: AiSearchResult['source'] }> {
    if (!this.config.AI_BASE_URL) return { filters: parsed.filters, source: 'rules' }
    try {
      const roles = await this.framework.listWorkRoles('en')
      const answer = await askModelForJson(
        { ...this.config, AI_TIMEOUT_MS: Math.min(this.config.AI_TIMEOUT_MS, AI_SEARCH_MODEL_BUDGET_MS) },
        searchModelMessages(text, roles),
        { fetcher: this.fetcher, temperature: 0 },
      )
      const filters = readModelFilters(answer, lexicon.roleCodes)
      if (filters) return { filters, source: 'model' }
      this.log.warn('the search model answered something other than the filters; the built-in parser answers')
    } catch (error) {
      this.log.warn({ err: error }, 'the search model did not answer in time; the built-in parser answers')
    }
    return { filters: parsed.filters, source: 'fallback' }
  }

  private planOf(
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

  // Jobs: the job search with the caller's visibility (public jobs, and private ones of their own company or team)

  /**
   * The closest role with the words and every filter; then without the words, with the other roles, with fewer
   * filters, until enough jobs are found. Without a role, the words; without words either, the filters alone.
   */
  private async searchJobs({ viewer, plan, t, roleNames, lexicon }: Context): Promise<Hits<JobSummary>> {
    const { filters } = plan
    const place = definedOnly({ country: filters.country, city: filters.city })
    const all = definedOnly({
      ...place,
      modality: filters.modality.length > 0 ? filters.modality : undefined,
      clearanceRequired: filters.clearanceRequired,
    })
    const broad = definedOnly({ country: filters.country, modality: all.modality })
    const typed = [...filters.words, ...plan.seniorityWords]
    const variants: Partial<JobSearch>[] = []
    const [closest, ...others] = filters.workRoleCodes
    if (closest) {
      variants.push({ workRoleCode: closest, ...textOf(typed), ...all })
      variants.push({ workRoleCode: closest, ...all })
      for (const code of others.slice(0, OTHER_ROLES_TRIED)) variants.push({ workRoleCode: code, ...all })
      variants.push({ workRoleCode: closest, ...broad }, { workRoleCode: closest })
    } else if (typed.length > 0) {
      // The seniority words typed are searched first, then let go ("prácticas en ciberseguridad").
      for (const words of [typed, filters.words]) if (textOf(words).text) variants.push({ ...textOf(words), ...all })
      variants.push({ ...textOf(typed), ...broad }, textOf(typed))
    } else if (Object.keys(all).length > 0) {
      variants.push(all)
    }

    const { found, total } = await collect(
      unique(variants),
      async (variant, count) => {
        // With a role, the newest matches (the listed index, read in order); this search ranks them itself. Without
        // one, the job search's relevance picks which of many word matches to read.
        const sort = variant.workRoleCode ? 'newest' : 'relevance'
        const page = await this.jobs.search(viewer, { sort, page: 1, limit: CANDIDATES, ...variant }, t, { count })
        return { items: page.data, total: page.totalNumberOfRecords }
      },
      (job) => job.id,
    )
    const hits = found.map((job) => {
      const seniority = titleSeniority(job.jobTitle, lexicon)
      const satisfied = [
        ...placeFilters(filters, job),
        ...((filters.modality as readonly string[]).includes(job.modality)
          ? [{ field: 'modality', value: job.modality }]
          : []),
        ...clearanceFilter(filters, job.clearanceRequired),
        ...(filters.seniority && seniority === filters.seniority ? [{ field: 'seniority', value: seniority }] : []),
      ]
      const reasons = reasonsFor(
        {
          title: new ItemWords([job.jobTitle]),
          body: new ItemWords([job.excerpt, job.companyName, ...job.roles.map((role) => role.name)]),
          roles: job.roles.map((role) => role.workRoleCode),
          filters: satisfied,
          bonus: filters.seniority && seniority && seniority !== filters.seniority ? POINTS.otherSeniority : 0,
        },
        queryOf(plan),
        roleNames,
      )
      return { key: String(job.id), item: job, reasons }
    })
    const items = topHits(hits, AI_SEARCH_GROUP_LIMIT)
    return { items, total }
  }

  // Trainings: the public catalogue, by any name of the query's concepts in three languages, and its own search

  /**
   * The catalogue by the concepts' names and the typed words, in the language and levels asked; the levels, then the
   * language, are let go when too little is found. The catalogue's own search (which corrects typos) adds what the
   * typed words find.
   */
  private async searchTrainings({ viewer, plan, roleNames }: Context): Promise<Hits<TrainingSummary>> {
    const { filters } = plan
    // What the query typed first, then each concept's names: a few per concept keep the catalogue query selective.
    const terms = [...plan.phrases.map((phrase) => phrase.join(' '))]
    if (filters.words.length > 0) terms.push(filters.words.join(' '))
    terms.push(...plan.concepts.flatMap((concept) => termsOf(concept, plan.language, TERMS_PER_CONCEPT)))
    const levels = filters.seniority ? TRAINING_LEVELS_OF[filters.seniority] : undefined
    const language = filters.trainingLanguage
    // The catalogue by the concepts' names (levels, then the language, let go), then its own search for the words.
    const steps: (
      { kind: 'names'; language?: string; levels?: readonly string[] } | { kind: 'typed'; text: string }
    )[] = unique([
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
          const page = await this.learning.search(viewer, {
            text: step.text,
            ...definedOnly({ language }),
            page: 1,
            limit: CANDIDATES,
          })
          return { items: page.data, total: page.meta.total }
        }
        const { kind: _kind, ...filtersOfStep } = step
        const { rows, total: matches } = await this.repository.searchTrainings({
          terms,
          ...filtersOfStep,
          limit: CANDIDATES,
          userId,
        })
        return { items: rows.map((row) => ({ ...trainingSummaryOf(row), statements: row.statements })), total: matches }
      },
      (training) => training.id,
    )
    const index = await this.statementRoles()
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

  // Career paths: the caller's visible paths (Sentinela's, public ones, their own and their company's)

  private async searchCareers({ viewer, plan, t, roleNames }: Context): Promise<Hits<CareerHit>> {
    const { filters } = plan
    const { data } = await this.careers.list(
      viewer ?? VISITOR,
      { owner: 'all', page: 1, limit: CAREER_CANDIDATES },
      t,
      { count: false },
    )
    const hits: { key: string; item: CareerHit; reasons: Reasons }[] = []
    for (const path of data) {
      const roles = path.workRoles.map((role) => role.code)
      const title = new ItemWords([path.name])
      const reasons = reasonsFor(
        {
          title,
          body: new ItemWords([path.description, ...path.workRoles.map((role) => role.name)]),
          roles,
          filters: clearanceFilter(filters, path.clearanceRequired),
        },
        queryOf(plan),
        roleNames,
      )
      // A path is a hit when it leads to an understood role or its name says a telling word of the query.
      const named = plan.contentWords.some((word) => !GENERIC_WORDS.has(word) && title.has(word))
      if (reasons.why.workRoles.length === 0 && !named) continue
      hits.push({
        key: String(path.id),
        item: {
          id: path.id,
          name: path.name,
          description: path.description,
          owner: path.owner,
          workRoleCodes: roles,
          trainingsCount: path.trainingCount,
        },
        reasons,
      })
    }
    return { items: topHits(hits, AI_SEARCH_GROUP_LIMIT), total: hits.length }
  }

  // Talents: company users only, through the talent search (sharing talents only, the plan's filter gates kept)

  /**
   * With a plan that has hard-skill filters, the closest role as the talent search's role filter (ranked by fit);
   * without one, the words that named the role, as a company could type them: the AI search never opens a filter the
   * plan does not include. Then fewer filters, until enough talents are found.
   */
  private async searchTalents({ viewer, plan, t, roleNames }: Context): Promise<Hits<TalentCard>> {
    const companyId = viewer?.companyId
    if (!companyId) return { items: [], total: 0 }
    const { filters } = plan
    const [closest] = filters.workRoleCodes
    const roleFilter = closest !== undefined && (await this.plans.hasFeature(companyId, 'hardSkillFilters'))
    const years =
      filters.seniority && filters.seniority !== 'entry' ? { minYearsExperience: YEARS_OF[filters.seniority][0] } : {}
    const all = definedOnly({ country: filters.country, hasClearance: filters.clearanceRequired, ...years })
    const city = filters.city ? [filters.city] : []
    const variants: Partial<TalentSearch>[] = []
    if (closest && roleFilter) {
      const role = { workRoleCode: closest, minFit: 1 }
      variants.push({ ...role, ...textOf([...filters.words, ...city]), ...all }, { ...role, ...all })
      variants.push({ ...role, ...definedOnly({ country: filters.country }) }, role)
    } else {
      const named = [...plan.roleWords, ...filters.words]
      if (named.length > 0) {
        variants.push({ ...textOf([...named, ...city]), ...all }, { ...textOf(named), ...all })
        variants.push({ ...textOf(named), ...definedOnly({ country: filters.country }) }, textOf(named))
      } else if (Object.keys(all).length > 0 || city.length > 0) {
        variants.push({ ...textOf(city), ...all })
      }
    }
    const { found, total } = await collect(
      unique(variants),
      async (variant, count) => {
        const page = await this.talents.search(companyId, { page: 1, limit: TALENT_CANDIDATES, ...variant }, t, {
          count,
        })
        // The talent search lists only talents who share their profile; checked again, as nobody else may show.
        return { items: page.data.filter((card) => card.sharesProfile), total: page.totalNumberOfRecords }
      },
      (card) => card.talentId,
    )
    const hits = found.map((card) => {
      const roles = [...card.topRoles.map((role) => role.workRoleCode), ...(card.fit ? [card.fit.workRoleCode] : [])]
      const [least, under] = filters.seniority ? YEARS_OF[filters.seniority] : [0, 0]
      const satisfied = [
        ...placeFilters(filters, card),
        ...clearanceFilter(filters, card.hasClearance),
        ...(filters.seniority && card.yearsOfExperience >= least && card.yearsOfExperience < under
          ? [{ field: 'seniority', value: filters.seniority }]
          : []),
      ]
      const reasons = reasonsFor(
        {
          title: new ItemWords([card.currentJobTitle]),
          body: new ItemWords([...card.certifications, ...card.topRoles.map((role) => role.name), card.city]),
          roles,
          filters: satisfied,
        },
        queryOf(plan),
        roleNames,
      )
      return { key: String(card.talentId), item: card, reasons }
    })
    const items = topHits(hits, AI_SEARCH_GROUP_LIMIT)
    return { items, total }
  }
}

/**
 * The groups to search: the one asked for (the "more" link of a group), else those the query asks for, else all —
 * of those the caller may see. Talents are for company users only.
 */
export function groupsFor(viewer: Viewer, group: AiSearchGroup | undefined, asked: readonly AiSearchGroup[]) {
  const allowed = AI_SEARCH_GROUPS.filter(
    (name) => name !== 'talents' || (viewer?.role === 'company' && viewer.companyId !== null),
  )
  if (group) return allowed.filter((name) => name === group)
  const wanted = allowed.filter((name) => asked.includes(name))
  return wanted.length > 0 ? wanted : allowed
}

/** What a hit's reasons compare it with. */
function queryOf(plan: Plan) {
  return {
    contentWords: plan.contentWords,
    phrases: plan.phrases,
    roles: plan.filters.workRoleCodes,
    typedWords: plan.typedWords,
  }
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

/**
 * Runs search steps in order until AI_SEARCH_GROUP_LIMIT different hits are found, each hit once, in the order found.
 * The total is that of the first step that found anything: the matches of the strictest search with any, which is
 * what the group's "see all" opens; the hits after those are the closest others, each saying which filters it misses.
 */
async function collect<Step, Item>(
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

/** The seniority a job title says ("Junior SOC Analyst", "Pentester Sr"), if any. */
function titleSeniority(title: string, lexicon: QueryLexicon) {
  for (const word of foldedWords(title)) {
    const seniority = lexicon.titleWords.get(formKey(word))
    if (seniority) return seniority
  }
  return undefined
}

function clearanceFilter(filters: AiSearchFilters, held: boolean) {
  return filters.clearanceRequired !== undefined && held === filters.clearanceRequired
    ? [{ field: 'clearanceRequired', value: String(filters.clearanceRequired) }]
    : []
}

/**
 * Words as a search text (the searches take 2 to 100 characters), or nothing. Words nearly every document says
 * ("seguridad") are left out unless nothing else is left: they narrow nothing, and a word in most documents is the
 * costliest to intersect.
 */
function textOf(words: readonly string[]): { text?: string } {
  const all = words.flatMap((word) => word.split(' '))
  const telling = all.filter((word) => !GENERIC_WORDS.has(foldedWords(word).join(' ')))
  const text = (telling.length > 0 ? telling : all).join(' ').slice(0, 100).trim()
  return text.length >= 2 ? { text } : {}
}

/** The object without its undefined entries (the search schemas' optional fields are absent, not undefined). */
function definedOnly<T extends Record<string, unknown>>(object: T) {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}

/** Each search step once. */
function unique<T>(variants: T[]): T[] {
  const seen = new Set<string>()
  return variants.filter((variant) => {
    const key = JSON.stringify(variant)
    return !seen.has(key) && seen.add(key)
  })
}
