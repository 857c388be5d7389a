import { boolean, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { AI_AGENT_CATEGORIES, BuiltInAgent } from '@sentinela/shared/schemas/ai'
import { timestamps } from './columns'

/** A text in each language; es and pt may be empty, and then read in English. */
export interface LocalizedText {
  en: string
  es: string
  pt: string
}

/**
 * §3 "AI agent" (issue #18): the AI agents marketplace the operator edits. Real AI tools for security work with their
 * public pages, and the agents that run in Sentinela (`builtIn`, one row each). Rows from the data file
 * (db/reference/agents-catalogue.json) carry its stable `key`; the loader upserts by it but never touches a row
 * the operator edited (`editedAt`). Operator-created rows have no key. Price per month in `currency`, null = on
 * request.
 */
export const aiAgents = pgTable(
  'ai_agents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key'),
    builtIn: text('built_in').$type<BuiltInAgent>(),
    category: text('category').$type<(typeof AI_AGENT_CATEGORIES)[number]>().notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    price: numeric('price', { precision: 10, scale: 2 }),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull(),
    link: text('link').notNull(),
    published: boolean('published').notNull().default(true),
    /** When the operator last edited the row: from then on the data file no longer updates it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('ai_agents_key_idx').on(table.key), uniqueIndex('ai_agents_built_in_idx').on(table.builtIn)],
)
