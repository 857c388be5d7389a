import { computeRoleFit } from '@sentinela/shared/nice/fit'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'
import { QUIZ_ATTRIBUTES, type QuizAttribute } from '@sentinela/shared/master-data/quiz-attributes'
import type { NiceCategory, StatementsRequest, WorkRole } from '@sentinela/shared/schemas/framework'
import type { NICE_CATEGORY_CODES } from '@sentinela/shared/schemas/framework'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { Translate } from '../../lib/i18n'
import type { FrameworkRepository, WorkRoleRow } from './framework.repository'

type CategoryCode = (typeof NICE_CATEGORY_CODES)[number]

/**
 * The NICE framework as the product speaks it (PRODUCT.md): categories are the wizard's "competency area", work
 * roles its "domains or specialities", statements its tasks, knowledge and skills. Names and descriptions of
 * categories, roles and areas come in the caller's language; statement texts stay as NIST wrote them.
 */
export class FrameworkService {
  /** Reference data only changes at start-up, so each role's statements are read once. */
  private roleStatements: Promise<Map<string, string[]>> | undefined

  constructor(private readonly repository: FrameworkRepository) {}

  async listCategories(t: Translate): Promise<NiceCategory[]> {
    const rows = await this.repository.listCategories()
    return rows.map((row) => ({
      code: row.code as CategoryCode,
      name: t(`nice:category.${row.code}.name`, { defaultValue: row.name }),
      description: t(`nice:category.${row.code}.description`, { defaultValue: row.description }),
      workRoleCount: row.workRoleCount,
    }))
  }

  async listCategoriesWithRoles(t: Translate, categoryCodes?: string[]) {
    const [categories, roles] = await Promise.all([this.listCategories(t), this.listWorkRoles(t, categoryCodes)])
    return categories
      .filter((category) => !categoryCodes || categoryCodes.includes(category.code))
      .map((category) => ({ ...category, workRoles: roles.filter((role) => role.categoryCode === category.code) }))
  }

  async listWorkRoles(t: Translate, categoryCodes?: string[]): Promise<WorkRole[]> {
    const rows = await this.repository.listWorkRoles(categoryCodes)
    return rows.map((row) => this.toWorkRole(t, row))
  }

  async listCompetencyAreas(t: Translate) {
    const rows = await this.repository.listCompetencyAreas()
    return rows.map((row) => ({
      ...row,
      name: t(`nice:competency_area.${row.code}.name`, { defaultValue: row.name }),
      description: t(`nice:competency_area.${row.code}.description`, { defaultValue: row.description }),
    }))
  }

  /** One page of a type of statements of the chosen work roles; `selectedCodes` marks what the caller holds. */
  async listStatements(type: StatementType, request: StatementsRequest) {
    await this.assertWorkRolesExist(request.workRoleCodes)
    const rows = await this.repository.searchStatements({
      workRoleCodes: request.workRoleCodes,
      type,
      search: request.search,
      limit: request.limit,
      offset: (request.page - 1) * request.limit,
    })
    const selected = new Set(request.selectedCodes ?? [])
    return {
      data: rows.map(({ total: _total, ...row }) => ({ ...row, selected: selected.has(row.code) })),
      totalNumberOfRecords: rows[0]?.total ?? 0,
    }
  }

  /** Work roles the given statements point to, with percentage fit by the shared formula, best first. */
  async rankRolesForStatements(t: Translate, statementCodes: string[]) {
    const [roles, roleStatements] = await Promise.all([this.listWorkRoles(t), this.getRoleStatements()])
    return roles
      .map((workRole) => {
        const fit = computeRoleFit(statementCodes, roleStatements.get(workRole.code) ?? [])
        return { workRole, percentage: fit.percentage, heldCodes: fit.heldCodes, missingCount: fit.missingCodes.length }
      })
      .filter((entry) => entry.heldCodes.length > 0)
      .sort((a, b) => b.percentage - a.percentage || b.heldCodes.length - a.heldCodes.length)
  }

  /**
   * The quiz's answer options and its seven 2017 categories, each with the current work roles its old roles cross
   * over to. Old roles with no current equivalent are listed apart, so the quiz can say so (PRODUCT.md).
   */
  async getQuizAttributes(t: Translate, attributes?: QuizAttribute[]) {
    const names = attributes ?? (Object.keys(QUIZ_ATTRIBUTES) as QuizAttribute[])
    const legacy = await this.repository.listLegacyCategories()
    return {
      categories: legacy.map((category) => ({
        code: category.code,
        name: t(`nice:legacy_category.${category.code}.name`, { defaultValue: category.name }),
        description: t(`nice:legacy_category.${category.code}.description`, { defaultValue: category.description }),
        currentWorkRoleCodes: [...new Set(category.workRoles.flatMap((role) => role.currentWorkRoleCodes))].sort(),
        rolesWithoutCurrentEquivalent: category.workRoles
          .filter((role) => role.currentWorkRoleCodes.length === 0)
          .map((role) => ({ code: role.code, name: role.name })),
      })),
      attributes: Object.fromEntries(
        names.map((name) => [
          name,
          QUIZ_ATTRIBUTES[name].map((code) => ({ code, label: t(`master-data-guides:quiz.${name}.${code}`) })),
        ]),
      ),
    }
  }

  /** Refuses unknown work role codes, naming each field (`<path>.<index>`) like a schema failure would. */
  async assertWorkRolesExist(codes: string[], path = (index: number) => `workRoleCodes.${index}`) {
    const existing = new Set(await this.repository.findExistingWorkRoleCodes(codes))
    const unknown = codes.map((code, index) => ({ code, index })).filter(({ code }) => !existing.has(code))
    if (unknown.length > 0) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        issues: unknown.map(({ code, index }) => ({
          path: path(index),
          code: 'unknown_code',
          params: { code },
        })),
      })
    }
  }

  /** Each work role's category code, whatever the language. */
  async workRoleCategories(): Promise<Map<string, string>> {
    const rows = await this.repository.listWorkRoles()
    return new Map(rows.map((row) => [row.code, row.categoryCode]))
  }

  /** Every work role's statement codes (the fit formula's input), read once. */
  getRoleStatements() {
    this.roleStatements ??= this.repository.listRoleStatementCodes()
    return this.roleStatements
  }

  private toWorkRole(t: Translate, row: WorkRoleRow): WorkRole {
    return {
      code: row.code,
      categoryCode: row.categoryCode as CategoryCode,
      name: t(`nice:work_role.${row.code}.name`, { defaultValue: row.name }),
      description: t(`nice:work_role.${row.code}.description`, { defaultValue: row.description }),
      opmCodes: row.opmCodes,
      statementCounts: { task: row.task, knowledge: row.knowledge, skill: row.skill },
    }
  }
}
