import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { BillingDetails, PlanLimits } from '@sentinela/shared/schemas/billing'
import { companies, users } from './accounts'
import { timestamps } from './columns'

/**
 * Plans (PRODUCT.md "Plans"): prices in US cents and limits, edited by the operator. A subscription copies the limits
 * it was bought with, so an edit reaches new subscriptions and renewals, never a period already paid.
 */
export const plans = pgTable('plans', {
  code: text('code').primaryKey(),
  monthlyPriceCents: integer('monthly_price_cents').notNull(),
  annualPriceCents: integer('annual_price_cents').notNull(),
  limits: jsonb('limits').$type<PlanLimits>().notNull(),
  ...timestamps,
})

/**
 * A company's paid subscription, as its provider (Stripe or the built-in demo provider) last told through signed
 * events. At most one is live (active or past due) per company. `stateAt` is the time of the provider event the row
 * reflects: an older event never overwrites a newer one, and a cancelled subscription never comes back.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    planCode: text('plan_code').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    /** The limits in force for this period: the plan's when it was bought or last renewed. */
    limits: jsonb('limits').$type<PlanLimits>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    billing: jsonb('billing').$type<BillingDetails>().notNull(),
    /** The demo provider's card behaviour at renewal ('pays' or 'failsLater'); null for Stripe. */
    demoCard: text('demo_card'),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    /** The period end a renewal reminder was sent for: one reminder per period. */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('subscriptions_provider_id_unique').on(table.provider, table.providerSubscriptionId),
    uniqueIndex('subscriptions_one_live_per_company')
      .on(table.companyId)
      .where(sql`${table.status} in ('active', 'past_due')`),
  ],
)

/** A checkout started from the billing form; completed by the provider's event. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The demo checkout page's address part (random); for Stripe, the Checkout Session id. */
    token: text('token').notNull(),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    planCode: text('plan_code').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    billing: jsonb('billing').$type<BillingDetails>().notNull(),
    status: text('status', { enum: ['open', 'completed'] })
      .notNull()
      .default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('checkouts_token_unique').on(table.token),
    index('checkouts_company_idx').on(table.companyId),
  ],
)

/** Invoices as the provider reported them: paid ones have a PDF receipt. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    /** SEN-YYYY-NNNNNN, ours, in the order invoices arrive. */
    number: text('number').notNull(),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    planCode: text('plan_code').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    billing: jsonb('billing').$type<BillingDetails>().notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('invoices_provider_id_unique').on(table.provider, table.providerInvoiceId),
    uniqueIndex('invoices_number_unique').on(table.number),
    index('invoices_company_idx').on(table.companyId, table.createdAt),
  ],
)

/** Every provider event handled, by its id: a duplicate or replay is answered without running again. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** When the provider created the event (its `created`). */
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A company's message to a talent (`companies/contact/talent`): counted against the plan's contacts per month. */
export const talentContacts = pgTable(
  'talent_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('talent_contacts_company_month_idx').on(table.companyId, table.createdAt)],
)
