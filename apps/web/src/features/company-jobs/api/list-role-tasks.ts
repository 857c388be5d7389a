import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { FrameworkItem } from '@sentinela/shared/schemas/framework'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'

/** The API's page size limit for statements: a role has fewer tasks than this. */
const TASKS_LIMIT = 200

/**
 * POST /workforceframework/categories/tasks: the task statements of one work role, in the reader's language with
 * NIST's English original (PRODUCT.md).
 */
export const listRoleTasks = (workRoleCode: string, signal?: AbortSignal) =>
  api.post<{ data: FrameworkItem[]; totalNumberOfRecords: number }>(
    '/workforceframework/categories/tasks',
    { workRoleCodes: [workRoleCode], page: 1, limit: TASKS_LIMIT },
    { signal },
  )

export const listRoleTasksQueryOptions = (workRoleCode: string, language: Language) =>
  queryOptions({
    queryKey: ['company-jobs', 'role-tasks', workRoleCode, language],
    queryFn: ({ signal }) => listRoleTasks(workRoleCode, signal),
    staleTime: Infinity,
  })

export const useRoleTasks = (workRoleCode: string) => useQuery(listRoleTasksQueryOptions(workRoleCode, useLanguage()))
