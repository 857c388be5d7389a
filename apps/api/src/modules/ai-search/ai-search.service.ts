import type { FastifyBaseLogger } from 'fastify'
import {
  AI_LANGUAGES,
  AI_SEARCH_GROUPS,
  type AiLanguage,
  type AiSearchFilters,
  type AiSearchGroup,
  type AiSearchQuery,
  type AiSearchResult,
} from '@sentinela/shared/schemas/ai'
import type { Config } from '../../config'
import { askModelForJson } from '../../lib/ai-model'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { PlansService } from '../billing/plans.service'
import type { CareersService } from '../careers/careers.service'
import type { FrameworkService } from '../framework/framework.service'
import type { JobsService } from '../jobs/jobs.service'
import type { LearningService } from '../learning/learning.service'
import type { TalentSearchService } from '../talent-search/talent-search.service'
import type { AiSearchRepository } from './ai-search.repository'
import { parseQuery, QueryLexicon, type ParsedQuery } from './query-parser'
import { searchCareers } from './search-careers'
import { searchJobs } from './search-jobs'
import { AI_SEARCH_MODEL_BUDGET_MS, readModelFilters, searchModelMessages } from './search-model'
import { planOf, type Context, type Viewer } from './search-plan'
import { searchTalents } from './search-talents'
import { indexStatements, searchTrainings, type StatementIndex } from './search-trainings'

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
    this.statementIndex ??= this.framework.getRoleStatements().then(indexStatements)
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
    const plan = planOf(parsed, filters, source === 'model', lexicon, roleNames)
    const groups = groupsFor(viewer, query.group, filters.groups)
    const context: Context = { viewer, plan, t, roleNames, lexicon }
    // Each group reads on its own; none opens a transaction, so they may share PGlite's one connection.
    const [jobs, trainings, careers, talents] = await Promise.all([
      groups.includes('jobs') ? searchJobs(this.jobs, context) : undefined,
      groups.includes('trainings')
        ? searchTrainings(
            { learning: this.learning, repository: this.repository, statementIndex: () => this.statementRoles() },
            context,
          )
        : undefined,
      groups.includes('careers') ? searchCareers(this.careers, context) : undefined,
      groups.includes('talents') ? searchTalents({ talents: this.talents, plans: this.plans }, context) : undefined,
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
