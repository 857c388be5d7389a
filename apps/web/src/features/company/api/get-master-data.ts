import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { LabelledOption } from '@sentinela/shared/schemas/common'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { api } from '../../../lib/api-client'
import { useLanguage } from '../hooks/use-language'

/** GET /master-data: countries, industries and option lists, labelled in the request's language. */
export const getMasterData = (signal?: AbortSignal) =>
  api.get<{ data: MasterData }>('/master-data', { signal }).then((answer) => answer.data)

export const getMasterDataQueryOptions = (language: Language) =>
  queryOptions({
    // The language is part of the key: the API labels the options in the caller's language.
    queryKey: ['company', 'master-data', language],
    queryFn: ({ signal }) => getMasterData(signal),
    staleTime: 60 * 60_000,
    // A language switch keeps the selects (and what was chosen) on screen while the new labels arrive.
    placeholderData: keepPreviousData,
  })

export const useMasterData = () => useQuery(getMasterDataQueryOptions(useLanguage()))

/** GET /master-data/countries/{code}/regions: a country's ISO 3166-2 regions (`CO-DC`), by name. */
export const getRegions = (countryCode: string, signal?: AbortSignal) =>
  api
    .get<{ data: LabelledOption[] }>(`/master-data/countries/${encodeURIComponent(countryCode)}/regions`, { signal })
    .then((answer) => answer.data)

/** The regions of a country that has some; nothing is fetched while no such country is chosen. */
export const useRegions = (countryCode: string | null, hasRegions: boolean) => {
  const language = useLanguage()
  return useQuery({
    queryKey: ['company', 'regions', countryCode ?? '', language],
    queryFn: ({ signal }) => getRegions(countryCode ?? '', signal),
    staleTime: 60 * 60_000,
    enabled: !!countryCode && hasRegions,
  })
}
