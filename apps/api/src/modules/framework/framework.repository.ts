import { asc, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { niceCompetencyAreas, niceLegacyCategories, niceLegacyWorkRoles, niceWorkRoles } from '../../db/schema/index'
import { rowsOf, toPrefixTsQuery } from '../../lib/sql'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'

export interface WorkRoleRow {
  code: string
  categoryCode: string
  name: string
  description: string
  opmCodes: string[]
  task: number
  knowledge: number
  skill: number
}

export interface StatementRow {
  id: number
  code: string
  type: StatementType
  description: string
  workRoleCodes: string[]
  total: number
}

export interface StatementQuery {
  workRoleCodes: string[]
  type: StatementType
  search?: string | undefined
  limit: number
  offset: number
}

/** Reads of the NICE framework tables. Only this file writes SQL for them (STYLE.md §2). */
export class FrameworkRepository {
  constructor(private readonly db: Executor) {}

  async listCategories() {
    const result = await this.db.execute(sql`
      select c.code, c.name, c.description, count(r.id)::int as "workRoleCount"
      from nice_categories c
      left join nice_work_roles r on r.category_code = c.code
      group by c.id
      order by c.position`)
    return rowsOf<{ code: string; name: string; description: string; workRoleCount: number }>(result)
  }

  /** Work roles with the number of statements of each type, optionally of some categories only. */
  async listWorkRoles(categoryCodes?: string[]): Promise<WorkRoleRow[]> {
    const filter = categoryCodes ? sql`where r.category_code in ${categoryCodes}` : sql``
    const result = await this.db.execute(sql`
      select r.code, r.category_code as "categoryCode", r.name, r.description, r.opm_codes as "opmCodes",
             count(*) filter (where s.type = 'task')::int as task,
             count(*) filter (where s.type = 'knowledge')::int as knowledge,
             count(*) filter (where s.type = 'skill')::int as skill
      from nice_work_roles r
      left join nice_work_role_statements l on l.work_role_code = r.code
      left join nice_statements s on s.code = l.statement_code
      ${filter}
      group by r.id
      order by r.code`)
    return rowsOf<WorkRoleRow>(result)
  }

  async findExistingWorkRoleCodes(codes: string[]): Promise<string[]> {
    const rows = await this.db
      .select({ code: niceWorkRoles.code })
      .from(niceWorkRoles)
      .where(inArray(niceWorkRoles.code, codes))
    return rows.map((row) => row.code)
  }

  async listCompetencyAreas() {
    const result = await this.db.execute(sql`
      select a.code, a.name, a.description, a.ks_list_published as "ksListPublished",
             coalesce(array_agg(l.statement_code order by l.statement_code)
                      filter (where l.statement_code is not null), '{}') as "statementCodes"
      from ${niceCompetencyAreas} a
      left join nice_competency_area_statements l on l.competency_area_code = a.code
      group by a.id
      order by a.code`)
    return rowsOf<{
      code: string
      name: string
      description: string
      ksListPublished: boolean
      statementCodes: string[]
    }>(result)
  }

  /**
   * Statements of one type belonging to any of the given work roles, best matches first when searching.
   * Search is PostgreSQL full text over code and description (GIN index on the generated `search_vector`), by word
   * prefix; an exact statement code also matches.
   */
  async searchStatements(query: StatementQuery): Promise<StatementRow[]> {
    const tsQuery = query.search ? toPrefixTsQuery(query.search) : undefined
    const codeMatch = query.search?.trim().toUpperCase() ?? ''
    const searchFilter = query.search
      ? tsQuery
        ? sql`and (s.search_vector @@ to_tsquery('english', ${tsQuery}) or s.code = ${codeMatch})`
        : sql`and false`
      : sql``
    const rank = tsQuery ? sql`ts_rank(s.search_vector, to_tsquery('english', ${tsQuery})) desc,` : sql``
    const result = await this.db.execute(sql`
      select s.id, s.code, s.type, s.description,
             array_agg(l.work_role_code order by l.work_role_code) as "workRoleCodes",
             (count(*) over ())::int as total
      from nice_statements s
      join nice_work_role_statements l on l.statement_code = s.code and l.work_role_code in ${query.workRoleCodes}
      where s.type = ${query.type} ${searchFilter}
      group by s.id
      order by ${rank} s.code
      limit ${query.limit} offset ${query.offset}`)
    return rowsOf<StatementRow>(result)
  }

  /** Every work role's statement codes: the input of the fit formula. */
  async listRoleStatementCodes(): Promise<Map<string, string[]>> {
    const result = await this.db.execute(sql`
      select work_role_code as "workRoleCode", array_agg(statement_code order by statement_code) as codes
      from nice_work_role_statements group by work_role_code`)
    return new Map(
      rowsOf<{ workRoleCode: string; codes: string[] }>(result).map((row) => [row.workRoleCode, row.codes]),
    )
  }

  async listLegacyCategories() {
    const categories = await this.db.select().from(niceLegacyCategories).orderBy(asc(niceLegacyCategories.position))
    const roles = await this.db.select().from(niceLegacyWorkRoles).orderBy(asc(niceLegacyWorkRoles.code))
    return categories.map((category) => ({
      code: category.code,
      name: category.name,
      description: category.description,
      workRoles: roles.filter((role) => role.categoryCode === category.code),
    }))
  }
}
