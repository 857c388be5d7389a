import { useMutation } from '@tanstack/react-query'
import type { DemoPaymentInput } from '@sentinela/shared/schemas/billing'
import { api } from '../../../lib/api-client'

export interface DemoPaymentResult {
  status: 'paid'
  /** Where the browser goes next: the subscription screen, `?checkout=success`. */
  returnUrl: string
}

/** POST /billing/demoCheckout/{token}/pay: pays with a test card; 402 card_declined for the declined card. */
export const payDemoCheckout = ({ token, payment }: { token: string; payment: DemoPaymentInput }) =>
  api
    .post<{ data: DemoPaymentResult }>(`/billing/demoCheckout/${encodeURIComponent(token)}/pay`, payment)
    .then((answer) => answer.data)

export const usePayDemoCheckout = () => useMutation({ mutationFn: payDemoCheckout })
