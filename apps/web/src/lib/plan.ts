import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import { api, ApiError } from './api-client'

/** The company's plan, subscription, usage and invoices; every screen that offers an upgrade reads this one entry. */
export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const

/** GET /subscription (company users). */
export const getSubscription = (signal?: AbortSignal) =>
  api.get<{ data: SubscriptionOverview }>('/subscription', { signal }).then((answer) => answer.data)

export const getSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: ({ signal }) => getSubscription(signal) })

/** The company's subscription overview; `enabled: false` for callers that are not company users. */
export const useSubscription = (enabled = true) => useQuery({ ...getSubscriptionQueryOptions(), enabled })

/** Error codes a plan gives when it does not include something (#16); each screen offers the upgrade on them. */
const PLAN_REFUSALS = new Set([
  'job_post_limit_reached',
  'plan_users_limit',
  'plan_contact_limit',
  'plan_top_talent_required',
  'plan_recommended_talent_required',
  'plan_soft_skill_required',
  'plan_hard_skill_required',
  'plan_train_talent_required',
  'plan_career_development_required',
])

/** The API refused because of the company's plan: the screen shows the message with a way to upgrade. */
export const isPlanRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && PLAN_REFUSALS.has(error.code)
