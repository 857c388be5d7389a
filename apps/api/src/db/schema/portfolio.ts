import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { timestamps } from './columns'

/**
 * #20 Projects (decision 016): a talent's portfolio item. `statementCodes` are NICE 2025 statement codes the project
 * demonstrates (at most 10, each checked against the framework when saved). `endDate` null = ongoing.
 */
export const talentProjects = pgTable(
  'talent_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** An https address, or none. */
    link: text('link'),
    kind: text('kind', { enum: ['ctf', 'lab', 'write_up', 'repository', 'talk'] }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    statementCodes: text('statement_codes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...timestamps,
  },
  (table) => [
    index('talent_projects_talent_idx').on(table.talentId, table.startDate.desc(), table.id),
    check('talent_projects_kind_known', sql`${table.kind} in ('ctf', 'lab', 'write_up', 'repository', 'talk')`),
    check('talent_projects_dates_in_order', sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`),
    check('talent_projects_link_https', sql`${table.link} is null or ${table.link} like 'https://%'`),
    check('talent_projects_statements_bounded', sql`cardinality(${table.statementCodes}) <= 10`),
  ],
)
export type TalentProjectRow = typeof talentProjects.$inferSelect
