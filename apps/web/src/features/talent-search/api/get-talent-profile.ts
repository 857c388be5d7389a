import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { useLanguage } from '../../../hooks/use-language'
import { api } from '../../../lib/api-client'
import { TALENT_SEARCH_QUERY_KEY } from './query-keys'

/** GET /talent/{id}: a talent's professional profile, for companies only while the talent shares it. */
export const getTalentProfile = (talentId: number, signal?: AbortSignal) =>
  api.get<{ data: Profile }>(`/talent/${talentId}`, { signal }).then((answer) => answer.data)

export const getTalentProfileQueryOptions = (talentId: number, language: Language) =>
  queryOptions({
    queryKey: [...TALENT_SEARCH_QUERY_KEY, 'profile', talentId, language],
    queryFn: ({ signal }) => getTalentProfile(talentId, signal),
  })

export const useTalentProfile = (talentId: number, enabled: boolean) =>
  useQuery({ ...getTalentProfileQueryOptions(talentId, useLanguage()), enabled })
