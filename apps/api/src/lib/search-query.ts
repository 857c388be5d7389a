import { sql, type SQL } from 'drizzle-orm'
import { searchQueryOperands } from '@sentinela/shared/search/query'

/**
 * What a person typed as a full-text query over job and talent documents (decision 005): every word required, in any
 * case, with or without accents, by its stem's start (searchQueryOperands). One `to_tsquery` of a constant, which
 * PostgreSQL folds before planning, so the GIN index is used as for a literal. Undefined when no word is left.
 */
export function toSearchQuery(text: string): SQL | undefined {
  const operands = searchQueryOperands(text)
  return operands.length === 0 ? undefined : sql`to_tsquery('sentinela', ${operands.join(' & ')})`
}
