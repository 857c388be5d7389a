import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { CvSuggestions } from '@sentinela/shared/schemas/cv-analysis'
import { timestamps, tsvector } from './columns'
import { users } from './accounts'

/**
 * The analysis of a talent's current CV (issue #17), one per talent: processing → ready | failed (with a reason),
 * and the suggestions found. Nothing here is part of the profile until the talent accepts it.
 */
export const cvAnalyses = pgTable(
  'cv_analyses',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cvKey: text('cv_key').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('processing'),
    reason: text('reason'),
    /** Where the suggestions came from: the CV, or an import (a JSON Resume file, a LinkedIn export; #20). */
    source: text('source', { enum: ['cv', 'json_resume', 'linkedin'] })
      .notNull()
      .default('cv'),
    suggestions: jsonb('suggestions').$type<CvSuggestions>(),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker last took the job; a processing row older than the time limit is re-queued by the sweep. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('cv_analyses_status_check', sql`${table.status} in ('processing', 'ready', 'failed')`),
    check('cv_analyses_source_check', sql`${table.source} in ('cv', 'json_resume', 'linkedin')`),
    index('cv_analyses_processing_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'processing'`),
  ],
)

/**
 * The NICE statements' texts as full-text vectors in English, Spanish and Portuguese (each with its own stemmer),
 * filled from the framework data on first use: what a CV's words are matched against.
 */
export const cvStatementTexts = pgTable(
  'cv_statement_texts',
  {
    statementCode: text('statement_code').notNull(),
    language: text('language').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.statementCode, table.language] }),
    index('cv_statement_texts_search_idx').using('gin', table.searchVector),
  ],
)
