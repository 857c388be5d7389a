import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { companies, users } from './accounts'
import { positions } from './jobs'

/**
 * #20 Connections and messages: one conversation per company and talent (decision 017). The company side is shared
 * by every user of the company; each side has its own read mark. `blocked_at` is set while the talent blocks the
 * company: the thread stays readable, nobody writes in it.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The job the conversation started about, when it did. */
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when each side has read; null = never opened. */
    talentReadAt: timestamp('talent_read_at', { withTimezone: true }),
    companyReadAt: timestamp('company_read_at', { withTimezone: true }),
    blocked: boolean('blocked').notNull().default(false),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('message_threads_company_talent_idx').on(table.companyId, table.talentId),
    index('message_threads_talent_idx').on(table.talentId, table.lastMessageAt),
    index('message_threads_company_idx').on(table.companyId, table.lastMessageAt),
  ],
)

/** A message in a thread; `kind` says where it came from (a reply, a contact, an application, a status note). */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is gone; the name is kept beside it. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    /** Which side wrote it, so reads and unread counts never depend on the sender still existing. */
    fromTalent: boolean('from_talent').notNull(),
    kind: text('kind', { enum: ['message', 'contact', 'application', 'status_note'] })
      .notNull()
      .default('message'),
    /** The job it is about, when it is about one. */
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_thread_idx').on(table.threadId, table.createdAt),
    index('messages_sender_idx').on(table.senderId, table.createdAt),
  ],
)

/** Whether a user wants an e-mail for each new message; no row = yes (the default). */
export const messagePreferences = pgTable('message_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOnMessage: boolean('email_on_message').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})
