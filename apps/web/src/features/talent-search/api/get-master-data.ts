import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { api } from '../../../lib/api-client'
import { useLanguage } from '../hooks/use-language'
import { TALENT_SEARCH_QUERY_KEY } from './query-keys'

/** GET /master-data: the countries and languages the filters pick from, labelled and sorted in the language. */
export const getMasterData = (signal?: AbortSignal) =>
  api.get<{ data: MasterData }>('/master-data', { signal }).then((answer) => answer.data)

export const getMasterDataQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...TALENT_SEARCH_QUERY_KEY, 'master-data', language],
    queryFn: ({ signal }) => getMasterData(signal),
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  })

export const useMasterData = () => useQuery(getMasterDataQueryOptions(useLanguage()))
