import { STATEMENT_TYPES, type StatementType } from '@sentinela/shared/nice/statement-codes'

/** The held/total counts of a fit's statement types, in the framework's order (tasks, knowledge, skills). */
export function coverageRows(
  coverage: Partial<Record<string, { held: number; total: number }>>,
): { type: StatementType; held: number; total: number }[] {
  return STATEMENT_TYPES.flatMap((type) => {
    const counts = coverage[type]
    return counts && counts.total > 0 ? [{ type, ...counts }] : []
  })
}
