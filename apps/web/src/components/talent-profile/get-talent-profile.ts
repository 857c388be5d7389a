import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { TalentProfileView } from '@sentinela/shared/schemas/profile'
import { useLanguage } from '../../hooks/use-language'
import { api } from '../../lib/api-client'

/**
 * GET /talent/{id}: a talent's professional profile with the stored fit per work role, for a company the talent
 * shares it with or applied to. Role names come in the reader's language, hence the language in the key.
 */
export const getTalentProfile = (talentId: number, signal?: AbortSignal) =>
  api.get<{ data: TalentProfileView }>(`/talent/${talentId}`, { signal }).then((answer) => answer.data)

export const getTalentProfileQueryOptions = (talentId: number, language: Language) =>
  queryOptions({
    queryKey: ['talent-profile', talentId, language],
    queryFn: ({ signal }) => getTalentProfile(talentId, signal),
  })

export const useTalentProfile = (talentId: number, enabled: boolean) =>
  useQuery({ ...getTalentProfileQueryOptions(talentId, useLanguage()), enabled })
