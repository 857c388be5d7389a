import { useQueries, useQuery } from '@tanstack/react-query'
import { AWARD_COUNTRIES, type AwardCountry } from '@sentinela/shared/schemas/awards'
import { awardEditionsQueryOptions } from '../../../lib/award-editions'
import { getProfileQueryOptions } from '../../../lib/get-profile'

const isAwardCountry = (country: string | null | undefined): country is AwardCountry =>
  (AWARD_COUNTRIES as readonly string[]).includes(country ?? '')

/**
 * The awards editions not closed yet: of the talent's country when it holds a contest (§9: Mexico, Colombia, Chile,
 * Argentina), else of all four. The profile and the editions are the same cache entries the profile and awards pages
 * use, so a vote there refreshes this too.
 */
export function useOpenAwardEditions() {
  const country = useQuery({ ...getProfileQueryOptions(), select: (profile) => profile.country })
  const countries = isAwardCountry(country.data) ? [country.data] : AWARD_COUNTRIES
  return useQueries({
    queries: countries.map((code) => ({ ...awardEditionsQueryOptions(code), enabled: !country.isPending })),
    combine: (results) => ({
      isPending: country.isPending || results.some((result) => result.isPending),
      editions: results.flatMap((result) => result.data ?? []).filter((edition) => edition.phase !== 'closed'),
    }),
  })
}
