import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { CategoryWithRolesSchema } from '@sentinela/shared/schemas/framework'
import { api } from '../../../lib/api-client'
import { useLanguage } from '../hooks/use-language'

export type CategoryWithRoles = z.infer<typeof CategoryWithRolesSchema>

/**
 * The five work role categories, each with its work roles: steps 1 and 2 of the wizard (PRODUCT.md mapping).
 * Names and descriptions come in the language the request asks for, so the cache is kept per language.
 */
export const getNiceCatalog = async (): Promise<CategoryWithRoles[]> =>
  (await api.post<{ data: CategoryWithRoles[] }>('/workforceframework/competency/categories', {})).data

export const getNiceCatalogQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['roles', 'catalog', language],
    queryFn: getNiceCatalog,
    // Reference data: it changes with a new framework release, not while the page is open.
    staleTime: Infinity,
    // A switch of language keeps the wizard (and the person's choices) on screen while the new names arrive.
    placeholderData: keepPreviousData,
  })

export const useNiceCatalog = () => useQuery(getNiceCatalogQueryOptions(useLanguage()))
