import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { TopTalentInput } from '@sentinela/shared/schemas/talent-search'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { topTalentPath } from '../utils/search-params'
import { TALENT_SEARCH_QUERY_KEY } from './query-keys'
import type { TalentPage } from './search-talent'

/**
 * POST /positions/company/toptalent (a role alone) or TopTalentFilter (with filters): the talents who opted into top
 * talent, ranked by their fit for the role (§1, §7).
 */
export const listTopTalent = (input: TopTalentInput, signal?: AbortSignal) =>
  api.post<TalentPage>(topTalentPath(input), input, { signal })

export const listTopTalentQueryOptions = (input: TopTalentInput | null, language: Language) =>
  queryOptions({
    queryKey: [...TALENT_SEARCH_QUERY_KEY, 'top', input, language],
    // No role chosen yet: nothing to ask.
    queryFn: input ? ({ signal }) => listTopTalent(input, signal) : skipToken,
    placeholderData: keepPreviousData,
  })

export const useTopTalent = (input: TopTalentInput | null) => useQuery(listTopTalentQueryOptions(input, useLanguage()))
