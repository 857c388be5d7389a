import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ERROR_STATUS, ErrorCode } from '@sentinela/shared/errors'
import { toFieldIssue } from '@sentinela/shared/i18n/validation-issue'
import type { ErrorResponse } from '@sentinela/shared/schemas/common'
import { AppError } from '../lib/app-error'

/** Status codes Fastify and its plugins raise themselves, read as our codes. */
const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.NOT_AUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  // The multipart plugin's own limit (the largest upload allowed at all).
  413: ErrorCode.FILE_TOO_LARGE,
  429: ErrorCode.RATE_LIMITED,
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
        return send(request, reply, 400, ErrorCode.VALIDATION_FAILED, {}, errors)
      }

      if (error instanceof AppError) {
        const status = ERROR_STATUS[error.code]
        if (status >= 500) request.log.error({ err: error }, error.message)
        const errors = error.issues.map((issue) => ({
          path: issue.path,
          code: issue.code,
          message: request.t(`validation:${issue.code}`, issue.params),
        }))
        return send(request, reply, status, error.code, error.params, errors, error.details)
      }

      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error')
        return send(request, reply, status, CODE_FOR_STATUS[status] ?? ErrorCode.BAD_REQUEST)
      }

      request.log.error({ err: error }, 'unexpected error')
      return send(request, reply, 500, ErrorCode.INTERNAL)
    })
  },
  { name: 'errors', dependencies: ['i18n'] },
)

export function send(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  errors: ErrorResponse['errors'] = [],
  details?: Record<string, string>,
) {
  const body: ErrorResponse = {
    statusCode,
    code,
    message: request.t(`errors:${code}`, params),
    errors,
    ...(details ? { details } : {}),
  }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body)
}
