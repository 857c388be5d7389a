import type { TFunction } from 'i18next'
import type { ZodType } from 'zod'
import { toFieldIssue } from '@sentinela/shared/i18n/validation-issue'
import { ApiError } from './api-client'

/**
 * A Mantine form `validate` function from a shared zod schema: the same rule as the API, with the messages of the
 * `validation` catalog in the person's language (STYLE.md §2, §7).
 */
export function zodValidator<Values>(schema: ZodType, t: TFunction) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values)
    if (result.success) return {}
    const errors: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const field = toFieldIssue(issue)
      errors[field.path] ??= translateKey(t, `validation:${field.code}`, field.params)
    }
    return errors
  }
}

/**
 * Puts an API failure on the form: field issues on their fields (messages already translated by the API), and
 * returns the message for everything else, or undefined when every issue found its field.
 */
export function applyApiError(
  error: unknown,
  setFieldError: (path: string, message: string) => void,
  knownFields: readonly string[],
): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error)
  let placed = 0
  for (const issue of error.errors) {
    if (knownFields.includes(issue.path)) {
      setFieldError(issue.path, issue.message)
      placed += 1
    }
  }
  return placed > 0 && placed === error.errors.length ? undefined : error.message
}

/** For keys built at run time (a validation code from a schema), which the typed `t` cannot check. */
export function translateKey(t: TFunction, key: string, params: Record<string, string | number> = {}): string {
  return (t as unknown as (key: string, options: object) => string)(key, params)
}
