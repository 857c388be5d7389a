/**
 * Every error the API answers with has one of these codes. The value is stable, snake_case, and is also the key of
 * its message in the `errors` catalog (STYLE.md §3).
 */
export const ErrorCode = {
  /** The request did not match its schema; `errors` lists each field. */
  VALIDATION_FAILED: 'validation_failed',
  /** The body was not parseable JSON or had the wrong content type. */
  BAD_REQUEST: 'bad_request',
  /** No session, or the session check failed (§8 "Not authenticated"). */
  NOT_AUTHENTICATED: 'not_authenticated',
  /** Signed in, but this kind of user may not call this route. */
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  /** No route answers this method and path. */
  ROUTE_NOT_FOUND: 'route_not_found',
  CONFLICT: 'conflict',
  /** Too many requests from this client in the window. */
  RATE_LIMITED: 'rate_limited',
  /** The database is not reachable (readiness). */
  SERVICE_UNAVAILABLE: 'service_unavailable',
  /** Anything unexpected; the message never says more. */
  INTERNAL: 'internal_error',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  bad_request: 400,
  not_authenticated: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  conflict: 409,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
}
