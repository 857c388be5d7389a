import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { AWARD_COUNTRIES, NOMINEE_STATUSES } from '@sentinela/shared/schemas/awards'
import { users } from './accounts'
import { timestamps } from './columns'

/**
 * A per-country teacher awards contest (PRODUCT.md "Awards"). Its phase follows the four dates (awardPhaseAt): the
 * dates must follow each other, one edition per country and year.
 */
export const awardEditions = pgTable(
  'award_editions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    country: text('country', { enum: AWARD_COUNTRIES }).notNull(),
    year: integer('year').notNull(),
    nominationsOpenAt: timestamp('nominations_open_at', { withTimezone: true }).notNull(),
    nominationsCloseAt: timestamp('nominations_close_at', { withTimezone: true }).notNull(),
    votingOpenAt: timestamp('voting_open_at', { withTimezone: true }).notNull(),
    votingCloseAt: timestamp('voting_close_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('award_editions_country_year_unique').on(table.country, table.year),
    check(
      'award_editions_dates_in_order',
      sql`${table.nominationsOpenAt} < ${table.nominationsCloseAt} and ${table.nominationsCloseAt} <= ${table.votingOpenAt} and ${table.votingOpenAt} < ${table.votingCloseAt}`,
    ),
  ],
)

/**
 * §3 Award nominee: a nominated teacher. Listed and votable only once approved (§4). `votes_quantity` is raised in
 * the transaction that inserts the vote, so it always equals the edition's votes for the nominee.
 */
export const awardNominees = pgTable(
  'award_nominees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    editionId: integer('edition_id')
      .notNull()
      .references(() => awardEditions.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    knowledgeArea: text('knowledge_area').notNull(),
    institution: text('institution').notNull(),
    coursesTaught: text('courses_taught').notNull(),
    yearsTeaching: integer('years_teaching').notNull(),
    students: integer('students').notNull(),
    /** Storage key and kind of the proof of experience (PDF or image, checked by content). */
    proofKey: text('proof_key'),
    proofType: text('proof_type', { enum: ['pdf', 'png', 'jpeg'] }).notNull(),
    nominatedBy: integer('nominated_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: NOMINEE_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    votesQuantity: integer('votes_quantity').notNull().default(0),
    /** The referral code, hashed; cleared when used. It links the nominee to the teacher's talent account once. */
    linkCodeHash: text('link_code_hash'),
    linkCodeExpiresAt: timestamp('link_code_expires_at', { withTimezone: true }),
    linkedUserId: integer('linked_user_id').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('award_nominees_edition_idx').on(table.editionId, table.status, table.votesQuantity),
    uniqueIndex('award_nominees_link_code_unique').on(table.linkCodeHash),
    index('award_nominees_status_idx').on(table.status, table.createdAt),
  ],
)

/** One vote per talent per edition (§4, PRODUCT.md): the unique index, not a read-then-write, keeps it so. */
export const awardVotes = pgTable(
  'award_votes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    editionId: integer('edition_id')
      .notNull()
      .references(() => awardEditions.id, { onDelete: 'cascade' }),
    nomineeId: integer('nominee_id')
      .notNull()
      .references(() => awardNominees.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('award_votes_edition_user_unique').on(table.editionId, table.userId),
    index('award_votes_nominee_idx').on(table.nomineeId),
  ],
)

export type AwardEditionRow = typeof awardEditions.$inferSelect
export type AwardNomineeRow = typeof awardNominees.$inferSelect
