import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { LabelledOption } from '@sentinela/shared/schemas/common'
import { useLanguage } from '../hooks/use-language'
import { api } from './api-client'
import { MASTER_DATA_QUERY_KEY } from './get-master-data'

/** GET /master-data/countries/{code}/regions: a country's ISO 3166-2 regions (`CO-DC`, `MX-CMX`), by name. */
export const getRegions = (countryCode: string, signal?: AbortSignal) =>
  api
    .get<{ data: LabelledOption[] }>(`/master-data/countries/${encodeURIComponent(countryCode)}/regions`, { signal })
    .then((answer) => answer.data)

export const getRegionsQueryOptions = (countryCode: string, language: Language) =>
  queryOptions({
    queryKey: [...MASTER_DATA_QUERY_KEY, 'regions', countryCode, language],
    queryFn: ({ signal }) => getRegions(countryCode, signal),
    staleTime: 60 * 60_000,
  })

/** The regions of a country that has some; nothing is fetched while no such country is chosen. */
export const useRegions = (countryCode: string | null, hasRegions: boolean) =>
  useQuery({ ...getRegionsQueryOptions(countryCode ?? '', useLanguage()), enabled: !!countryCode && hasRegions })
