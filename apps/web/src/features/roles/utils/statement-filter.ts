import { statementTypeOf, type StatementType } from '@sentinela/shared/nice/statement-codes'

/** A statement as the wizard lists it: code, text in the reader's language and NIST's original, its chosen roles. */
export interface ListedStatement {
  code: string
  description: string
  originalDescription?: string
  workRoleCodes: readonly string[]
}

/** Lower case, without accents: "Análisis" and "analisis" are the same word to a person searching (PRODUCT.md). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/**
 * Whether a statement matches what was typed: every typed word starts a word of its code, its text or NIST's English
 * original, in any order (the API's full-text search reads the same way: word prefixes, every word).
 */
export function matchesWords(statement: ListedStatement, typed: string): boolean {
  const terms = foldText(typed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  if (terms.length === 0) return true
  const words = foldText(`${statement.code} ${statement.description} ${statement.originalDescription ?? ''}`).split(
    /[^\p{L}\p{N}]+/u,
  )
  return terms.every((term) => words.some((word) => word.startsWith(term)))
}

export interface StatementFilter {
  type: StatementType
  /** One chosen role's statements, or null for all of them. */
  workRoleCode: string | null
  /** What was typed; matched as it is typed, in the browser. */
  words: string
}

/** The statements a list shows: its type, the role picked, the words typed; `first` codes lead, the order kept. */
export function filterStatements<Statement extends ListedStatement>(
  statements: readonly Statement[],
  { type, workRoleCode, words }: StatementFilter,
  first: ReadonlySet<string> = new Set(),
): Statement[] {
  const shown = statements.filter(
    (statement) =>
      statementTypeOf(statement.code) === type &&
      (workRoleCode === null || statement.workRoleCodes.includes(workRoleCode)) &&
      matchesWords(statement, words),
  )
  if (first.size === 0) return shown
  return [...shown.filter((statement) => first.has(statement.code)), ...shown.filter((s) => !first.has(s.code))]
}

/** A role's statements of one type, and how many of them are held: the group toggles of step 3. */
export function groupOf(
  statements: readonly ListedStatement[],
  workRoleCode: string,
  type: StatementType,
  selected: ReadonlySet<string>,
): { codes: string[]; held: number } {
  const codes = statements
    .filter((statement) => statementTypeOf(statement.code) === type && statement.workRoleCodes.includes(workRoleCode))
    .map((statement) => statement.code)
  return { codes, held: codes.filter((code) => selected.has(code)).length }
}
