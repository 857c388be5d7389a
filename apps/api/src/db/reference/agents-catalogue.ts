import { createHash } from 'node:crypto'
import { eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { AI_AGENT_CATEGORIES, AI_AGENT_CURRENCIES, BUILT_IN_AGENTS } from '@sentinela/shared/schemas/ai'
import type { Database } from '../client'
import { aiAgents, referenceDataSets } from '../schema/index'
import catalogue from './agents-catalogue.json'

const DATA_SET = 'ai_agents'

const Localized = z.strictObject({
  en: z.string().min(1).max(2000),
  es: z.string().min(1).max(2000),
  pt: z.string().min(1).max(2000),
})

const CatalogueEntrySchema = z
  .strictObject({
    key: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .max(80),
    builtIn: z.enum(BUILT_IN_AGENTS).optional(),
    category: z.enum(AI_AGENT_CATEGORIES),
    title: Localized,
    description: Localized,
    /** Per month; 0 = free; null = priced on request (no public monthly price: never invented). */
    price: z.number().min(0).max(100_000).nullable(),
    currency: z.enum(AI_AGENT_CURRENCIES),
    provider: z.string().min(1).max(120),
    /** The tool's real public page. Built-in agents have none here: their page is this instance's (derived). */
    link: z
      .url({ protocol: /^https$/ })
      .max(500)
      .optional(),
  })
  .refine((entry) => (entry.builtIn === undefined) === (entry.link !== undefined), 'a tool has a link, a built-in not')

export const AgentsCatalogueSchema = z
  .strictObject({ version: z.literal(1), agents: z.array(CatalogueEntrySchema).min(1) })
  .superRefine((file, context) => {
    for (const field of ['key', 'builtIn'] as const) {
      const values = file.agents.map((agent) => agent[field]).filter((value) => value !== undefined)
      if (new Set(values).size !== values.length) context.addIssue({ code: 'custom', message: `duplicate ${field}` })
    }
    const builtIns = new Set(file.agents.map((agent) => agent.builtIn))
    for (const agent of BUILT_IN_AGENTS) {
      if (!builtIns.has(agent)) context.addIssue({ code: 'custom', message: `no entry for the built-in ${agent}` })
    }
  })
export type AgentsCatalogue = z.infer<typeof AgentsCatalogueSchema>

/**
 * Loads the AI agents catalogue (agents-catalogue.json) at start-up when the file changed since the last load
 * (checksum), like the training catalogue. Rows are upserted by their stable `key`, except rows the operator edited
 * (`edited_at` set): those keep the operator's words. Nothing is deleted: the operator unpublishes instead.
 * @see docs/decisions/014-ai-agents.md
 */
export async function loadAiAgentsCatalogue(db: Database, file: unknown = catalogue): Promise<{ loaded: boolean }> {
  const raw = JSON.stringify(file)
  const checksum = createHash('sha256').update(raw).digest('hex')
  const [current] = await db.select().from(referenceDataSets).where(eq(referenceDataSets.name, DATA_SET))
  if (current?.checksum === checksum) return { loaded: false }

  const { agents } = AgentsCatalogueSchema.parse(file)
  await db.transaction(async (tx) => {
    for (const agent of agents) {
      const values = {
        key: agent.key,
        builtIn: agent.builtIn ?? null,
        category: agent.category,
        titles: agent.title,
        descriptions: agent.description,
        price: agent.price === null ? null : String(agent.price),
        currency: agent.currency,
        provider: agent.provider,
        link: agent.link ?? '',
      }
      await tx
        .insert(aiAgents)
        .values(values)
        .onConflictDoUpdate({
          target: aiAgents.key,
          set: { ...values, updatedAt: new Date() },
          // An operator's edit stands: the file no longer speaks for that row.
          setWhere: isNull(aiAgents.editedAt),
        })
    }
    await tx
      .insert(referenceDataSets)
      .values({ name: DATA_SET, checksum })
      .onConflictDoUpdate({ target: referenceDataSets.name, set: { checksum, updatedAt: new Date() } })
  })
  return { loaded: true }
}
