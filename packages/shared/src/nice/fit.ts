import { statementTypeOf, STATEMENT_TYPES, type StatementType } from './statement-codes'

/**
 * Percentage fit of a talent for a NICE work role (PRODUCT.md: one formula for profile, job gate, top talent and quiz).
 *
 * A work role is described by its task, knowledge and skill statements. For each of the three types we take the
 * share of the role's statements of that type that the talent holds. The fit is the weighted mean of those shares,
 * with tasks weighing 40% and knowledge and skills 30% each, because tasks describe the work itself while knowledge
 * and skills support it. A type the role has no statements of is left out and the other weights are scaled up, so a
 * role with only tasks and knowledge weighs them 4:3. The result is rounded down to a whole percent, so 100% always
 * means every statement is held.
 *
 * Worked example: a role with 10 tasks, 20 knowledge and 5 skill statements; the talent holds 5 of the tasks,
 * 10 of the knowledge and none of the skills: 0.4·5/10 + 0.3·10/20 + 0.3·0/5 = 0.35 → 35%.
 */
export const FIT_WEIGHTS: Record<StatementType, number> = { task: 0.4, knowledge: 0.3, skill: 0.3 }

export interface TypeCoverage {
  held: number
  total: number
}

export interface RoleFit {
  /** Whole percent, 0–100. */
  percentage: number
  coverage: Record<StatementType, TypeCoverage>
  /** The role's statements the talent holds, and those missing: the explanation, statement by statement. */
  heldCodes: string[]
  missingCodes: string[]
}

/**
 * Fit of the held statement codes for a role given as the list of its statement codes.
 * Codes that are not T/K/S codes are ignored on both sides.
 */
export function computeRoleFit(heldCodes: Iterable<string>, roleCodes: Iterable<string>): RoleFit {
  const held = new Set(heldCodes)
  const coverage = Object.fromEntries(STATEMENT_TYPES.map((type) => [type, { held: 0, total: 0 }])) as Record<
    StatementType,
    TypeCoverage
  >
  const heldInRole: string[] = []
  const missing: string[] = []

  for (const code of new Set(roleCodes)) {
    const type = statementTypeOf(code)
    if (!type) continue
    coverage[type].total += 1
    if (held.has(code)) {
      coverage[type].held += 1
      heldInRole.push(code)
    } else {
      missing.push(code)
    }
  }

  let weightedShare = 0
  let weightInUse = 0
  for (const type of STATEMENT_TYPES) {
    const { held: heldCount, total } = coverage[type]
    if (total === 0) continue
    weightedShare += FIT_WEIGHTS[type] * (heldCount / total)
    weightInUse += FIT_WEIGHTS[type]
  }
  // The epsilon keeps 0.35 from reading as 34.999… after floating-point division.
  const percentage = weightInUse === 0 ? 0 : Math.floor((weightedShare / weightInUse) * 100 + 1e-9)

  return { percentage, coverage, heldCodes: heldInRole.sort(), missingCodes: missing.sort() }
}
