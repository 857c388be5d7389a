import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { QuizAnswers, QuizResult } from '@sentinela/shared/quiz/scoring'
import { users } from './accounts'
import { timestamps } from './columns'

/**
 * The role-discovery quiz (§4 "sequential questions, then results"): one row per attempt. The open attempt (at most
 * one per talent) keeps its answers and the question the talent was on, so a reload resumes it; a finished attempt
 * keeps its scored result for the history. `added_to_profile_at` says when its suggestions were merged in.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<QuizAnswers>().notNull().default({}),
    position: integer('position').notNull().default(0),
    result: jsonb('result').$type<QuizResult>(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    addedToProfileAt: timestamp('added_to_profile_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('quiz_attempts_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('quiz_attempts_one_open_idx')
      .on(table.userId)
      .where(sql`${table.finishedAt} IS NULL`),
  ],
)
