import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { CategoryWithRolesSchema } from '@sentinela/shared/schemas/framework'
import { api } from '../../../lib/api-client'
import { useLanguage } from '../hooks/use-language'
import { TALENT_SEARCH_QUERY_KEY } from './query-keys'

export type CategoryWithRoles = z.infer<typeof CategoryWithRolesSchema>

/** The NICE work roles by category, for the work role choice; names in the request's language. */
export const listWorkRoles = (signal?: AbortSignal) =>
  api
    .post<{ data: CategoryWithRoles[] }>('/workforceframework/competency/categories', {}, { signal })
    .then((answer) => answer.data)

export const listWorkRolesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...TALENT_SEARCH_QUERY_KEY, 'work-roles', language],
    queryFn: ({ signal }) => listWorkRoles(signal),
    // Reference data: it changes with a framework release, not while the page is open.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  })

export const useWorkRoles = () => useQuery(listWorkRolesQueryOptions(useLanguage()))
