import { createHash } from 'node:crypto'
import type { Language } from '@sentinela/shared/i18n/languages'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'
import { QUIZ_ATTRIBUTES, type QuizAttribute } from '@sentinela/shared/master-data/quiz-attributes'
import type { CompetencyArea, NiceCategory, StatementsRequest, WorkRole } from '@sentinela/shared/schemas/framework'
import { readStatementTranslations } from '../../db/reference/nice-statement-translations'
import { AppError, ErrorCode } from '../../lib/app-error'
import { translatorFor } from '../../lib/i18n'
import { FrameworkCatalog } from './framework-catalog'
import type { FrameworkRepository } from './framework.repository'

/** An answer that depends on reference data only, with the ETag that names it. */
export interface Cacheable<T> {
  body: T
  etag: string
}

/**
 * The NICE framework as the product speaks it (PRODUCT.md): categories are the wizard's "competency area", work
 * roles its "domains or specialities", statements its tasks, knowledge and skills. Everything comes in the caller's
 * language; statements also carry NIST's English original.
 *
 * Reference data only changes at start-up (the loader, by checksum), so the framework is read from the database once,
 * on first use, and served from memory (FrameworkCatalog): no request re-reads or re-aggregates it.
 */
export class FrameworkService {
  private catalog: Promise<FrameworkCatalog> | undefined
  private readonly cacheable = new Map<string, Cacheable<unknown>>()

  constructor(private readonly repository: FrameworkRepository) {}

  /** The framework in memory, read on first use; a failed read is tried again on the next call. */
  getCatalog(): Promise<FrameworkCatalog> {
    this.catalog ??= this.repository
      .readFramework()
      .then((rows) => new FrameworkCatalog(rows, readStatementTranslations()))
      .catch((error: unknown) => {
        this.catalog = undefined
        throw error
      })
    return this.catalog
  }

  async listCategories(language: Language): Promise<NiceCategory[]> {
    return (await this.getCatalog()).categories(language)
  }

  /** GET /workforceframework/categories with its ETag. */
  async getCategoriesCacheable(language: Language): Promise<Cacheable<NiceCategory[]>> {
    const body = await this.listCategories(language)
    return this.withEtag(`categories:${language}`, body)
  }

  async listCategoriesWithRoles(language: Language, categoryCodes?: string[]) {
    const catalog = await this.getCatalog()
    const roles = catalog.workRoles(language)
    return catalog
      .categories(language)
      .filter((category) => !categoryCodes || categoryCodes.includes(category.code))
      .map((category) => ({ ...category, workRoles: roles.filter((role) => role.categoryCode === category.code) }))
  }

  /** Every work role, or those of some categories, in the language. */
  async listWorkRoles(language: Language, categoryCodes?: string[]): Promise<WorkRole[]> {
    const roles = (await this.getCatalog()).workRoles(language)
    return categoryCodes ? roles.filter((role) => categoryCodes.includes(role.categoryCode)) : roles
  }

  /** One work role in the language, or undefined when no role has that code. */
  async findWorkRole(language: Language, code: string): Promise<WorkRole | undefined> {
    return (await this.getCatalog()).findWorkRole(language, code)
  }

  /** GET /workforceframework/competency with its ETag. */
  async getCompetencyAreasCacheable(language: Language): Promise<Cacheable<CompetencyArea[]>> {
    const body = (await this.getCatalog()).competencyAreas(language)
    return this.withEtag(`competency:${language}`, body)
  }

  /**
   * One page of a type of statements of the chosen work roles, in the caller's language with NIST's original;
   * `selectedCodes` marks what the caller holds. The search matches the caller's language and English.
   */
  async listStatements(type: StatementType, request: StatementsRequest, language: Language) {
    await this.assertWorkRolesExist(request.workRoleCodes)
    const { statements, total } = (await this.getCatalog()).searchStatements({
      language,
      workRoleCodes: request.workRoleCodes,
      type,
      search: request.search,
      limit: request.limit,
      offset: (request.page - 1) * request.limit,
    })
    const selected = new Set(request.selectedCodes ?? [])
    return {
      data: statements.map((statement) => ({ ...statement, selected: selected.has(statement.code) })),
      totalNumberOfRecords: total,
    }
  }

  /** These statements (those that exist), by code, in the reader's language with NIST's English original. */
  async describeStatements(codes: Iterable<string>, language: Language) {
    return (await this.getCatalog()).describeStatements(codes, language)
  }

  /** The framework items (numeric id and code) of these statement codes that exist: what a merge accepts (§4). */
  async frameworkItems(codes: Iterable<string>) {
    return (await this.getCatalog()).frameworkItems(codes)
  }

  /** The 2017 work roles with their category and the current roles they cross over to (the quiz's crosswalk). */
  async legacyWorkRoles() {
    return (await this.getCatalog()).legacyCategories().flatMap((category) =>
      category.workRoles.map((role) => ({
        code: role.code,
        categoryCode: category.code,
        currentWorkRoleCodes: role.currentWorkRoleCodes,
      })),
    )
  }

  /** The codes among these that name no statement of the framework. */
  async findUnknownStatements(codes: readonly string[]) {
    const catalog = await this.getCatalog()
    return codes.filter((code) => !catalog.hasStatement(code))
  }

  /** Work roles the given statements point to, with percentage fit by the shared formula, best first. */
  async rankRolesForStatements(language: Language, statementCodes: string[]) {
    const catalog = await this.getCatalog()
    return catalog
      .workRoles(language)
      .map((workRole) => {
        const fit = computeRoleFit(statementCodes, catalog.roleStatements.get(workRole.code) ?? [])
        return { workRole, percentage: fit.percentage, heldCodes: fit.heldCodes, missingCount: fit.missingCodes.length }
      })
      .filter((entry) => entry.heldCodes.length > 0)
      .sort((a, b) => b.percentage - a.percentage || b.heldCodes.length - a.heldCodes.length)
  }

  /**
   * The quiz's answer options and its seven 2017 categories, each with the current work roles its old roles cross
   * over to. Old roles with no current equivalent are listed apart, so the quiz can say so (PRODUCT.md).
   */
  async getQuizAttributes(language: Language, attributes?: QuizAttribute[]) {
    const t = translatorFor(language)
    const names = attributes ?? (Object.keys(QUIZ_ATTRIBUTES) as QuizAttribute[])
    const legacy = (await this.getCatalog()).legacyCategories()
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
    const catalog = await this.getCatalog()
    const unknown = codes.map((code, index) => ({ code, index })).filter(({ code }) => !catalog.hasWorkRole(code))
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
  async workRoleCategories(): Promise<ReadonlyMap<string, string>> {
    return (await this.getCatalog()).roleCategories
  }

  /** Every work role's statement codes (the fit formula's input). */
  async getRoleStatements(): Promise<ReadonlyMap<string, readonly string[]>> {
    return (await this.getCatalog()).roleStatements
  }

  /** The answer with an ETag from its content, computed once per key: the data cannot change while the process runs. */
  private withEtag<T>(key: string, body: T): Cacheable<T> {
    let entry = this.cacheable.get(key) as Cacheable<T> | undefined
    if (!entry) {
      entry = { body, etag: `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"` }
      this.cacheable.set(key, entry)
    }
    return entry
  }
}
