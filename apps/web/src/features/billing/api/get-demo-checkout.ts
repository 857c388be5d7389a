import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DemoCheckout } from '@sentinela/shared/schemas/billing'
import { api } from '../../../lib/api-client'
import { BILLING_QUERY_KEY } from './list-plans'

/** GET /billing/demoCheckout/{token} (main admin): what the demo provider's checkout page shows. */
export const getDemoCheckout = (token: string, signal?: AbortSignal) =>
  api
    .get<{ data: DemoCheckout }>(`/billing/demoCheckout/${encodeURIComponent(token)}`, { signal })
    .then((answer) => answer.data)

export const getDemoCheckoutQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'demo-checkout', token],
    queryFn: ({ signal }) => getDemoCheckout(token, signal),
    // A checkout is read once: an unknown or finished one answers 404, which asking again does not change.
    retry: false,
  })

export const useDemoCheckout = (token: string) => useQuery(getDemoCheckoutQueryOptions(token))
