import { useMutation } from '@tanstack/react-query'
import type { CheckoutStart, TakeSubscriptionInput } from '@sentinela/shared/schemas/billing'
import { api } from '../../../lib/api-client'

/**
 * POST /companies/takeSubscription (main admin): the billing details, plan and period; answers where to pay (Stripe
 * Checkout, an absolute address, or the demo provider's page, a path of this app).
 */
export const takeSubscription = (input: TakeSubscriptionInput) =>
  api.post<{ data: CheckoutStart }>('/companies/takeSubscription', input).then((answer) => answer.data)

export const useTakeSubscription = () => useMutation({ mutationFn: takeSubscription })
