import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { api } from '../../../lib/api-client'
import { useLanguage } from '../hooks/use-language'

/** GET /master-data: countries, languages, industries and option lists, labelled in the request's language. */
export const getMasterData = (signal?: AbortSignal) =>
  api.get<{ data: MasterData }>('/master-data', { signal }).then((answer) => answer.data)

export const getMasterDataQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['company-jobs', 'master-data', language],
    queryFn: ({ signal }) => getMasterData(signal),
    staleTime: 60 * 60_000,
    // A language switch keeps the selects (and what was chosen) on screen while the new labels arrive.
    placeholderData: keepPreviousData,
  })

export const useMasterData = () => useQuery(getMasterDataQueryOptions(useLanguage()))
