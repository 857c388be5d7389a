import type { Language } from '@sentinela/shared/i18n/languages'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'
import type { NICE_CATEGORY_CODES, NiceCategory, WorkRole } from '@sentinela/shared/schemas/framework'
import type { StatementTranslationLanguage } from '../../db/reference/nice-statement-translations'
import { translatorFor } from '../../lib/i18n'
import { PrefixIndex, searchTermsOf } from '../../lib/text-index'
import type { FrameworkRows, StatementRow } from './framework.repository'

type CategoryCode = (typeof NICE_CATEGORY_CODES)[number]

/** A statement as a reader sees it: the text in their language and NIST's English original. */
export interface DescribedStatement {
  code: string
  type: StatementType
  description: string
  originalDescription: string
}

export interface StatementSearch {
  language: Language
  workRoleCodes: readonly string[]
  type: StatementType
  search?: string | undefined
  limit: number
  offset: number
}

/** A found statement: its row, its text for the reader, and which of the asked work roles hold it. */
export type FoundStatement = StatementRow & { originalDescription: string; workRoleCodes: string[] }

/** A search's score for an exact statement code ("K0018"): above any text match. */
const CODE_MATCH_SCORE = Number.MAX_SAFE_INTEGER

/**
 * The NICE framework held in memory for the life of the process: categories, work roles and competency areas with
 * their names translated once per language, every statement with its Spanish and Portuguese texts (written for
 * Sentinela) beside NIST's English, each role's statements, and a prefix index per language for statement search.
 * Built once from the tables (FrameworkRepository.readFramework) and the translation files; nothing here touches the
 * database, so a request over reference data costs no query.
 */
export class FrameworkCatalog {
  /** Each work role's statement codes, sorted: the input of the fit formula. */
  readonly roleStatements: ReadonlyMap<string, readonly string[]>
  /** Each work role's category code. */
  readonly roleCategories: ReadonlyMap<string, string>

  private readonly statements: StatementRow[]
  private readonly statementPosition = new Map<string, number>()
  /** Each statement's work roles, sorted. */
  private readonly statementRoles = new Map<string, string[]>()
  private readonly texts: Record<Language, string[]>
  /** One search index per language, built on its first search (the seed and most requests never search). */
  private readonly indexes = new Map<Language, PrefixIndex>()
  private readonly translatedCategories = new Map<Language, NiceCategory[]>()
  private readonly translatedWorkRoles = new Map<Language, { list: WorkRole[]; byCode: Map<string, WorkRole> }>()

  constructor(
    private readonly rows: FrameworkRows,
    translations: Record<StatementTranslationLanguage, ReadonlyMap<string, string>>,
  ) {
    this.statements = rows.statements
    this.statements.forEach((statement, position) => this.statementPosition.set(statement.code, position))
    this.roleStatements = rows.roleStatements
    this.roleCategories = new Map(rows.workRoles.map((role) => [role.code, role.categoryCode]))
    for (const [roleCode, codes] of rows.roleStatements) {
      for (const code of codes) {
        const roles = this.statementRoles.get(code)
        if (roles) roles.push(roleCode)
        else this.statementRoles.set(code, [roleCode])
      }
    }
    for (const roles of this.statementRoles.values()) roles.sort()
    const english = this.statements.map((statement) => statement.description)
    // A statement the translators have not reached yet (a newer framework) reads in English rather than not at all.
    const translated = (language: StatementTranslationLanguage) =>
      this.statements.map((statement) => translations[language].get(statement.code)?.trim() || statement.description)
    this.texts = { en: english, es: translated('es'), pt: translated('pt') }
  }

  hasWorkRole(code: string) {
    return this.roleCategories.has(code)
  }

  hasStatement(code: string) {
    return this.statementPosition.has(code)
  }

  /** The framework items (§3: numeric id and code) of these statement codes that exist, in framework order. */
  frameworkItems(codes: Iterable<string>): { id: number; code: string }[] {
    return [...new Set(codes)]
      .map((code) => this.statementPosition.get(code))
      .filter((position) => position !== undefined)
      .sort((a, b) => a - b)
      .map((position) => ({ id: this.statements[position]!.id, code: this.statements[position]!.code }))
  }

  categories(language: Language): NiceCategory[] {
    let categories = this.translatedCategories.get(language)
    if (!categories) {
      const t = translatorFor(language)
      const counts = new Map<string, number>()
      for (const role of this.rows.workRoles) counts.set(role.categoryCode, (counts.get(role.categoryCode) ?? 0) + 1)
      categories = this.rows.categories.map((row) => ({
        code: row.code as CategoryCode,
        name: t(`nice:category.${row.code}.name`, { defaultValue: row.name }),
        description: t(`nice:category.${row.code}.description`, { defaultValue: row.description }),
        workRoleCount: counts.get(row.code) ?? 0,
      }))
      this.translatedCategories.set(language, categories)
    }
    return categories
  }

  /** Every work role, by code, with its name in the language and its number of statements of each type. */
  workRoles(language: Language): WorkRole[] {
    return this.workRolesOf(language).list
  }

  findWorkRole(language: Language, code: string): WorkRole | undefined {
    return this.workRolesOf(language).byCode.get(code)
  }

  competencyAreas(language: Language) {
    const t = translatorFor(language)
    return this.rows.competencyAreas.map((row) => ({
      ...row,
      name: t(`nice:competency_area.${row.code}.name`, { defaultValue: row.name }),
      description: t(`nice:competency_area.${row.code}.description`, { defaultValue: row.description }),
    }))
  }

  legacyCategories() {
    return this.rows.legacyCategories
  }

  /** The statements of these codes that exist, in the reader's language with NIST's original, by code. */
  describeStatements(codes: Iterable<string>, language: Language): DescribedStatement[] {
    const positions = [...new Set(codes)]
      .map((code) => this.statementPosition.get(code))
      .filter((position) => position !== undefined)
      .sort((a, b) => a - b)
    return positions.map((position) => {
      const row = this.statements[position]!
      return {
        code: row.code,
        type: row.type,
        description: this.texts[language][position]!,
        originalDescription: row.description,
      }
    })
  }

  /**
   * One page of a type of statements held by any of the given work roles. A search matches, by word prefix and
   * without regard to accents or case, the reader's language or NIST's English (every term in one of the two), and
   * an exact statement code; best matches first, then by code.
   */
  searchStatements(query: StatementSearch): { statements: FoundStatement[]; total: number } {
    const asked = new Set(query.workRoleCodes)
    const candidates = new Set<number>()
    for (const roleCode of asked) {
      for (const code of this.roleStatements.get(roleCode) ?? []) {
        const position = this.statementPosition.get(code)!
        if (this.statements[position]!.type === query.type) candidates.add(position)
      }
    }
    let ordered: number[]
    if (query.search) {
      const scores = this.scoreStatements(query.search, query.language)
      ordered = [...candidates]
        .filter((position) => scores.has(position))
        .sort((a, b) => scores.get(b)! - scores.get(a)! || a - b)
    } else {
      ordered = [...candidates].sort((a, b) => a - b)
    }
    const statements = ordered.slice(query.offset, query.offset + query.limit).map((position) => {
      const row = this.statements[position]!
      return {
        ...row,
        description: this.texts[query.language][position]!,
        originalDescription: row.description,
        workRoleCodes: (this.statementRoles.get(row.code) ?? []).filter((roleCode) => asked.has(roleCode)),
      }
    })
    return { statements, total: ordered.length }
  }

  /** Every statement the search matches, by position, with its best score over the reader's language and English. */
  private scoreStatements(search: string, language: Language) {
    const terms = searchTermsOf(search)
    const scores = new Map<number, number>()
    for (const version of new Set<Language>([language, 'en'])) {
      for (const [position, score] of this.indexFor(version).search(terms)) {
        if ((scores.get(position) ?? 0) < score) scores.set(position, score)
      }
    }
    const codePosition = this.statementPosition.get(search.trim().toUpperCase())
    if (codePosition !== undefined) scores.set(codePosition, CODE_MATCH_SCORE)
    return scores
  }

  /** A language's index: the code is a word of every text, so "k001" finds K0018. */
  private indexFor(language: Language) {
    let index = this.indexes.get(language)
    if (!index) {
      const texts = this.texts[language]
      index = new PrefixIndex(this.statements.map((row, position) => `${row.code} ${texts[position]}`))
      this.indexes.set(language, index)
    }
    return index
  }

  private workRolesOf(language: Language) {
    let roles = this.translatedWorkRoles.get(language)
    if (!roles) {
      const t = translatorFor(language)
      const list = this.rows.workRoles.map((row): WorkRole => {
        const statementCounts = { task: 0, knowledge: 0, skill: 0 }
        for (const code of this.roleStatements.get(row.code) ?? []) {
          statementCounts[this.statements[this.statementPosition.get(code)!]!.type] += 1
        }
        return {
          code: row.code,
          categoryCode: row.categoryCode as CategoryCode,
          name: t(`nice:work_role.${row.code}.name`, { defaultValue: row.name }),
          description: t(`nice:work_role.${row.code}.description`, { defaultValue: row.description }),
          opmCodes: row.opmCodes,
          statementCounts,
        }
      })
      roles = { list, byCode: new Map(list.map((role) => [role.code, role])) }
      this.translatedWorkRoles.set(language, roles)
    }
    return roles
  }
}
