import type { TFunction } from 'i18next'
import { ApiError } from './api-client'

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

/** A form's own check as Mantine wants it: each field issue's message from the `validation` catalog, by field. */
export function issueErrors(
  t: TFunction,
  issues: readonly { path: string; code: string; params: Record<string, string | number> }[],
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[issue.path] = translateKey(t, `validation:${issue.code}`, issue.params)
  return errors
}
