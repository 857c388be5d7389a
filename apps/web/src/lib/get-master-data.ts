import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { useLanguage } from '../hooks/use-language'
import { api } from './api-client'

/** Reference data shared by every screen that reads it: one cache entry per language, whichever feature asks. */
export const MASTER_DATA_QUERY_KEY = ['master-data'] as const

/** GET /master-data: countries, languages, industries and option lists, labelled in the request's language. */
export const getMasterData = (signal?: AbortSignal) =>
  api.get<{ data: MasterData }>('/master-data', { signal }).then((answer) => answer.data)

export const getMasterDataQueryOptions = (language: Language) =>
  queryOptions({
    // The language is part of the key: the API labels (and sorts) the options in the caller's language.
    queryKey: [...MASTER_DATA_QUERY_KEY, language],
    queryFn: ({ signal }) => getMasterData(signal),
    staleTime: 60 * 60_000,
    // A language switch keeps the selects (and what was chosen) on screen while the new labels arrive, so no form is
    // taken down and nothing typed is lost.
    placeholderData: keepPreviousData,
  })

/** The master data in the language the interface shows now. */
export const useMasterData = () => useQuery(getMasterDataQueryOptions(useLanguage()))
