import { sql } from 'drizzle-orm'
import { index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { timestamps, tsvector } from './columns'

/**
 * §3 "Training": the catalogue of real trainings from real providers (PRODUCT.md "Learning"). Loaded from
 * packages/shared/src/learning/data/trainings.json by checksum (db/reference/trainings.ts); `key` is the stable slug
 * the data file, the seed and career paths use. Price in USD, 0 = free; `price_sentinela` is the partner price.
 * The search vector weighs the title over the provider over the description, with the `sentinela` configuration
 * (simple without accents, decision 005), so one index serves English, Spanish and Portuguese.
 */
export const trainings = pgTable(
  'trainings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('USD'),
    provider: text('provider').notNull(),
    providerUrl: text('provider_url').notNull(),
    url: text('url').notNull(),
    /** Training, Certification, Awareness, Education, Course (§6 list). */
    type: text('type').notNull(),
    /** New to Cyber, Foundations, Introductory, Intermediate, Advanced (§6 list). */
    level: text('level').notNull(),
    area: text('area'),
    requiredFor: text('required_for'),
    author: text('author'),
    authorUrl: text('author_url'),
    authorRole: text('author_role'),
    priceSentinela: numeric('price_sentinela', { precision: 10, scale: 2 }),
    durationHours: numeric('duration_hours', { precision: 7, scale: 1 }),
    language: text('language', { enum: ['en', 'es', 'pt'] }).notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('sentinela', title), 'A') || setweight(to_tsvector('sentinela', provider), 'B') || setweight(to_tsvector('sentinela', description), 'C')`,
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('trainings_key_idx').on(table.key),
    // fastupdate off (migration 0019): searches never scan a pending list of unmerged rows.
    index('trainings_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    index('trainings_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('trainings_provider_idx').on(table.provider),
    index('trainings_level_type_idx').on(table.level, table.type),
    index('trainings_listed_idx').on(table.title, table.id),
  ],
)

/** A training's modules (§3 "modules"), in order. */
export const trainingCourses = pgTable(
  'training_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Hours. */
    durationHours: numeric('duration_hours', { precision: 7, scale: 1 }),
    ...timestamps,
  },
  (table) => [uniqueIndex('training_courses_training_position_idx').on(table.trainingId, table.position)],
)

/** "Associated skills": the NICE 2025 statement codes a training teaches. */
export const trainingStatements = pgTable(
  'training_statements',
  {
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    statementCode: text('statement_code').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.trainingId, table.statementCode] }),
    index('training_statements_statement_idx').on(table.statementCode),
  ],
)

/** §4: a saved training is a date stamp. */
export const savedTrainings = pgTable(
  'saved_trainings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.trainingId] }),
    index('saved_trainings_training_idx').on(table.trainingId),
  ],
)

/** §4 training progress: no row = not started; in_progress (take training) → completed; deleting returns to not started. */
export const trainingProgress = pgTable(
  'training_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['in_progress', 'completed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.trainingId] }),
    index('training_progress_training_idx').on(table.trainingId, table.status),
  ],
)

/**
 * A training row as lists show it, with the caller's own save and progress: what the learning lists and the AI
 * search read by SQL (amounts as text, as the driver reads numerics); trainingSummaryOf (learning.service) maps it.
 */
export interface TrainingListRow {
  id: number
  key: string
  title: string
  description: string
  provider: string
  provider_url: string
  url: string
  type: string
  level: string
  area: string | null
  price: string
  price_sentinela: string | null
  currency: string
  duration_hours: string | null
  language: string
  saved_at: Date | string | null
  status: 'in_progress' | 'completed' | null
  started_at: Date | string | null
  completed_at: Date | string | null
}
