import type { ErrorCode } from '@sentinela/shared/errors'
import type { ErrorResponse } from '@sentinela/shared/schemas/common'
import { env } from '../config/env'
import { getCurrentLanguage, i18n } from './i18n'

export type FieldIssue = ErrorResponse['errors'][number]

/** The code an `ApiError` carries when the request never got an answer (offline, DNS, CORS). */
export const NETWORK_ERROR_CODE = 'network_error'

/**
 * Every failed call ends up as one of these (STYLE.md §3): forms put `errors` on fields, everything else shows
 * `message`, which is already in the person's language.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** HTTP status; 0 when there was no response at all. */
  readonly status: number
  /**
   * A stable snake_case code, also the key of the message in the `errors` catalog. Compared as a string literal
   * (`error.code === 'not_found'`), which the type checks against the shared list; the list itself (ErrorCode, 110
   * codes) is not shipped to every page.
   */
  readonly code: ErrorCode | typeof NETWORK_ERROR_CODE
  readonly errors: FieldIssue[]
  /** Values needed to act on the error, e.g. `resetToken` with password_expired. */
  readonly details: Record<string, string>

  constructor(
    status: number,
    code: ErrorCode | typeof NETWORK_ERROR_CODE,
    message: string,
    errors: FieldIssue[] = [],
    details: Record<string, string> = {},
  ) {
    super(message)
    this.status = status
    this.code = code
    this.errors = errors
    this.details = details
  }
}

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
  503: 'service_unavailable',
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    typeof value.code === 'string' &&
    typeof value.message === 'string'
  )
}

/** True for the API's one error body, `{ statusCode, code, message, errors }`. */
export function isErrorResponse(value: unknown): value is ErrorResponse {
  return (
    isRecord(value) &&
    typeof value.statusCode === 'number' &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    Array.isArray(value.errors) &&
    value.errors.every(isFieldIssue)
  )
}

/**
 * Reads a failed response's body as an `ApiError`. When the body is not ours (a proxy's HTML page, an empty 502),
 * the status picks a code and the message comes from the `errors` catalog.
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorResponse(body)) {
    // The server's codes come from the shared list this client was built with.
    return new ApiError(status, body.code as ErrorCode, body.message, body.errors, body.details ?? {})
  }
  const code = CODE_FOR_STATUS[status] ?? 'internal_error'
  return new ApiError(status, code, i18n.t(`errors:${code}`))
}

/**
 * `toApiError` once the `errors` catalog is there: a first visit does not download it until a message needs it
 * (issue #13), and a body that is not ours takes its message from it.
 */
export async function readApiError(status: number, body: unknown): Promise<ApiError> {
  if (!isErrorResponse(body)) await i18n.loadNamespaces('errors')
  return toApiError(status, body)
}

/** The error for a request that got no response. */
export function toNetworkError(): ApiError {
  return new ApiError(0, NETWORK_ERROR_CODE, i18n.t('network_error'))
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError')
}

/**
 * Double-submit CSRF (apps/api session plugin): the API sets this readable cookie beside the httpOnly session
 * cookie, and a cookie-authenticated change must echo it in the header.
 */
export const CSRF_COOKIE = 'sentinela_csrf'
/** On an https site the API prefixes its cookies with __Host- (host-only, Secure). */
const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`
export const CSRF_HEADER = 'X-CSRF-Token'
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** One cookie's value from a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='))
      } catch {
        return value.join('=')
      }
    }
  }
  return undefined
}

function readCsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return readCookie(document.cookie, SECURE_CSRF_COOKIE) ?? readCookie(document.cookie, CSRF_COOKIE)
}

export type QueryValue = string | number | boolean | null | undefined
export interface RequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>
  /** Sent as JSON, or as is when it is `FormData` (uploads). */
  body?: unknown
  signal?: AbortSignal
  headers?: HeadersInit
}

/** Joins the API base, the path and the query; empty query values are left out. */
export function buildUrl(path: string, query: RequestOptions['query'] = {}): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) {
      if (item !== undefined && item !== null && item !== '') search.append(name, String(item))
    }
  }
  const queryString = search.toString()
  return `${env.API_URL}${path.startsWith('/') ? path : `/${path}`}${queryString ? `?${queryString}` : ''}`
}

const UNREADABLE = Symbol('unreadable')

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return UNREADABLE
  }
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers)
  headers.set('Accept', 'application/json')
  headers.set('Accept-Language', getCurrentLanguage())
  const csrfToken = UNSAFE_METHODS.has(method) ? readCsrfToken() : undefined
  if (csrfToken) headers.set(CSRF_HEADER, csrfToken)

  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }

  let response: Response
  let payload: unknown
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    })
    payload = await readBody(response)
  } catch (error) {
    // A navigation that moved on cancelled this call: that is not a failure to report.
    if (isAbort(error, options.signal)) throw error
    throw toNetworkError()
  }

  if (!response.ok) throw await readApiError(response.status, payload)
  if (payload === UNREADABLE) throw await readApiError(500, undefined)
  return payload as T
}

/**
 * A POST whose answer arrives bit by bit (`text/event-stream`, the AI agents' narrations, #18): the same headers,
 * cookies and errors as the other verbs, but a successful answer's body is handed over unread, to read as it comes.
 */
async function postForStream(path: string, body: unknown, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const headers = new Headers({
    Accept: 'text/event-stream',
    'Accept-Language': getCurrentLanguage(),
    'Content-Type': 'application/json',
  })
  const csrfToken = readCsrfToken()
  if (csrfToken) headers.set(CSRF_HEADER, csrfToken)
  let response: Response
  try {
    response = await fetch(buildUrl(path), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'include',
      signal,
    })
  } catch (error) {
    if (isAbort(error, signal)) throw error
    throw toNetworkError()
  }
  if (!response.ok || !response.body) {
    let payload: unknown
    try {
      payload = await readBody(response)
    } catch {
      payload = undefined
    }
    throw await readApiError(response.ok ? 500 : response.status, payload === UNREADABLE ? undefined : payload)
  }
  return response.body
}

/** The helper verbs of §7, all under the API base path, JSON in and out, with the session and CSRF cookies. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  stream: postForStream,
}
