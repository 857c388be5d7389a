import { useQueries, useQuery } from '@tanstack/react-query'
import { AWARD_COUNTRIES, type AwardCountry, type AwardEdition } from '@sentinela/shared/schemas/awards'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { api } from '../../../lib/api-client'

const isAwardCountry = (country: string | null | undefined): country is AwardCountry =>
  (AWARD_COUNTRIES as readonly string[]).includes(country ?? '')

/** GET /profile, for the talent's country (the same cache entry as the profile screens). */
const getProfile = (signal?: AbortSignal) =>
  api.get<{ data: { profile: Profile } }>('/profile', { signal }).then((answer) => answer.data.profile)

/** GET /awards/editions?country= (the same cache entry as the awards pages, so a vote there refreshes it here). */
const listAwardEditions = (country: AwardCountry, signal?: AbortSignal) =>
  api.get<{ data: AwardEdition[] }>('/awards/editions', { query: { country }, signal }).then((body) => body.data)

/**
 * The awards editions not closed yet: of the talent's country when it holds a contest (§9: Mexico, Colombia, Chile,
 * Argentina), else of all four.
 */
export function useOpenAwardEditions() {
  const country = useQuery({
    queryKey: ['profile', 'mine'],
    queryFn: ({ signal }) => getProfile(signal),
    select: (profile) => profile.country,
  })
  const countries = isAwardCountry(country.data) ? [country.data] : AWARD_COUNTRIES
  return useQueries({
    queries: countries.map((code) => ({
      queryKey: ['awards', 'editions', code],
      queryFn: ({ signal }: { signal: AbortSignal }) => listAwardEditions(code, signal),
      enabled: !country.isPending,
    })),
    combine: (results) => ({
      isPending: country.isPending || results.some((result) => result.isPending),
      editions: results.flatMap((result) => result.data ?? []).filter((edition) => edition.phase !== 'closed'),
    }),
  })
}
