import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeStripeCall {
  method: string
  path: string
  /** The form-encoded body as Stripe's SDK sends it, decoded into flat keys (`metadata[plan]`). */
  form: Record<string, string>
}

/**
 * A local stand-in for the part of Stripe's API the billing module calls (Checkout Sessions, subscriptions, products),
 * so the real Stripe SDK runs in tests against it through its host, port and protocol options. It records every call.
 */
export async function startFakeStripe() {
  const calls: FakeStripeCall[] = []
  const subscriptions = new Map<string, Record<string, unknown>>()
  let counter = 0
  const server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw))
      const path = (request.url ?? '').split('?')[0]!
      calls.push({ method: request.method ?? '', path, form })
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` })
        response.end(JSON.stringify(body))
      }
      if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`
        return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` })
      }
      if (request.method === 'POST' && path === '/v1/products') {
        return send(200, { id: `prod_${++counter}`, object: 'product', name: form.name })
      }
      const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path)
      if (match) {
        const subscription = subscriptions.get(match[1]!)
        if (!subscription)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } })
        if (request.method === 'POST') {
          if (form.cancel_at_period_end) subscription.cancel_at_period_end = form.cancel_at_period_end === 'true'
          if (form['metadata[plan]']) {
            subscription.metadata = {
              ...(subscription.metadata as object),
              plan: form['metadata[plan]'],
              interval: form['metadata[interval]'],
            }
            const item = (subscription.items as { data: Array<Record<string, unknown>> }).data[0]!
            item.price = {
              unit_amount: Number(form['items[0][price_data][unit_amount]']),
              currency: 'usd',
              recurring: { interval: form['items[0][price_data][recurring][interval]'] },
            }
          }
        }
        return send(200, subscription)
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Makes a subscription known to the fake, as Stripe would hold it after a checkout. */
    addSubscription(subscription: Record<string, unknown> & { id: string }) {
      subscriptions.set(subscription.id, subscription)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
