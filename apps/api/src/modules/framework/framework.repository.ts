import { asc, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import {
  niceCategories,
  niceCompetencyAreas,
  niceLegacyCategories,
  niceLegacyWorkRoles,
  niceStatements,
  niceWorkRoles,
  niceWorkRoleStatements,
} from '../../db/schema/index'
import { rowsOf } from '../../lib/sql'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'

export interface CategoryRow {
  code: string
  name: string
  description: string
}

export interface WorkRoleRow {
  code: string
  categoryCode: string
  name: string
  description: string
  opmCodes: string[]
}

export interface StatementRow {
  id: number
  code: string
  type: StatementType
  /** NIST's English. */
  description: string
}

export interface CompetencyAreaRow {
  code: string
  name: string
  description: string
  ksListPublished: boolean
  statementCodes: string[]
}

export interface LegacyCategoryRow {
  code: string
  name: string
  description: string
  workRoles: { code: string; name: string; currentWorkRoleCodes: string[] }[]
}

/** The whole NICE framework as the tables hold it: read once, then served from memory (FrameworkService). */
export interface FrameworkRows {
  /** In NIST's order. */
  categories: CategoryRow[]
  /** By code. */
  workRoles: WorkRoleRow[]
  /** By code. */
  statements: StatementRow[]
  /** Each work role's statement codes, by code. */
  roleStatements: Map<string, string[]>
  competencyAreas: CompetencyAreaRow[]
  legacyCategories: LegacyCategoryRow[]
}

/** Reads of the NICE framework tables. Only this file writes SQL for them (STYLE.md §2). */
export class FrameworkRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Every table of the framework, in one go. The reference-data loader fills them at start-up (by checksum) and
   * nothing else writes them, so the caller may keep the answer for the life of the process.
   */
  async readFramework(): Promise<FrameworkRows> {
    const categories = await this.db
      .select({ code: niceCategories.code, name: niceCategories.name, description: niceCategories.description })
      .from(niceCategories)
      .orderBy(asc(niceCategories.position))
    const workRoles = await this.db
      .select({
        code: niceWorkRoles.code,
        categoryCode: niceWorkRoles.categoryCode,
        name: niceWorkRoles.name,
        description: niceWorkRoles.description,
        opmCodes: niceWorkRoles.opmCodes,
      })
      .from(niceWorkRoles)
      .orderBy(asc(niceWorkRoles.code))
    const statements = await this.db
      .select({
        id: niceStatements.id,
        code: niceStatements.code,
        type: niceStatements.type,
        description: niceStatements.description,
      })
      .from(niceStatements)
      .orderBy(asc(niceStatements.code))
    const links = await this.db
      .select({
        workRoleCode: niceWorkRoleStatements.workRoleCode,
        statementCode: niceWorkRoleStatements.statementCode,
      })
      .from(niceWorkRoleStatements)
      .orderBy(asc(niceWorkRoleStatements.workRoleCode), asc(niceWorkRoleStatements.statementCode))
    const roleStatements = new Map<string, string[]>()
    for (const link of links) {
      const codes = roleStatements.get(link.workRoleCode)
      if (codes) codes.push(link.statementCode)
      else roleStatements.set(link.workRoleCode, [link.statementCode])
    }
    return {
      categories,
      workRoles,
      statements,
      roleStatements,
      competencyAreas: await this.readCompetencyAreas(),
      legacyCategories: await this.readLegacyCategories(),
    }
  }

  private async readCompetencyAreas() {
    const result = await this.db.execute(sql`
      select a.code, a.name, a.description, a.ks_list_published as "ksListPublished",
             coalesce(array_agg(l.statement_code order by l.statement_code)
                      filter (where l.statement_code is not null), '{}') as "statementCodes"
      from ${niceCompetencyAreas} a
      left join nice_competency_area_statements l on l.competency_area_code = a.code
      group by a.id
      order by a.code`)
    return rowsOf<CompetencyAreaRow>(result)
  }

  private async readLegacyCategories(): Promise<LegacyCategoryRow[]> {
    const categories = await this.db.select().from(niceLegacyCategories).orderBy(asc(niceLegacyCategories.position))
    const roles = await this.db.select().from(niceLegacyWorkRoles).orderBy(asc(niceLegacyWorkRoles.code))
    return categories.map((category) => ({
      code: category.code,
      name: category.name,
      description: category.description,
      workRoles: roles
        .filter((role) => role.categoryCode === category.code)
        .map((role) => ({ code: role.code, name: role.name, currentWorkRoleCodes: role.currentWorkRoleCodes })),
    }))
  }
}
