import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import { api } from '../../../lib/api-client'
import { SUBSCRIPTION_QUERY_KEY } from '../../../lib/plan'

/** POST /subscription/cancel (main admin): the subscription ends at the end of the period instead of renewing. */
export const cancelSubscription = () =>
  api.post<{ data: SubscriptionOverview }>('/subscription/cancel').then((answer) => answer.data)

export const useCancelSubscription = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (overview) => queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, overview),
  })
}
