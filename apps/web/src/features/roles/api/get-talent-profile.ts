import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { api } from '../../../lib/api-client'

/** `GET /profile` (§7): the signed-in talent's whole profile; the wizard starts from its NICE section and version. */
export const getTalentProfile = async (): Promise<Profile> =>
  (await api.get<{ data: { profile: Profile } }>('/profile')).data.profile

export const TALENT_PROFILE_QUERY_KEY = ['roles', 'profile'] as const

export const getTalentProfileQueryOptions = () =>
  queryOptions({ queryKey: TALENT_PROFILE_QUERY_KEY, queryFn: getTalentProfile })

export const useTalentProfile = () => useQuery(getTalentProfileQueryOptions())
