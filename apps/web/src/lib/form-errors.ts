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
 * Puts a refused save's field issues on the form, each on the field `fieldFor` finds for its API path (messages
 * already translated by the API). Answers how many found a field, and the API's message when something is left to
 * say elsewhere: an issue no field took, or no field issue at all.
 */
export function placeFieldIssues(
  error: ApiError,
  setFieldError: (field: string, message: string) => void,
  fieldFor: (path: string) => string | undefined,
): { placed: number; rest: string | undefined } {
  let placed = 0
  for (const issue of error.errors) {
    const field = fieldFor(issue.path)
    if (field) {
      setFieldError(field, issue.message)
      placed += 1
    }
  }
  return { placed, rest: placed > 0 && placed === error.errors.length ? undefined : error.message }
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
  return placeFieldIssues(error, setFieldError, (path) => (knownFields.includes(path) ? path : undefined)).rest
}

/** For keys built at run time (a validation code from a schema), which the typed `t` cannot check. */
export function translateKey(t: TFunction, key: string, params: Record<string, string | number> = {}): string {
  return (t as unknown as (key: string, options: object) => string)(key, params)
}
