import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { companies, users } from './accounts'
import { timestamps, tsvector } from './columns'

/**
 * §3 "Job position". `version` grows with every save (a save based on an older copy is refused). A job is listed to
 * talents while it is published and its expiration date has not passed (§4). The search vector weighs the title over
 * the description over the requirements over `search_terms` (place names, NICE role names and synonyms in three
 * languages, db/search-documents.ts), with the `sentinela` configuration: `simple` without accents. Jobs are written in
 * English, Spanish and Portuguese; a search matches each word's start and its stems in the three languages
 * (lib/search-query.ts, decision 005).
 */
export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    jobTitle: text('job_title').notNull(),
    privacy: text('privacy', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    department: text('department'),
    description: text('description').notNull(),
    requirements: text('requirements'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    employmentType: integer('employment_type').notNull(),
    duration: integer('duration'),
    durationUnit: text('duration_unit'),
    industry: text('industry'),
    educationLevel: integer('education_level'),
    openToTravel: integer('open_to_travel'),
    country: text('country'),
    city: text('city'),
    nationality: text('nationality'),
    modality: text('modality').notNull(),
    expirationDate: date('expiration_date').notNull(),
    clearanceRequired: boolean('clearance_required').notNull().default(false),
    clearanceLevel: integer('clearance_level'),
    /** Set when first published, kept through later edits; §9 date filters read it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Written with the job, its roles and certifications (refreshJobSearch); never typed by anyone. */
    searchTerms: text('search_terms').notNull().default(''),
    /** The job's NICE role codes, written with its search terms, for the role filter's GIN index (decision 004). */
    roleCodes: text('role_codes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * What a job is matched by: its words only (no positions or weights), stored in the row (STORAGE MAIN, migration
     * 0028) so that testing it never reads TOAST (decision 004).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`strip(to_tsvector('sentinela', job_title) || to_tsvector('sentinela', description) || to_tsvector('sentinela', coalesce(requirements, '')) || to_tsvector('sentinela', search_terms))`,
    ),
    /**
     * The title alone, small enough to stay in the row: relevance ranks by it (title matches first, then the newest),
     * where ranking by the whole text read every match's large vector from TOAST (decision 004).
     */
    titleVector: tsvector('title_vector').generatedAlwaysAs(sql`to_tsvector('sentinela', job_title)`),
    ...timestamps,
  },
  (table) => [
    index('positions_search_idx').using('gin', table.searchVector),
    // Text, the common filters and the roles in one GIN (btree_gin): a search with country, modality, employment type
    // or role reads only matching entries instead of checking each text match's row (npm run bench). A country with a
    // modality is one entry too (migration 0029): their pair's list is far shorter than either's. The roles joined it
    // in migration 0030: a role with a place is intersected in the index, not checked row by row.
    index('positions_search_filters_idx')
      .using(
        'gin',
        table.searchVector,
        table.country,
        table.modality,
        table.employmentType,
        sql`(country || '/' || modality)`,
        table.roleCodes,
      )
      .where(sql`status = 'published'`),
    index('positions_company_idx').on(table.companyId, table.status),
    index('positions_listed_idx')
      .on(table.publishedAt.desc(), table.id)
      .where(sql`status = 'published'`),
    // Newest first within one employment type or one country, the filters searches most often have (migration 0028).
    index('positions_type_listed_idx')
      .on(table.employmentType, table.publishedAt.desc().nullsLast(), table.id)
      .where(sql`status = 'published'`),
    index('positions_country_listed_idx')
      .on(table.country, table.publishedAt.desc().nullsLast(), table.id)
      .where(sql`status = 'published'`),
    index('positions_country_idx').on(table.country, table.city),
    index('positions_job_title_trgm_idx').using('gin', sql`${table.jobTitle} gin_trgm_ops`),
  ],
)

/** The NICE work roles a job asks for, each with its minimum percentage fit to apply (§3, §5). */
export const positionRoles = pgTable(
  'position_roles',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    workRoleCode: text('work_role_code').notNull(),
    minimumPercentage: integer('minimum_percentage').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.workRoleCode] }),
    index('position_roles_role_idx').on(table.workRoleCode, table.positionId),
  ],
)

export const positionCertifications = pgTable(
  'position_certifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [index('position_certifications_position_idx').on(table.positionId)],
)

export const positionLanguages = pgTable(
  'position_languages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    level: text('level').notNull(),
    ...timestamps,
  },
  (table) => [index('position_languages_position_idx').on(table.positionId)],
)

/** §4: a saved job is a date stamp. */
export const savedPositions = pgTable(
  'saved_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.positionId] }),
    index('saved_positions_position_idx').on(table.positionId),
  ],
)

/**
 * A talent in a job's pipeline: applied with a message (§4), or contacted by the company about the job first.
 * `communicationStatus` is one of the five §3 codes; every change is kept in `application_status_events`.
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    communicationStatus: integer('communication_status').notNull(),
    /**
     * The ranking key of the pipeline: the mean of the talent's stored fit over the job's roles (0 for a role without
     * a stored fit, 0 when the job names none). Kept current by `refreshApplicationFits` whenever a talent's fits or a
     * job's roles change, so ranking a job's candidates reads one index range.
     */
    fit: integer('fit').notNull().default(0),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('applications_position_talent_idx').on(table.positionId, table.talentId),
    index('applications_talent_idx').on(table.talentId),
    index('applications_position_fit_idx').on(
      table.positionId,
      table.fit.desc(),
      table.appliedAt.asc().nullsLast(),
      table.id,
    ),
  ],
)

/** Who moved a candidate to which status, and when. The name is kept should the user later be removed. */
export const applicationStatusEvents = pgTable(
  'application_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_status_events_application_idx').on(table.applicationId, table.createdAt)],
)

/**
 * §3 "Cyber team member", §4 link states: a talent linked to a company, pending until the talent accepts. Active
 * members see the company's private (internal) jobs (PRODUCT.md). The company workspace manages the links.
 */
export const companyTeamMembers = pgTable(
  'company_team_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending until the talent accepts; declined, unlinked (the talent left) and removed are kept as notices. */
    status: text('status', { enum: ['pending', 'active', 'declined', 'unlinked', 'removed'] })
      .notNull()
      .default('pending'),
    /** §3 publicEmployee: the company sees the member's profile and progress only while true. */
    publicProfile: boolean('public_profile').notNull().default(false),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('company_team_members_company_talent_idx').on(table.companyId, table.talentId),
    index('company_team_members_talent_idx').on(table.talentId, table.status),
  ],
)
