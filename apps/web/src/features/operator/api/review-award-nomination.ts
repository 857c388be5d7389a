import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NominationReview, OperatorNomination } from '@sentinela/shared/schemas/awards'
import { api } from '../../../lib/api-client'
import { OPERATOR_AWARDS_QUERY_KEY } from './list-award-editions'

/** POST /operator/awards/nominations/{id}/review: approve, or reject with the reason. */
export const reviewAwardNomination = async ({ id, review }: { id: number; review: NominationReview }) =>
  (await api.post<{ data: OperatorNomination }>(`/operator/awards/nominations/${id}/review`, review)).data

export const useReviewAwardNomination = () => {
  const queryClient = useQueryClient()
  // The nomination moves between the lists, and an approval adds to the edition's nominee count.
  return useMutation({
    mutationFn: reviewAwardNomination,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_AWARDS_QUERY_KEY }),
  })
}
