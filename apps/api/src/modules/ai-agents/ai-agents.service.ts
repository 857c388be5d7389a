import type { FastifyRequest } from 'fastify'
import type { Language } from '@sentinela/shared/i18n/languages'
import {
  BUILT_IN_AGENT_AUDIENCE,
  type AiAgent,
  type AiAgentEditable,
  type AiAgentInputSchema,
  type AiAgentList,
} from '@sentinela/shared/schemas/ai'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import type { SessionUser } from '../../plugins/access'
import type { AiAgentRow, AiAgentsRepository, AiAgentValues } from './ai-agents.repository'

type AiAgentInput = z.output<typeof AiAgentInputSchema>
type AuditContext = Pick<FastifyRequest, 'ip' | 'headers'>

export interface AiAgentListQuery {
  text?: string | undefined
  category?: string | undefined
  builtIn?: 'true' | 'false' | undefined
  page: number
  limit: number
}

const isOperator = (viewer: SessionUser | null) => viewer?.role === 'operator'
const textIn = (texts: { en: string; es: string; pt: string }, language: Language) => texts[language].trim() || texts.en

/**
 * The AI agents marketplace (§3 "AI agent", §7 marketplace calls, issue #18): real AI tools for security work and the
 * agents that run in Sentinela, read in the reader's language; the operator sees and edits every entry. No cache:
 * every read goes to the (small) table, so an edit is seen at once by every instance.
 */
export class AiAgentsService {
  constructor(
    private readonly db: Database,
    private readonly repository: AiAgentsRepository,
    private readonly config: Pick<Config, 'APP_URL'>,
  ) {}

  /** GET /marketplace/items/AIAgent: published entries (the operator sees all), built-in agents first. */
  async list(viewer: SessionUser | null, query: AiAgentListQuery, language: Language): Promise<AiAgentList> {
    const { rows, total } = await this.repository.search({
      text: query.text,
      category: query.category,
      builtIn: query.builtIn === undefined ? undefined : query.builtIn === 'true',
      includeUnpublished: isOperator(viewer),
      language,
      page: query.page,
      limit: query.limit,
    })
    return {
      data: rows.map((row) => this.toAgent(row, language)),
      meta: { total, page: query.page, limit: query.limit },
    }
  }

  /** GET /marketplace/AIAgents/{AIAgentId}: an unpublished entry exists only for the operator. */
  async get(viewer: SessionUser | null, id: number, language: Language): Promise<AiAgent> {
    const row = await this.repository.find(id)
    if (!row || (!row.published && !isOperator(viewer))) throw new AppError(ErrorCode.AI_AGENT_NOT_FOUND)
    return this.toAgent(row, language)
  }

  /** GET /api/operator/aiAgents: every entry with every language as stored. */
  async listEditable(language: Language): Promise<AiAgentEditable[]> {
    return (await this.repository.listAll(language)).map((row) => this.toEditable(row, language))
  }

  /** POST /marketplace/AIAgent (operator): a new catalogue entry, never a built-in agent. */
  async create(context: AuditContext, operator: SessionUser, input: AiAgentInput, language: Language) {
    const row = await this.db.transaction(async (tx) => {
      const created = await this.repository.insert(tx, {
        ...this.valuesOf(input),
        key: null,
        builtIn: null,
        editedAt: new Date(),
      })
      await recordAudit(tx, context, 'ai_agent_created', operator.id, { aiAgentId: created.id })
      return created
    })
    return this.toEditable(row, language)
  }

  /**
   * PUT /api/operator/aiAgents/{id}: the operator's words replace the entry's, and the catalogue file no longer
   * updates it (editedAt). A built-in agent keeps its key and its page (the link is this instance's); there is no
   * delete — an entry leaves the marketplace by being unpublished.
   */
  async update(context: AuditContext, operator: SessionUser, id: number, input: AiAgentInput, language: Language) {
    const row = await this.db.transaction(async (tx) => {
      const existing = await this.repository.find(id, tx)
      if (!existing) throw new AppError(ErrorCode.AI_AGENT_NOT_FOUND)
      const values = this.valuesOf(input)
      const updated = await this.repository.update(tx, id, {
        ...values,
        link: existing.builtIn ? existing.link : values.link,
        editedAt: new Date(),
      })
      await recordAudit(tx, context, 'ai_agent_updated', operator.id, {
        aiAgentId: id,
        published: values.published,
      })
      return updated!
    })
    return this.toEditable(row, language)
  }

  private valuesOf(input: AiAgentInput): Omit<AiAgentValues, 'key' | 'builtIn'> {
    return {
      category: input.category,
      titles: input.title,
      descriptions: input.description,
      price: input.price === null ? null : String(input.price),
      currency: input.currency,
      provider: input.provider,
      link: input.link,
      published: input.published,
    }
  }

  private toAgent(row: AiAgentRow, language: Language): AiAgent {
    return {
      id: row.id,
      title: textIn(row.titles, language),
      description: textIn(row.descriptions, language),
      price: row.price === null ? null : Number(row.price),
      currency: row.currency,
      provider: row.provider,
      // A built-in agent's page is its marketplace page on this instance, where it runs.
      link: row.builtIn ? `${this.config.APP_URL}/AIAgents/AIAgent?id=${row.id}` : row.link,
      category: row.category,
      builtIn: row.builtIn,
      audience: row.builtIn ? BUILT_IN_AGENT_AUDIENCE[row.builtIn] : 'all',
      published: row.published,
    }
  }

  private toEditable(row: AiAgentRow, language: Language): AiAgentEditable {
    return { ...this.toAgent(row, language), titles: row.titles, descriptions: row.descriptions }
  }
}
