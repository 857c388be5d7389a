import type { TFunction } from 'i18next'
import type { ZodType } from 'zod'
import { toFieldIssue } from '@sentinela/shared/i18n/validation-issue'
import { translateKey } from './form-errors'

/**
 * A Mantine form `validate` function from a shared zod schema: the same rule as the API, with the messages of the
 * `validation` catalog in the person's language (STYLE.md §2, §7). Its own module, apart from form-errors.ts: the
 * catalog's key list comes with it, which public forms fetch on first focus only (issue #13).
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
