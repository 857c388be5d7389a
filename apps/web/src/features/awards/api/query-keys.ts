import type { QueryClient } from '@tanstack/react-query'
import { AWARDS_QUERY_KEY } from '../../../lib/award-editions'

/** After a vote or a linked profile: the editions (my vote, totals), the lists and the nominee pages come again. */
export function invalidateAwardsData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: AWARDS_QUERY_KEY })
}
