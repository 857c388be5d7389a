import { queryOptions } from '@tanstack/react-query'
import type { AwardCountry, AwardEdition } from '@sentinela/shared/schemas/awards'
import { api } from './api-client'

/** Every awards query starts with `awards` (STYLE.md §8): a vote or a linked profile refreshes them all at once. */
export const AWARDS_QUERY_KEY = ['awards'] as const

/** GET /awards/editions?country=: the country's editions, newest first, with phase, dates and the talent's vote. */
export const listAwardEditions = (country: AwardCountry, signal?: AbortSignal) =>
  api.get<{ data: AwardEdition[] }>('/awards/editions', { query: { country }, signal }).then((body) => body.data)

/** One cache entry per country, read by the awards pages and by Community. */
export const awardEditionsQueryOptions = (country: AwardCountry) =>
  queryOptions({
    queryKey: [...AWARDS_QUERY_KEY, 'editions', country],
    queryFn: ({ signal }) => listAwardEditions(country, signal),
  })
