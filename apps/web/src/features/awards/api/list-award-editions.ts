import { useQuery } from '@tanstack/react-query'
import type { AwardCountry, AwardEdition } from '@sentinela/shared/schemas/awards'
import { api } from '../../../lib/api-client'
import { AWARDS_QUERY_KEY } from './query-keys'

/** GET /awards/editions?country=: the country's editions, newest first, with phase, dates and the talent's vote. */
export const listAwardEditions = (country: AwardCountry, signal?: AbortSignal) =>
  api.get<{ data: AwardEdition[] }>('/awards/editions', { query: { country }, signal }).then((body) => body.data)

export const useAwardEditions = (country: AwardCountry) =>
  useQuery({
    queryKey: [...AWARDS_QUERY_KEY, 'editions', country],
    queryFn: ({ signal }) => listAwardEditions(country, signal),
  })
