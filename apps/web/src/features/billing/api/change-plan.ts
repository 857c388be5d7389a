import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangePlanInput, SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import { api } from '../../../lib/api-client'
import { SUBSCRIPTION_QUERY_KEY } from '../../../lib/plan'

/** POST /subscription/changePlan (main admin): the new plan and period apply now, prorated. */
export const changePlan = (input: ChangePlanInput) =>
  api.post<{ data: SubscriptionOverview }>('/subscription/changePlan', input).then((answer) => answer.data)

export const useChangePlan = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (overview) => queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, overview),
  })
}
