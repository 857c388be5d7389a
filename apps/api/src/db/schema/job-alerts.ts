import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { JobAlertFilters } from '@sentinela/shared/schemas/job-alerts'
import { emails, users } from './accounts'
import { timestamps } from './columns'
import { positions } from './jobs'

/**
 * A talent's saved job search (PRODUCT.md "campaigns"), e-mailed as a daily or weekly digest of new matching jobs
 * (decision 018). `filters` were validated by the job search schema when saved; jobs published after `since_at`
 * are new; `next_run_at` is when the next digest is due, so the cadence survives restarts.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<JobAlertFilters>().notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull(),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    sinceAt: timestamp('since_at', { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('job_alerts_talent_idx').on(table.talentId),
    index('job_alerts_due_idx')
      .on(table.nextRunAt)
      .where(sql`${table.status} = 'active'`),
    check('job_alerts_frequency_check', sql`${table.frequency} in ('daily', 'weekly')`),
    check('job_alerts_status_check', sql`${table.status} in ('active', 'paused')`),
  ],
)

/** Each job an alert has e-mailed, once ever: the primary key is what keeps retries and restarts from resending. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    emailId: integer('email_id').references(() => emails.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [primaryKey({ name: 'job_alert_deliveries_pk', columns: [table.alertId, table.positionId] })],
)

/** "Take my data": one archive a queued job builds; its link is a random token stored hashed, valid 24 hours. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    tokenHash: text('token_hash'),
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    index('data_exports_talent_idx').on(table.talentId, table.createdAt),
    uniqueIndex('data_exports_token_hash_unique').on(table.tokenHash),
    check('data_exports_status_check', sql`${table.status} in ('queued', 'running', 'ready', 'failed')`),
  ],
)

/**
 * Keys that sign e-mailed links (HMAC), made once at random and kept here when COOKIE_SECRET is not set, so links
 * sent before a restart still verify after it.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  ...timestamps,
})
