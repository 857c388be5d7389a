import type { QueryClient } from '@tanstack/react-query'

/** Every awards query starts with `awards` (STYLE.md §8). */
export const AWARDS_QUERY_KEY = ['awards'] as const

/** After a vote or a linked profile: the editions (my vote, totals), the lists and the nominee pages come again. */
export function invalidateAwardsData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: AWARDS_QUERY_KEY })
}
