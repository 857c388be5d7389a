import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { FrameworkItem } from '@sentinela/shared/schemas/framework'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

/** §7 spells the three calls differently: `categories/tasks`, `categories/knowledge`, `categories/skill`. */
const STATEMENT_PATHS: Record<StatementType, string> = {
  task: '/workforceframework/categories/tasks',
  knowledge: '/workforceframework/categories/knowledge',
  skill: '/workforceframework/categories/skill',
}

/** The API's page size limit. */
export const STATEMENTS_MAX_LIMIT = 200

export interface StatementsQuery {
  workRoleCodes: readonly string[]
  /** Word prefixes in the reader's language or English, any accents; only sent with 2 characters or more (§5). */
  search?: string
  page: number
  limit: number
}

export interface StatementPage {
  data: FrameworkItem[]
  totalNumberOfRecords: number
}

/** One page of the task, knowledge or skill statements of the chosen work roles (wizard step 3). */
export const listStatements = (type: StatementType, query: StatementsQuery, signal?: AbortSignal) =>
  api.post<StatementPage>(
    STATEMENT_PATHS[type],
    {
      workRoleCodes: [...query.workRoleCodes],
      search: query.search || undefined,
      page: query.page,
      limit: query.limit,
    },
    { signal },
  )

/** Statement texts come in the reader's language (NIST's original beside them), so the key holds the language. */
export const listStatementsQueryOptions = (type: StatementType, query: StatementsQuery, language: Language) =>
  queryOptions({
    queryKey: ['roles', 'statements', type, query, language],
    queryFn: ({ signal }) => listStatements(type, query, signal),
    staleTime: Infinity,
    // The list keeps its rows while the next page or search arrives, instead of jumping to a skeleton.
    placeholderData: keepPreviousData,
  })

export const useStatements = (type: StatementType, query: StatementsQuery, enabled = true) =>
  useQuery({
    ...listStatementsQueryOptions(type, query, useLanguage()),
    enabled: enabled && query.workRoleCodes.length > 0,
  })
