import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { CategoryWithRolesSchema } from '@sentinela/shared/schemas/framework'
import { api } from '../../../lib/api-client'
import { useLanguage } from '../hooks/use-language'

export type CategoryWithRoles = z.infer<typeof CategoryWithRolesSchema>

/** POST /workforceframework/competency/categories: the NICE work role categories with their work roles. */
export const getNiceCatalog = (signal?: AbortSignal) =>
  api
    .post<{ data: CategoryWithRoles[] }>('/workforceframework/competency/categories', {}, { signal })
    .then((answer) => answer.data)

export const getNiceCatalogQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['company-jobs', 'nice-catalog', language],
    queryFn: ({ signal }) => getNiceCatalog(signal),
    // Reference data: it changes with a framework release, not while the page is open.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  })

export const useNiceCatalog = () => useQuery(getNiceCatalogQueryOptions(useLanguage()))
