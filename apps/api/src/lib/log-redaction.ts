import type { FastifyRequest } from 'fastify'

/**
 * Secrets that travel in addresses never reach the logs (ASVS V16.2.5, V14.2.1): e-mailed link tokens (in the query of
 * the web pages they open, and in the activation call's path, which §7 fixes) and the OpenID Connect code and state.
 */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/([?&](?:token|code|state|resetToken)=)[^&#]*/gi, '$1[redacted]')
      .replace(/(\/users\/confirm\/)[^/?#]+/i, '$1[redacted]')
      // A job alert e-mail's one-click unsubscribe address (RFC 8058 wants the token in the address itself, #20).
      .replace(/(\/jobAlerts\/unsubscribe\/)[^/?#]+/i, '$1[redacted]')
  )
}

/**
 * Fastify's request serializer, with the address redacted. Headers are left out as before: cookies and the
 * Authorization header carry session tokens.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }
  },
}
