import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { TalentPage, TalentSearchInput } from '@sentinela/shared/schemas/talent-search'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { TALENT_SEARCH_QUERY_KEY } from './query-keys'

export type { TalentPage }

/** POST /marketplace/TalentSerch: talents who share their profile with companies, by text and filters (§7). */
export const searchTalent = (search: TalentSearchInput, signal?: AbortSignal) =>
  api.post<TalentPage>('/marketplace/TalentSerch', search, { signal })

export const searchTalentQueryOptions = (search: TalentSearchInput, language: Language) =>
  queryOptions({
    queryKey: [...TALENT_SEARCH_QUERY_KEY, 'search', search, language],
    queryFn: ({ signal }) => searchTalent(search, signal),
    // The last results stay on screen (dimmed) while the next search runs, so the page does not jump.
    placeholderData: keepPreviousData,
  })

export const useSearchTalent = (search: TalentSearchInput) => useQuery(searchTalentQueryOptions(search, useLanguage()))
