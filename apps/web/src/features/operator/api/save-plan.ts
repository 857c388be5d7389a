import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PaidPlanCode, Plan, PlanInput } from '@sentinela/shared/schemas/billing'
import { api } from '../../../lib/api-client'
import { OPERATOR_PLANS_QUERY_KEY } from './list-plans'

/** PUT /operator/plans/{code}: a paid plan's prices and limits, for new subscriptions and renewals. */
export const savePlan = async ({ code, input }: { code: PaidPlanCode; input: PlanInput }) =>
  (await api.put<{ data: Plan }>(`/operator/plans/${code}`, input)).data

export const useSavePlan = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePlan,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: OPERATOR_PLANS_QUERY_KEY })
      // The public comparison reads the same prices.
      await queryClient.invalidateQueries({ queryKey: ['billing', 'plans'] })
    },
  })
}
