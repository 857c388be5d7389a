import { MAX_PROFILE_CATEGORIES, MAX_PROFILE_WORK_ROLES } from '@sentinela/shared/schemas/profile'
import { mergeStatementCodes, statementTypeOf } from '@sentinela/shared/nice/statement-codes'

/** A framework item (§3): a statement's numeric id and its T/K/S code. */
export interface FrameworkItem {
  id: number
  code: string
}

/** The NICE section of a profile, as GET /profile answers it (empty lists before the wizard ran). */
export interface NiceSelectionCodes {
  categoryCodes: readonly string[]
  workRoleCodes: readonly string[]
  statementCodes: readonly string[]
}

/** What the framework says about roles: each role's category and statements (FrameworkService gives both). */
export interface FrameworkShape {
  roleCategories: ReadonlyMap<string, string>
  roleStatements: ReadonlyMap<string, readonly string[]>
}

/** A suggestion from the quiz or a CV analysis: work roles and framework items, as loosely as they arrive. */
export interface FrameworkSuggestion {
  workRoleCodes: readonly unknown[]
  items: readonly unknown[]
}

export interface MergedNiceSelection {
  selection: { categoryCodes: string[]; workRoleCodes: string[]; statementCodes: string[] }
  /** Roles and statements the merge added (not held before). */
  addedWorkRoleCodes: string[]
  addedStatementCodes: string[]
  /** Suggested roles left out: unknown, or over the profile's limits of roles and categories. */
  skippedWorkRoleCodes: string[]
  /** Suggested statements left out: invalid items, or held by none of the merged roles. */
  skippedItemCount: number
}

/**
 * §4: AI (and quiz) results are kept only with a numeric id and a non-empty code; anything else is dropped here,
 * before a merge can see it.
 */
export function keepFrameworkItems(items: readonly unknown[]): FrameworkItem[] {
  const kept: FrameworkItem[] = []
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue
    const { id, code } = item as { id?: unknown; code?: unknown }
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) continue
    if (typeof code !== 'string' || code.trim() === '') continue
    kept.push({ id, code: code.trim().toUpperCase() })
  }
  return kept
}

/**
 * The one merge rule of §4 for the NICE profile, shared by the quiz's "Add to my profile" and the CV review:
 * suggested framework items are kept only with a numeric id and a non-empty code, merged into what the profile holds
 * by code prefix (T, K, S) without duplicates; suggested roles join the held ones (and bring their category) while
 * the profile's limits allow (MAX_PROFILE_WORK_ROLES roles in MAX_PROFILE_CATEGORIES categories); a statement is
 * added only when a merged role holds it, so the result always passes the profile's own validation. Nothing held is
 * ever removed. Pure: the caller saves the result (ProfileService.saveNiceSection recomputes the fit).
 */
export function mergeFrameworkItems(
  current: NiceSelectionCodes,
  suggestion: FrameworkSuggestion,
  framework: FrameworkShape,
): MergedNiceSelection {
  const categoryCodes = [...new Set(current.categoryCodes)]
  const workRoleCodes = [...new Set(current.workRoleCodes)]
  const addedWorkRoleCodes: string[] = []
  const skippedWorkRoleCodes: string[] = []
  for (const raw of suggestion.workRoleCodes) {
    if (typeof raw !== 'string' || raw.trim() === '') continue
    const code = raw.trim().toUpperCase()
    if (workRoleCodes.includes(code)) continue
    const category = framework.roleCategories.get(code)
    const categoryFits = category && (categoryCodes.includes(category) || categoryCodes.length < MAX_PROFILE_CATEGORIES)
    if (!category || !categoryFits || workRoleCodes.length >= MAX_PROFILE_WORK_ROLES) {
      if (!skippedWorkRoleCodes.includes(code)) skippedWorkRoleCodes.push(code)
      continue
    }
    if (!categoryCodes.includes(category)) categoryCodes.push(category)
    workRoleCodes.push(code)
    addedWorkRoleCodes.push(code)
  }

  const allowed = new Set(workRoleCodes.flatMap((code) => framework.roleStatements.get(code) ?? []))
  const held = new Set(mergeStatementCodes([], current.statementCodes))
  const items = keepFrameworkItems(suggestion.items)
  const incoming = items.filter((item) => statementTypeOf(item.code) && allowed.has(item.code))
  const statementCodes = mergeStatementCodes(
    held,
    incoming.map((item) => item.code),
  )
  return {
    selection: { categoryCodes, workRoleCodes, statementCodes },
    addedWorkRoleCodes,
    addedStatementCodes: statementCodes.filter((code) => !held.has(code)),
    skippedWorkRoleCodes,
    skippedItemCount: suggestion.items.length - incoming.length,
  }
}
