import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { Database, Executor } from '../../db/client'
import { aiAgents, applications, positionRoles, positions, users } from '../../db/schema/index'
import { toSearchQuery } from '../../lib/search-query'

export type AiAgentRow = typeof aiAgents.$inferSelect
export type AiAgentValues = Omit<typeof aiAgents.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

/** A text column in the reader's language, the English one when that language's is empty. */
const inLanguage = (column: typeof aiAgents.titles | typeof aiAgents.descriptions, language: Language) =>
  sql<string>`coalesce(nullif(${column}->>${language}, ''), ${column}->>'en')`
/** Titles in alphabetical order whatever their case and accents ("garak" among the G's). */
const titleOrder = (language: Language) => sql`lower(unaccent(${inLanguage(aiAgents.titles, language)}))`

export interface AiAgentFilter {
  text?: string | undefined
  category?: string | undefined
  builtIn?: boolean | undefined
  /** false: published entries only (everyone but the operator). */
  includeUnpublished: boolean
  language: Language
  page: number
  limit: number
}

/** The AI agents catalogue (§3 "AI agent"). Small: searched without an index, in the reader's language. */
export class AiAgentsRepository {
  constructor(private readonly db: Database) {}

  /**
   * One page of the catalogue: the built-in agents first, then by title in the reader's language. The text is a
   * full-text query (toSearchQuery: folded, stop words out, stems by prefix) over the title and description in that
   * language and the provider.
   */
  async search(filter: AiAgentFilter) {
    const title = inLanguage(aiAgents.titles, filter.language)
    const conditions: SQL[] = []
    if (!filter.includeUnpublished) conditions.push(eq(aiAgents.published, true))
    if (filter.category) conditions.push(eq(aiAgents.category, filter.category as AiAgentRow['category']))
    if (filter.builtIn !== undefined)
      conditions.push(filter.builtIn ? isNotNull(aiAgents.builtIn) : isNull(aiAgents.builtIn))
    const query = filter.text ? toSearchQuery(filter.text) : undefined
    if (query) {
      const description = inLanguage(aiAgents.descriptions, filter.language)
      conditions.push(
        sql`to_tsvector('sentinela', ${title} || ' ' || ${description} || ' ' || ${aiAgents.provider}) @@ ${query}`,
      )
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(aiAgents)
        .where(where)
        .orderBy(sql`${aiAgents.builtIn} is null`, asc(titleOrder(filter.language)), asc(aiAgents.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(aiAgents)
        .where(where),
    ])
    return { rows, total: count?.total ?? 0 }
  }

  /** Every entry, published or not, the built-in agents first (the operator's list). */
  listAll(language: Language) {
    return this.db
      .select()
      .from(aiAgents)
      .orderBy(sql`${aiAgents.builtIn} is null`, asc(titleOrder(language)), asc(aiAgents.id))
  }

  async find(id: number, executor: Executor = this.db): Promise<AiAgentRow | undefined> {
    const [row] = await executor.select().from(aiAgents).where(eq(aiAgents.id, id))
    return row
  }

  /**
   * The candidate summary's way in, as the candidate pipeline sees it: a job of this company and the application of
   * an active talent who applied to it (a talent the company only contacted has not applied). Undefined otherwise.
   */
  async findApplicant(companyId: number, jobId: number, talentId: number) {
    const [row] = await this.db
      .select({ jobTitle: positions.jobTitle, firstName: users.firstName, lastName: users.lastName })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .innerJoin(users, eq(users.id, applications.talentId))
      .where(
        and(
          eq(applications.positionId, jobId),
          eq(applications.talentId, talentId),
          eq(positions.companyId, companyId),
          isNotNull(applications.appliedAt),
          eq(users.status, 'active'),
        ),
      )
    return row
  }

  /** The work roles a job asks for, by code. */
  async listJobRoles(jobId: number) {
    return (
      await this.db
        .select({ code: positionRoles.workRoleCode })
        .from(positionRoles)
        .where(eq(positionRoles.positionId, jobId))
        .orderBy(asc(positionRoles.workRoleCode))
    ).map((row) => row.code)
  }

  async insert(executor: Executor, values: AiAgentValues): Promise<AiAgentRow> {
    const [row] = await executor.insert(aiAgents).values(values).returning()
    return row!
  }

  async update(executor: Executor, id: number, values: Partial<AiAgentValues>): Promise<AiAgentRow | undefined> {
    const [row] = await executor.update(aiAgents).set(values).where(eq(aiAgents.id, id)).returning()
    return row
  }
}
