import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { companies, users } from './accounts'
import { timestamps } from './columns'
import { trainings } from './learning'

/**
 * §3 "Career path" (PRODUCT.md "Learning"): Sentinela's seeded paths (owner `system`, read-only to users, loaded from
 * packages/shared/src/careers by their stable `key`), a talent's own paths and a company's paths. A company's paths
 * are seen by the company and its cyber team unless `is_public`. Target work roles are NICE 2025 work role codes.
 */
export const careerPaths = pgTable(
  'career_paths',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Only Sentinela's paths have one. */
    key: text('key'),
    owner: text('owner', { enum: ['system', 'talent', 'company'] }).notNull(),
    ownerTalentId: integer('owner_talent_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    securityLevel: text('security_level'),
    clearanceRequired: boolean('clearance_required').notNull().default(false),
    polygraphRequired: boolean('polygraph_required').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    workRoleCodes: text('work_role_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('career_paths_key_idx')
      .on(table.key)
      .where(sql`${table.key} IS NOT NULL`),
    index('career_paths_owner_talent_idx').on(table.ownerTalentId),
    index('career_paths_owner_company_idx').on(table.ownerCompanyId),
    check(
      'career_paths_owner_check',
      sql`(${table.owner} = 'system' AND ${table.ownerTalentId} IS NULL AND ${table.ownerCompanyId} IS NULL) OR (${table.owner} = 'talent' AND ${table.ownerTalentId} IS NOT NULL AND ${table.ownerCompanyId} IS NULL) OR (${table.owner} = 'company' AND ${table.ownerCompanyId} IS NOT NULL AND ${table.ownerTalentId} IS NULL)`,
    ),
  ],
)

/** A training on a path at a level (§3 levelCareerTraining: 0 entry-level, 1 mid-career, 2 professional). */
export const careerPathTrainings = pgTable(
  'career_path_trainings',
  {
    careerPathId: integer('career_path_id')
      .notNull()
      .references(() => careerPaths.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    level: integer('level').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.careerPathId, table.trainingId] }),
    index('career_path_trainings_training_idx').on(table.trainingId),
    check('career_path_trainings_level_check', sql`${table.level} IN (0, 1, 2)`),
  ],
)

/** §4: a saved career is a date stamp. */
export const talentSavedCareers = pgTable(
  'talent_saved_careers',
  {
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerPathId: integer('career_path_id')
      .notNull()
      .references(() => careerPaths.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.talentId, table.careerPathId] }),
    index('talent_saved_careers_path_idx').on(table.careerPathId),
  ],
)

/**
 * §3 "recommended careers (id, assignedToTalent, recommendedDate)", §4: a recommendation exists while
 * recommendedDate is set; the company clearing it removes the row. Assigned paths appear in the talent's paths.
 */
export const companyCareerRecommendations = pgTable(
  'company_career_recommendations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerPathId: integer('career_path_id')
      .notNull()
      .references(() => careerPaths.id, { onDelete: 'cascade' }),
    assignedToTalent: boolean('assigned_to_talent').notNull().default(false),
    recommendedDate: timestamp('recommended_date', { withTimezone: true }).notNull(),
    recommendedBy: integer('recommended_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('company_career_recommendations_unique_idx').on(table.companyId, table.talentId, table.careerPathId),
    index('company_career_recommendations_talent_idx').on(table.talentId),
    index('company_career_recommendations_path_idx').on(table.careerPathId),
  ],
)

/**
 * The stored path percentage (PRODUCT.md): 60 % × share of the path's trainings completed + 40 % × mean stored fit
 * to the target roles, with both parts, per talent and path they follow (saved, own, recommended or assigned).
 */
export const talentCareerScores = pgTable(
  'talent_career_scores',
  {
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerPathId: integer('career_path_id')
      .notNull()
      .references(() => careerPaths.id, { onDelete: 'cascade' }),
    percentage: integer('percentage').notNull(),
    /** Share of the path's trainings completed, 0–100. */
    trainingsPart: integer('trainings_part').notNull(),
    /** Mean stored fit to the target work roles, 0–100. */
    roleFitPart: integer('role_fit_part').notNull(),
    completedTrainings: integer('completed_trainings').notNull(),
    totalTrainings: integer('total_trainings').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.talentId, table.careerPathId] }),
    index('talent_career_scores_path_idx').on(table.careerPathId),
  ],
)
