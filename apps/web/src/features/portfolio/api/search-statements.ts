import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'
import type { FrameworkItem } from '@sentinela/shared/schemas/framework'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

/** §7 spells the three calls differently: `categories/tasks`, `categories/knowledge`, `categories/skill`. */
const STATEMENT_PATHS: Record<StatementType, string> = {
  task: '/workforceframework/categories/tasks',
  knowledge: '/workforceframework/categories/knowledge',
  skill: '/workforceframework/categories/skill',
}
export const STATEMENT_RESULTS = 8

export interface StatementSearch {
  type: StatementType
  /** Every work role of the framework: a project may show a statement of any role. */
  workRoleCodes: readonly string[]
  search: string
}

/** The framework's statement search (the roles wizard's), over every work role, first page only. */
export const searchStatements = (query: StatementSearch, signal?: AbortSignal) =>
  api.post<{ data: FrameworkItem[]; totalNumberOfRecords: number }>(
    STATEMENT_PATHS[query.type],
    { workRoleCodes: [...query.workRoleCodes], search: query.search, page: 1, limit: STATEMENT_RESULTS },
    { signal },
  )

export const searchStatementsQueryOptions = (query: StatementSearch, language: Language) =>
  queryOptions({
    queryKey: ['portfolio', 'statements', query, language],
    queryFn: ({ signal }) => searchStatements(query, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  })

export const useStatementSearch = (query: StatementSearch) =>
  useQuery({
    ...searchStatementsQueryOptions(query, useLanguage()),
    enabled: query.workRoleCodes.length > 0 && query.search.trim().length >= 2,
  })
