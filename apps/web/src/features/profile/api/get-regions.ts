import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@sentinela/shared/i18n/languages'
import type { LabelledOption } from '@sentinela/shared/schemas/common'
import { api } from '../../../lib/api-client'

/** GET /master-data/countries/{code}/regions: a country's ISO 3166-2 regions (`MX-CMX`), by name. */
export const getRegions = (countryCode: string, signal?: AbortSignal) =>
  api
    .get<{ data: LabelledOption[] }>(`/master-data/countries/${encodeURIComponent(countryCode)}/regions`, { signal })
    .then((answer) => answer.data)

export const getRegionsQueryOptions = (countryCode: string, language: Language) =>
  queryOptions({
    queryKey: ['profile', 'regions', countryCode, language],
    queryFn: ({ signal }) => getRegions(countryCode, signal),
    staleTime: 60 * 60_000,
  })

/** The regions of a country that has some; nothing is fetched while no such country is chosen. */
export const useRegions = (countryCode: string | null, hasRegions: boolean) => {
  const { i18n } = useTranslation()
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE
  return useQuery({ ...getRegionsQueryOptions(countryCode ?? '', language), enabled: !!countryCode && hasRegions })
}
