import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { api } from '../../../lib/api-client'
import type { Language } from '@sentinela/shared/i18n/languages'

export type Country = MasterData['countries'][number]

/** The countries of GET /master-data, named in the interface language, for the phone number's country. */
export const getCountries = (signal?: AbortSignal) =>
  api.get<{ data: MasterData }>('/master-data', { signal }).then((answer) => answer.data.countries)

export const getCountriesQueryOptions = (language: Language) =>
  queryOptions({
    // The language is part of the key: the API names the countries in the caller's language.
    queryKey: ['auth', 'countries', language],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  })

export const useCountries = (language: Language) => useQuery(getCountriesQueryOptions(language))
