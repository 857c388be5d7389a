import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { timestamps } from './columns'

/**
 * §3 blog posts, written by the operator (PRODUCT.md "Content"). A post tagged "Sentinela Sessions" (tag id 6) is a
 * webinar and carries its session fields; every other post needs a reference (its source).
 */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** Markdown as the operator wrote it; rendered and sanitised on the server when read. */
    body: text('body').notNull(),
    language: text('language', { enum: ['en', 'es', 'pt'] }).notNull(),
    /** Tag ids of POST_TAGS (packages/shared/src/schemas/content.ts). */
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Storage key of the re-encoded cover image. */
    coverKey: text('cover_key'),
    reference: text('reference'),
    author: text('author').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Webinars (tag 6) only. */
    speaker: text('speaker'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    joinUrl: text('join_url'),
    recordingUrl: text('recording_url'),
    /** Set when the one-day reminder job was handed to the queue, and when its e-mails went out: each once. */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('posts_published_idx').on(table.status, table.publishedAt),
    index('posts_starts_at_idx').on(table.startsAt),
  ],
)

/** A talent attending a webinar: once per talent and session. */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('webinar_registrations_unique').on(table.postId, table.userId),
    index('webinar_registrations_user_idx').on(table.userId),
  ],
)
