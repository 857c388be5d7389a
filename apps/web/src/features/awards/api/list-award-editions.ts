import { useQuery } from '@tanstack/react-query'
import type { AwardCountry } from '@sentinela/shared/schemas/awards'
import { awardEditionsQueryOptions } from '../../../lib/award-editions'

export const useAwardEditions = (country: AwardCountry) => useQuery(awardEditionsQueryOptions(country))
