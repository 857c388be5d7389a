import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import { api } from '../../../lib/api-client'
import { SUBSCRIPTION_QUERY_KEY } from '../../../lib/plan'

/** POST /subscription/resume (main admin): takes a cancellation at period end back; the subscription renews. */
export const resumeSubscription = () =>
  api.post<{ data: SubscriptionOverview }>('/subscription/resume').then((answer) => answer.data)

export const useResumeSubscription = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (overview) => queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, overview),
  })
}
