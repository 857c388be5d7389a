import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { STATEMENT_TYPES } from '@sentinela/shared/nice/statement-codes'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { FrameworkItem } from '@sentinela/shared/schemas/framework'
import { useLanguage } from '../../../hooks/use-language'
import { listStatements, STATEMENTS_MAX_LIMIT } from './list-statements'

/**
 * Every task, knowledge and skill statement of the given work roles, with the roles (among those given) that hold
 * each one: what the live fit preview and the pruning of statements need (PRODUCT.md fit formula).
 * A role has at most a few hundred statements, so this is a handful of pages of 200.
 */
export async function getRoleStatements(workRoleCodes: readonly string[], signal?: AbortSignal) {
  const perType = await Promise.all(
    STATEMENT_TYPES.map(async (type) => {
      const items: FrameworkItem[] = []
      for (let page = 1; ; page += 1) {
        const result = await listStatements(type, { workRoleCodes, page, limit: STATEMENTS_MAX_LIMIT }, signal)
        items.push(...result.data)
        if (result.data.length === 0 || items.length >= result.totalNumberOfRecords) break
      }
      return items
    }),
  )
  return perType.flat()
}

/** Keyed by language too: the texts come in the reader's language (PRODUCT.md). */
export const getRoleStatementsQueryOptions = (workRoleCodes: readonly string[], language: Language) => {
  const codes = [...workRoleCodes].sort()
  return queryOptions({
    queryKey: ['roles', 'role-statements', codes, language],
    queryFn: ({ signal }) => getRoleStatements(codes, signal),
    staleTime: Infinity,
    // What was read for the roles chosen before stays true while the new set loads (see `isPlaceholderData`).
    placeholderData: keepPreviousData,
  })
}

export const useRoleStatements = (workRoleCodes: readonly string[]) =>
  useQuery({ ...getRoleStatementsQueryOptions(workRoleCodes, useLanguage()), enabled: workRoleCodes.length > 0 })
