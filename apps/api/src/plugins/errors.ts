import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ERROR_STATUS, ErrorCode } from '@sentinela/shared/errors'
import { toFieldIssue } from '@sentinela/shared/i18n/validation-issue'
import type { ErrorResponse } from '@sentinela/shared/schemas/common'
import { AppError } from '../lib/app-error'
import { translatorFor } from '../lib/i18n'
import { languageOf } from './i18n'

/** Status codes Fastify and its plugins raise themselves, read as our codes. */
const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.NOT_AUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.METHOD_NOT_ALLOWED,
  406: ErrorCode.NOT_ACCEPTABLE,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  414: ErrorCode.URI_TOO_LONG,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
}

/** Framework and plugin errors whose code says more than their status. */
const CODE_FOR_FRAMEWORK_ERROR: Record<string, [status: number, code: ErrorCode]> = {
  // @fastify/multipart: the file is over the route's limit (PRODUCT.md: photos 5 MB, CVs 10 MB).
  FST_REQ_FILE_TOO_LARGE: [413, ErrorCode.FILE_TOO_LARGE],
  // request.file() on a body that is not multipart/form-data: the wrong content type for an upload.
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
  FST_ERR_MAX_PARAM_LENGTH: [414, ErrorCode.URI_TOO_LONG],
  FST_ERR_BAD_URL: [400, ErrorCode.BAD_REQUEST],
}

/**
 * Refusals that say someone may be probing a security control (ASVS V16.3.2, V16.3.3): each leaves a `security event`
 * log line with who (user id, address), what (route, code) and the request id, never the input itself.
 */
const SECURITY_EVENTS: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.FORBIDDEN]: 'access_denied',
  [ErrorCode.NOT_AUTHENTICATED]: 'authentication_required',
  [ErrorCode.CSRF_INVALID]: 'csrf_rejected',
  [ErrorCode.RATE_LIMITED]: 'rate_limited',
  [ErrorCode.TOKEN_INVALID]: 'token_rejected',
  [ErrorCode.EMAIL_OR_PASSWORD_INVALID]: 'sign_in_failed',
  [ErrorCode.TOTP_INVALID]: 'second_factor_failed',
  [ErrorCode.ACCOUNT_BLOCKED]: 'account_blocked',
}

function logSecurityEvent(request: FastifyRequest, code: ErrorCode, details: Record<string, unknown> = {}) {
  const event = SECURITY_EVENTS[code] ?? (code === ErrorCode.VALIDATION_FAILED ? 'validation_failed' : undefined)
  if (!event) return
  const entry = {
    event,
    code,
    userId: request.user?.id ?? null,
    ip: request.ip,
    method: request.method,
    route: request.routeOptions?.url,
    ...details,
  }
  // Invalid input is everyday traffic; the other refusals are worth a look.
  if (event === 'validation_failed') request.log.info(entry, 'security event')
  else request.log.warn(entry, 'security event')
}

/**
 * The one error handler (STYLE.md §3): every failure leaves as `{ statusCode, code, message, errors }` with the
 * message in the caller's language. 5xx never tells more than "something went wrong".
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => {
          const field = toFieldIssue({
            ...(issue.params as object),
            code: issue.keyword,
            message: issue.message,
            path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          })
          return { path: field.path, code: field.code, message: request.t(`validation:${field.code}`, field.params) }
        })
        logSecurityEvent(request, ErrorCode.VALIDATION_FAILED, { paths: errors.map((issue) => issue.path) })
        return send(request, reply, 400, ErrorCode.VALIDATION_FAILED, {}, errors)
      }

      if (error instanceof AppError) {
        const status = ERROR_STATUS[error.code]
        if (status >= 500) request.log.error({ err: error }, error.message)
        else logSecurityEvent(request, error.code)
        const errors = error.issues.map((issue) => ({
          path: issue.path,
          code: issue.code,
          message: request.t(`validation:${issue.code}`, issue.params),
        }))
        return send(request, reply, status, error.code, error.params, errors, error.details)
      }

      const known = clientError(error)
      if (known) {
        request.log.info({ err: error }, 'client error')
        logSecurityEvent(request, known[1])
        return send(request, reply, ...known)
      }

      request.log.error({ err: error }, 'unexpected error')
      return send(request, reply, 500, ErrorCode.INTERNAL)
    })
  },
  { name: 'errors', dependencies: ['i18n'] },
)

/** The status and code of an error the client caused, or undefined for our own failures. */
function clientError(error: FastifyError): [status: number, code: ErrorCode] | undefined {
  const byCode = CODE_FOR_FRAMEWORK_ERROR[error.code]
  if (byCode) return byCode
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return [status, CODE_FOR_STATUS[status] ?? ErrorCode.BAD_REQUEST]
  return undefined
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs (an address it cannot decode, a path
 * parameter over its length limit) answers in the same shape and language as every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, code] = clientError(error) ?? [500, ErrorCode.INTERNAL]
  if (status >= 500) request.log.error({ err: error }, 'router error')
  void send(request, reply, status, code)
}

/** Requests too broken to become a request (bad HTTP, headers too large, timeouts) still get the JSON shape. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy(error)
  const [status, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ErrorCode.BAD_REQUEST]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ErrorCode.BAD_REQUEST]
        : [400, ErrorCode.BAD_REQUEST]
  const body = JSON.stringify({ statusCode: status, code, message: translatorFor('en')(`errors:${code}`), errors: [] })
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

export function send(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  errors: ErrorResponse['errors'] = [],
  details?: Record<string, string>,
) {
  // Errors raised before the i18n hook ran (router errors) pick the language here.
  const t = request.t ?? translatorFor(languageOf(request))
  const body: ErrorResponse = {
    statusCode,
    code,
    message: t(`errors:${code}`, params),
    errors,
    ...(details ? { details } : {}),
  }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body)
}
