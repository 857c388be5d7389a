import type { IncomingMessage, ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * helmet's headers as a list, worked out once: its middleware run against a response that only records what it is
 * given. @fastify/helmet built the middleware again on every request (parsing the content policy each time: about 5%
 * of the server's CPU on a cached job search, issue #13).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>()
  const recorder = {
    setHeader: (name: string, value: number | string | readonly string[]) => {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
    },
    removeHeader: (name: string) => {
      headers.delete(name)
    },
  }
  let failure: unknown
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error
  })
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure))
  return [...headers]
}

/** Sets the security headers on every response, as early as a request is known (even one that ends in an error). */
export default fp<{ options: Readonly<HelmetOptions> }>(
  async (app, { options }) => {
    const headers = securityHeaders(options)
    app.addHook('onRequest', (_request, reply, done) => {
      // On the response itself, so that a streamed answer (hijacked reply) carries them too.
      for (const [name, value] of headers) reply.raw.setHeader(name, value)
      done()
    })
  },
  { name: 'security-headers' },
)
