import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AwardNomineePage } from '@sentinela/shared/schemas/awards'
import { api } from '../../../lib/api-client'
import { invalidateAwardsData } from './query-keys'

/** POST /marketplace/voteAwardNominee: the talent's one vote in the nominee's edition; answers both, updated. */
export const voteAwardNominee = (nomineeId: number) =>
  api.post<{ data: AwardNomineePage }>('/marketplace/voteAwardNominee', { nomineeId }).then((body) => body.data)

export const useVoteAwardNominee = () => {
  const queryClient = useQueryClient()
  // The order and the counts change, and the edition now holds the talent's vote.
  return useMutation({ mutationFn: voteAwardNominee, onSuccess: () => invalidateAwardsData(queryClient) })
}
