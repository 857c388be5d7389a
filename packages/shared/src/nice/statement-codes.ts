/** §3: a framework item's code starts with T (task), K (knowledge) or S (skill). */
export const STATEMENT_PREFIXES = { T: 'task', K: 'knowledge', S: 'skill' } as const
export type StatementType = (typeof STATEMENT_PREFIXES)[keyof typeof STATEMENT_PREFIXES]
export const STATEMENT_TYPES = ['task', 'knowledge', 'skill'] as const satisfies readonly StatementType[]

export const STATEMENT_CODE_PATTERN = /^[TKS]\d{4}$/

/** The type a statement code names by its prefix, or undefined when the code is not a statement code. */
export function statementTypeOf(code: string): StatementType | undefined {
  if (!STATEMENT_CODE_PATTERN.test(code)) return undefined
  return STATEMENT_PREFIXES[code[0] as keyof typeof STATEMENT_PREFIXES]
}

/**
 * §4: quiz and AI results merge framework codes into what a profile already holds, by code prefix and without
 * duplicates. Codes that are not T/K/S codes are dropped. The result is grouped T, K, S and sorted within each group.
 */
export function mergeStatementCodes(existing: Iterable<string>, incoming: Iterable<string>): string[] {
  const merged = new Set<string>()
  for (const code of [...existing, ...incoming]) {
    const normalized = code.trim().toUpperCase()
    if (statementTypeOf(normalized)) merged.add(normalized)
  }
  const order = 'TKS'
  return [...merged].sort((a, b) => order.indexOf(a[0]!) - order.indexOf(b[0]!) || a.localeCompare(b))
}
