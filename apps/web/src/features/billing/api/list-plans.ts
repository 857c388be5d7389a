import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Plan } from '@sentinela/shared/schemas/billing'
import { api } from '../../../lib/api-client'

/** Every billing query starts with `billing` (STYLE.md §8). */
export const BILLING_QUERY_KEY = ['billing'] as const
export const PLANS_QUERY_KEY = [...BILLING_QUERY_KEY, 'plans'] as const

/** GET /plans (public): every plan with its prices (US cents) and limits, Demo first. */
export const listPlans = (signal?: AbortSignal) =>
  api.get<{ data: Plan[] }>('/plans', { signal }).then((answer) => answer.data)

export const listPlansQueryOptions = () =>
  queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: ({ signal }) => listPlans(signal) })

export const usePlans = () => useQuery(listPlansQueryOptions())
