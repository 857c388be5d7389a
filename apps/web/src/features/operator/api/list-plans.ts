import { useQuery } from '@tanstack/react-query'
import type { Plan } from '@sentinela/shared/schemas/billing'
import { api } from '../../../lib/api-client'

export const OPERATOR_PLANS_QUERY_KEY = ['operator', 'plans'] as const

/** GET /operator/plans: every plan with its prices (US cents) and limits. */
export const listOperatorPlans = async (): Promise<Plan[]> => (await api.get<{ data: Plan[] }>('/operator/plans')).data

export const useOperatorPlans = () => useQuery({ queryKey: OPERATOR_PLANS_QUERY_KEY, queryFn: listOperatorPlans })
