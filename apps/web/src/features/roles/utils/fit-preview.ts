import { computeRoleFit, FIT_WEIGHTS, type RoleFit, type TypeCoverage } from '@sentinela/shared/nice/fit'
import { STATEMENT_TYPES, type StatementType } from '@sentinela/shared/nice/statement-codes'

/** A statement as the step-3 calls answer it: its code and the chosen work roles that have it. */
export interface RoleStatement {
  code: string
  workRoleCodes: readonly string[]
}

/** Each work role's statement codes, from the statements of the chosen roles. */
export function groupStatementsByRole(statements: readonly RoleStatement[]): Map<string, string[]> {
  const byRole = new Map<string, string[]>()
  for (const statement of statements) {
    for (const role of statement.workRoleCodes) {
      const codes = byRole.get(role) ?? []
      codes.push(statement.code)
      byRole.set(role, codes)
    }
  }
  return byRole
}

/**
 * The live fit preview of the wizard: the shared formula (packages/shared/src/nice/fit.ts), applied to what is
 * selected now. The saved figures come from the API after saving; they are computed by the same function.
 */
export function previewFits(
  selectedCodes: readonly string[],
  workRoleCodes: readonly string[],
  statements: readonly RoleStatement[],
): { workRoleCode: string; fit: RoleFit }[] {
  const byRole = groupStatementsByRole(statements)
  return workRoleCodes.map((workRoleCode) => ({
    workRoleCode,
    fit: computeRoleFit(selectedCodes, byRole.get(workRoleCode) ?? []),
  }))
}

/** One row of the explanation of a percentage: a statement type's share and what it adds. */
export interface FitTerm {
  type: StatementType
  held: number
  total: number
  /** Share of the role's statements of this type held, 0–1. */
  share: number
  /** The type's weight once types the role lacks are left out, 0–1 (PRODUCT.md: renormalised). */
  weight: number
  /** weight × share, 0–1: the part of the fit this type gives. */
  contribution: number
}

/**
 * Lays the formula out type by type, so a person can follow how a percentage came about (PRODUCT.md: explainable).
 * Types the role has no statements of are left out, and the other weights scale up as the formula does.
 */
export function explainFit(coverage: Record<StatementType, TypeCoverage>): { terms: FitTerm[]; percentage: number } {
  const present = STATEMENT_TYPES.filter((type) => coverage[type].total > 0)
  const weightInUse = present.reduce((sum, type) => sum + FIT_WEIGHTS[type], 0)
  const terms = present.map((type) => {
    const { held, total } = coverage[type]
    const share = held / total
    const weight = FIT_WEIGHTS[type] / weightInUse
    return { type, held, total, share, weight, contribution: weight * share }
  })
  const sum = terms.reduce((total, term) => total + term.contribution, 0)
  // Same rounding as the formula: down to a whole percent, with the same guard against 34.999….
  return { terms, percentage: Math.floor(sum * 100 + 1e-9) }
}

/** Reads the API's coverage record (keys are strings there) as one entry per statement type. */
export function toCoverage(
  coverage: Readonly<Record<string, TypeCoverage | undefined>>,
): Record<StatementType, TypeCoverage> {
  return Object.fromEntries(STATEMENT_TYPES.map((type) => [type, coverage[type] ?? { held: 0, total: 0 }])) as Record<
    StatementType,
    TypeCoverage
  >
}

/** How many of the best-fitting roles the overview charts. */
export const CHART_ROLE_COUNT = 8

/** The roles worth charting: best first, those with some fit, at most `CHART_ROLE_COUNT`. */
export function pickChartRoles<Fit extends { workRoleCode: string; percentage: number }>(fits: readonly Fit[]): Fit[] {
  return [...fits]
    .filter((fit) => fit.percentage > 0)
    .sort((a, b) => b.percentage - a.percentage || a.workRoleCode.localeCompare(b.workRoleCode))
    .slice(0, CHART_ROLE_COUNT)
}
