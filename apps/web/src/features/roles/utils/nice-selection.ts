import { statementTypeOf, STATEMENT_TYPES, type StatementType } from '@sentinela/shared/nice/statement-codes'
import { MAX_PROFILE_CATEGORIES, MAX_PROFILE_WORK_ROLES } from '@sentinela/shared/schemas/profile'

/**
 * The wizard's selection (§2 roles wizard, PRODUCT.md mapping): step 1 work role categories ("competency area"),
 * step 2 work roles of those categories ("domains or specialities"), step 3 their task, knowledge and skill statements.
 */
export interface NiceDraft {
  categoryCodes: string[]
  workRoleCodes: string[]
  statementCodes: string[]
}

export const EMPTY_DRAFT: NiceDraft = { categoryCodes: [], workRoleCodes: [], statementCodes: [] }

/** PRODUCT.md: at most 3 categories and 5 work roles; §5: at least one of each, and one statement. */
export const LIMITS = {
  categories: { min: 1, max: MAX_PROFILE_CATEGORIES },
  workRoles: { min: 1, max: MAX_PROFILE_WORK_ROLES },
  statements: { min: 1 },
} as const

export const WIZARD_STEPS = ['categories', 'work_roles', 'statements'] as const
export type WizardStepKey = (typeof WIZARD_STEPS)[number]

/** What the framework says about codes the wizard has seen so far. */
export interface FrameworkFacts {
  /** Work role → its category. */
  categoryOfRole: ReadonlyMap<string, string>
  /** Statement → the work roles known to include it. */
  rolesOfStatement: ReadonlyMap<string, ReadonlySet<string>>
}

/** A change to the selection, and what it took away with it, so the person can be told (§2 wizard). */
export interface DraftChange {
  draft: NiceDraft
  droppedWorkRoleCodes: string[]
  droppedStatementCodes: string[]
  /** Set when the change was refused because a maximum was reached; the draft is then unchanged. */
  refused?: 'too_many'
}

const unchanged = (draft: NiceDraft, refused?: 'too_many'): DraftChange => ({
  draft,
  droppedWorkRoleCodes: [],
  droppedStatementCodes: [],
  ...(refused ? { refused } : {}),
})

/** Work roles whose category is still chosen are kept; the others go. */
export function pruneWorkRoles(
  workRoleCodes: readonly string[],
  categoryCodes: readonly string[],
  categoryOfRole: FrameworkFacts['categoryOfRole'],
): { kept: string[]; dropped: string[] } {
  const kept: string[] = []
  const dropped: string[] = []
  for (const code of workRoleCodes) {
    const category = categoryOfRole.get(code)
    // A role the catalog does not know (yet) stays: the API is the judge of unknown codes.
    if (category === undefined || categoryCodes.includes(category)) kept.push(code)
    else dropped.push(code)
  }
  return { kept, dropped }
}

/**
 * A statement stays while at least one chosen work role has it. A statement whose roles are not known yet stays
 * too; the save sends only statements of the chosen roles anyway (see `statementsToSave`).
 */
export function pruneStatements(
  statementCodes: readonly string[],
  workRoleCodes: readonly string[],
  rolesOfStatement: FrameworkFacts['rolesOfStatement'],
): { kept: string[]; dropped: string[] } {
  const kept: string[] = []
  const dropped: string[] = []
  for (const code of statementCodes) {
    const roles = rolesOfStatement.get(code)
    if (roles === undefined || workRoleCodes.some((role) => roles.has(role))) kept.push(code)
    else dropped.push(code)
  }
  return { kept, dropped }
}

/**
 * Chooses or drops a category. A fourth category is refused (PRODUCT.md). Dropping one drops its work roles, and the
 * statements no remaining role has.
 */
export function toggleCategory(draft: NiceDraft, categoryCode: string, facts: FrameworkFacts): DraftChange {
  if (!draft.categoryCodes.includes(categoryCode)) {
    if (draft.categoryCodes.length >= LIMITS.categories.max) return unchanged(draft, 'too_many')
    return unchanged({ ...draft, categoryCodes: [...draft.categoryCodes, categoryCode] })
  }
  const categoryCodes = draft.categoryCodes.filter((code) => code !== categoryCode)
  const roles = pruneWorkRoles(draft.workRoleCodes, categoryCodes, facts.categoryOfRole)
  const statements = pruneStatements(draft.statementCodes, roles.kept, facts.rolesOfStatement)
  return {
    draft: { categoryCodes, workRoleCodes: roles.kept, statementCodes: statements.kept },
    droppedWorkRoleCodes: roles.dropped,
    droppedStatementCodes: statements.dropped,
  }
}

/** Chooses or drops a work role. A sixth role is refused (PRODUCT.md); dropping one drops the statements only it had. */
export function toggleWorkRole(draft: NiceDraft, workRoleCode: string, facts: FrameworkFacts): DraftChange {
  if (!draft.workRoleCodes.includes(workRoleCode)) {
    if (draft.workRoleCodes.length >= LIMITS.workRoles.max) return unchanged(draft, 'too_many')
    return unchanged({ ...draft, workRoleCodes: [...draft.workRoleCodes, workRoleCode] })
  }
  const workRoleCodes = draft.workRoleCodes.filter((code) => code !== workRoleCode)
  const statements = pruneStatements(draft.statementCodes, workRoleCodes, facts.rolesOfStatement)
  return {
    draft: { ...draft, workRoleCodes, statementCodes: statements.kept },
    droppedWorkRoleCodes: [],
    droppedStatementCodes: statements.dropped,
  }
}

/**
 * A deep link's work role (lib/profile-links.ts, from a job's gate): chosen, with its category, unless already there.
 * Refused, and the draft unchanged, when that would pass a maximum (PRODUCT.md); a role the catalog does not know
 * is ignored.
 */
export function includeWorkRole(
  draft: NiceDraft,
  workRoleCode: string,
  categoryOfRole: FrameworkFacts['categoryOfRole'],
): DraftChange {
  const category = categoryOfRole.get(workRoleCode)
  if (draft.workRoleCodes.includes(workRoleCode) || category === undefined) return unchanged(draft)
  const hasCategory = draft.categoryCodes.includes(category)
  if (!hasCategory && draft.categoryCodes.length >= LIMITS.categories.max) return unchanged(draft, 'too_many')
  if (draft.workRoleCodes.length >= LIMITS.workRoles.max) return unchanged(draft, 'too_many')
  return unchanged({
    ...draft,
    categoryCodes: hasCategory ? draft.categoryCodes : [...draft.categoryCodes, category],
    workRoleCodes: [...draft.workRoleCodes, workRoleCode],
  })
}

/** Selects or deselects statements (one, or a whole group), keeping each code once. */
export function setStatementsSelected(draft: NiceDraft, codes: readonly string[], selected: boolean): NiceDraft {
  if (selected) {
    const added = codes.filter((code) => !draft.statementCodes.includes(code))
    return added.length === 0 ? draft : { ...draft, statementCodes: [...draft.statementCodes, ...new Set(added)] }
  }
  const removed = new Set(codes)
  const statementCodes = draft.statementCodes.filter((code) => !removed.has(code))
  return statementCodes.length === draft.statementCodes.length ? draft : { ...draft, statementCodes }
}

/** How many statements of each type are selected: the counts on the step-3 tabs. */
export function countStatementsByType(statementCodes: readonly string[]): Record<StatementType, number> {
  const counts = Object.fromEntries(STATEMENT_TYPES.map((type) => [type, 0])) as Record<StatementType, number>
  for (const code of new Set(statementCodes)) {
    const type = statementTypeOf(code)
    if (type) counts[type] += 1
  }
  return counts
}

/** Why a step cannot be left forward (§5: at least one of each). Keys of the `roles` catalog under `validation`. */
export type StepIssue = 'categories_too_few' | 'work_roles_too_few' | 'statements_too_few'

/** The issue that keeps a step (1, 2 or 3) from being done, or undefined when it is done. */
export function findStepIssue(draft: NiceDraft, step: number): StepIssue | undefined {
  if (step === 1 && draft.categoryCodes.length < LIMITS.categories.min) return 'categories_too_few'
  if (step === 2 && draft.workRoleCodes.length < LIMITS.workRoles.min) return 'work_roles_too_few'
  if (step === 3 && draft.statementCodes.length < LIMITS.statements.min) return 'statements_too_few'
  return undefined
}

/**
 * Where a person who asks for `target` ends up: the first step before it that is not done (with its issue), or the
 * target itself. Going back is always allowed.
 */
export function resolveStepTarget(
  draft: NiceDraft,
  active: number,
  target: number,
): { step: number; issue?: StepIssue } {
  for (let step = active; step < target; step += 1) {
    const issue = findStepIssue(draft, step)
    if (issue) return { step, issue }
  }
  return { step: target }
}

/** The step an API field issue belongs to: `categoryCodes` 1, `nice.workRoleCodes.2` 2, `statementCodes.0` 3. */
export function stepOfField(path: string): number | undefined {
  const field = path.replace(/^nice\./, '').split('.')[0]
  if (field === 'categoryCodes') return 1
  if (field === 'workRoleCodes') return 2
  if (field === 'statementCodes') return 3
  return undefined
}

/**
 * What the save sends: each code once, and only statements of the chosen roles when those are known (§4: merged by
 * code prefix without duplicates; the API merges the same way and refuses strays).
 */
export function statementsToSave(
  statementCodes: readonly string[],
  roleStatementCodes?: ReadonlySet<string>,
): string[] {
  const unique = [...new Set(statementCodes)]
  return roleStatementCodes ? unique.filter((code) => roleStatementCodes.has(code)) : unique
}

/** Adds what a page of statements says about their roles to what is known. */
export function learnStatementRoles(
  known: ReadonlyMap<string, ReadonlySet<string>>,
  items: readonly { code: string; workRoleCodes: readonly string[] }[],
): Map<string, ReadonlySet<string>> {
  const next = new Map(known)
  for (const item of items) {
    const roles = new Set(next.get(item.code))
    for (const role of item.workRoleCodes) roles.add(role)
    next.set(item.code, roles)
  }
  return next
}
