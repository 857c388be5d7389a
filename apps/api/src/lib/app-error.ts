import { ErrorCode } from '@sentinela/shared/errors'
import type { FieldIssue } from '@sentinela/shared/i18n/validation-issue'

export interface AppErrorOptions {
  /** Interpolation values for the translated message (`{{limit}}`). */
  params?: Record<string, string | number>
  cause?: unknown
  /** Field problems found by a rule beyond the schema (an unknown code): shown like schema failures. */
  issues?: FieldIssue[]
  /** Values the client needs to act on the error (ErrorResponse.details). */
  details?: Record<string, string>
}

/** What services throw (STYLE.md §3): a stable code; the error handler turns it into status and translated message. */
export class AppError extends Error {
  override name = 'AppError'
  readonly code: ErrorCode
  readonly params: Record<string, string | number>
  readonly issues: FieldIssue[]
  readonly details: Record<string, string> | undefined

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause })
    this.code = code
    this.params = options.params ?? {}
    this.issues = options.issues ?? []
    this.details = options.details
  }
}

export { ErrorCode }
