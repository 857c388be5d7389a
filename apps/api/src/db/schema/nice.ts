import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { timestamps, tsvector } from './columns'

/**
 * The NIST NICE Workforce Framework (SP 800-181 Rev 1, Components v2.1.0), loaded from
 * packages/shared/src/nice/data by the reference-data loader. English texts are NIST's; the API translates names
 * and descriptions of categories, roles and areas from the `nice` catalog, and statements from the project's
 * statements.es/pt.json, kept in memory beside these tables (decision 006).
 */
export const niceCategories = pgTable('nice_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
  ...timestamps,
})

export const niceWorkRoles = pgTable(
  'nice_work_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => niceCategories.code),
    name: text('name').notNull(),
    description: text('description').notNull(),
    opmCodes: text('opm_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [index('nice_work_roles_category_idx').on(table.categoryCode)],
)

export const niceStatements = pgTable(
  'nice_statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** T, K or S followed by four digits (§3 framework item). */
    code: text('code').notNull().unique(),
    type: text('type', { enum: ['task', 'knowledge', 'skill'] }).notNull(),
    description: text('description').notNull(),
    newInVersion: boolean('new_in_version').notNull().default(false),
    // English stemming over the NIST text; the code is included so "K0018" finds its statement. No longer queried:
    // statement search runs in memory in the reader's language and English (decision 006).
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', code || ' ' || description)`),
    ...timestamps,
  },
  (table) => [
    index('nice_statements_search_idx').using('gin', table.searchVector),
    index('nice_statements_description_trgm_idx').using('gin', sql`${table.description} gin_trgm_ops`),
    index('nice_statements_type_idx').on(table.type),
  ],
)

export const niceWorkRoleStatements = pgTable(
  'nice_work_role_statements',
  {
    workRoleCode: text('work_role_code')
      .notNull()
      .references(() => niceWorkRoles.code, { onDelete: 'cascade' }),
    statementCode: text('statement_code')
      .notNull()
      .references(() => niceStatements.code, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.workRoleCode, table.statementCode] }),
    index('nice_work_role_statements_statement_idx').on(table.statementCode),
  ],
)

export const niceCompetencyAreas = pgTable('nice_competency_areas', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  ksListPublished: boolean('ks_list_published').notNull(),
  ...timestamps,
})

export const niceCompetencyAreaStatements = pgTable(
  'nice_competency_area_statements',
  {
    competencyAreaCode: text('competency_area_code')
      .notNull()
      .references(() => niceCompetencyAreas.code, { onDelete: 'cascade' }),
    statementCode: text('statement_code')
      .notNull()
      .references(() => niceStatements.code, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.competencyAreaCode, table.statementCode] })],
)

/** The 2017 framework's seven categories: the quiz speaks them (PRODUCT.md). */
export const niceLegacyCategories = pgTable('nice_legacy_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
  ...timestamps,
})

/** 2017 work roles with their crosswalk to current roles (matched by OPM code; empty when none exists). */
export const niceLegacyWorkRoles = pgTable(
  'nice_legacy_work_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => niceLegacyCategories.code),
    name: text('name').notNull(),
    opmCode: text('opm_code'),
    currentWorkRoleCodes: text('current_work_role_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [index('nice_legacy_work_roles_category_idx').on(table.categoryCode)],
)
