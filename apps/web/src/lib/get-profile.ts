import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { api } from './api-client'

/** The signed-in talent's whole profile; the profile screens and Community read and save through this one cache entry. */
export const PROFILE_QUERY_KEY = ['profile', 'mine'] as const

/** GET /profile: the account, the session and the whole profile (§7); the screens need the profile. */
export const getProfile = (signal?: AbortSignal) =>
  api.get<{ data: { profile: Profile } }>('/profile', { signal }).then((answer) => answer.data.profile)

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
  })

export const useProfile = () => useQuery(getProfileQueryOptions())
