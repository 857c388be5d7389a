import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@sentinela/shared/i18n/languages'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { api } from '../../../lib/api-client'

/** GET /master-data: every list the profile forms pick from, labelled in the request's language. */
export const getMasterData = (signal?: AbortSignal) =>
  api.get<{ data: MasterData }>('/master-data', { signal }).then((answer) => answer.data)

export const getMasterDataQueryOptions = (language: Language) =>
  queryOptions({
    // The language is part of the key: the API labels the options in the caller's language.
    queryKey: ['profile', 'master-data', language],
    queryFn: ({ signal }) => getMasterData(signal),
    staleTime: 60 * 60_000,
  })

/**
 * The master data in the language the interface shows now. A language switch fetches (then caches) the other while
 * the labels already shown stay, so no form is taken down, and nothing typed is lost, while it arrives.
 */
export const useMasterData = () => {
  const { i18n } = useTranslation()
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE
  return useQuery({ ...getMasterDataQueryOptions(language), placeholderData: keepPreviousData })
}
