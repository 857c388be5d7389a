import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'

/**
 * Companies own their admin users (§6). The company workspace issue fills in the profile; accounts need the name,
 * the subscription name the web app keeps (§4) and who the main admin is.
 */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Grows with every profile save: a save based on an older copy is refused, never silently overwritten. */
  version: integer('version').notNull().default(0),
  name: text('name').notNull(),
  /** §4: empty or "Demo" counts as the demo plan. */
  subscriptionName: text('subscription_name').notNull().default('Demo'),
  industry: text('industry'),
  country: text('country'),
  region: text('region'),
  city: text('city'),
  description: text('description'),
  ceo: text('ceo'),
  foundedYear: integer('founded_year'),
  /** §3 option list codes. */
  numberOfEmployees: integer('number_of_employees'),
  revenueRange: integer('revenue_range'),
  adminFirstName: text('admin_first_name'),
  adminLastName: text('admin_last_name'),
  adminJobTitle: text('admin_job_title'),
  /** E.164 with the country it was typed for (§3 phone and country code). */
  phone: text('phone'),
  phoneCountry: text('phone_country'),
  website: text('website'),
  secondaryEmail: text('secondary_email'),
  employer: boolean('employer').notNull().default(true),
  /** Storage key of the re-encoded logo. */
  logoKey: text('logo_key'),
  ...timestamps,
})

export type CommunicationPreferences = {
  jobAlerts: boolean
  applicationUpdates: boolean
  trainingRecommendations: boolean
  productNews: boolean
}

/**
 * Everyone who signs in. `role` is talent or company (§6: any non-Talent is Company); company users belong to a
 * company, one of them its main admin. E-mail is unique regardless of case (a functional unique index).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** §3: a second address that can recover the main one. */
    secondaryEmail: text('secondary_email'),
    /** argon2id; null for accounts that only sign in through an identity provider. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** `operator`: runs the instance (PRODUCT.md "The platform operator"), created only from the command line. */
    role: text('role', { enum: ['talent', 'company', 'operator'] }).notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    isMainAdmin: boolean('is_main_admin').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title'),
    /** E.164, validated with libphonenumber. */
    phone: text('phone'),
    language: text('language', { enum: ['en', 'es', 'pt'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['pending', 'active', 'deleted'] })
      .notNull()
      .default('pending'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Consecutive failed sign-ins; PRODUCT.md: 5 in a row lock the account until a reset. */
    failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Talent: companies may read the profile (PRODUCT.md "Who sees what"). */
    dataSharingConsent: boolean('data_sharing_consent').notNull().default(false),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    topTalentOptIn: boolean('top_talent_opt_in').notNull().default(false),
    communicationPreferences: jsonb('communication_preferences')
      .$type<CommunicationPreferences>()
      .notNull()
      .default({ jobAlerts: true, applicationUpdates: true, trainingRecommendations: true, productNews: false }),
    /** Base32 TOTP secret while two-step sign-in is on (or being set up). */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_secondary_email_idx').on(sql`lower(${table.secondaryEmail})`),
    index('users_company_idx').on(table.companyId),
    // The few accounts not active (pending, deleted): pipelines leave their applications out by an anti-join.
    index('users_not_active_idx')
      .on(table.id)
      .where(sql`${table.status} <> 'active'`),
    // Who companies may find (#6): talents sharing their profile, and those opted into top talent. Small and
    // index-only, so counting a search's matches never reads every user.
    index('users_sharing_idx')
      .on(table.id)
      .where(sql`${table.role} = 'talent' and ${table.status} = 'active' and ${table.dataSharingConsent}`),
    index('users_top_talent_idx')
      .on(table.id)
      .where(sql`${table.role} = 'talent' and ${table.status} = 'active' and ${table.topTalentOptIn}`),
  ],
)

/** Opaque session tokens, stored as SHA-256 hashes so a database leak hands out no session (PRODUCT.md). */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Double-submit CSRF token for cookie requests, hashed like the session token. */
    csrfTokenHash: text('csrf_token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/**
 * Single-use, expiring tokens sent by e-mail: activation, password reset, e-mail change, e-mail recovery; and the
 * spent time steps of two-step codes (`totp_step`, stored used), so a code works once.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['activation', 'password_reset', 'email_change', 'email_recovery', 'totp_step'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For an e-mail change: the address being confirmed. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('user_tokens_user_idx').on(table.userId, table.purpose)],
)

/** Accounts linked through OpenID Connect (Google, company SSO): the "connected accounts" of settings. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'sso'] }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('external_identities_subject_unique').on(table.provider, table.subject),
    index('external_identities_user_idx').on(table.userId),
  ],
)

/** One-time recovery codes for two-step sign-in, hashed. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('totp_recovery_codes_user_idx').on(table.userId)],
)

/** Security events (sign-in, failure, lock, reset, e-mail change, deletion) with time, user and IP. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [index('audit_events_user_idx').on(table.userId, table.createdAt)],
)

/**
 * Every e-mail the platform sends, kept so sending is durable (the job queue retries from here) and, with no SMTP
 * configured, readable in the development outbox.
 */
export const emails = pgTable(
  'emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    /** A person's address replies go to, when the e-mail carries their message (contact talent or company). */
    replyTo: text('reply_to'),
    /** RFC 8058: the one-click unsubscribe address of the List-Unsubscribe header (job alert digests, #20). */
    listUnsubscribe: text('list_unsubscribe'),
    status: text('status', { enum: ['queued', 'sent', 'outbox', 'failed'] })
      .notNull()
      .default('queued'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [index('emails_to_idx').on(sql`lower(${table.to})`, table.createdAt)],
)
