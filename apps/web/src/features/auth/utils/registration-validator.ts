import type { FormErrors } from '@mantine/form'
import type { TFunction } from 'i18next'
import type { ZodType } from 'zod'
import { zodValidator } from '../../../lib/zod-validator'

/**
 * Validates a registration form with its shared schema (§5), so the page and the API apply the same rules.
 *
 * zod skips an object's cross-field checks (valid phone, matching passwords) while the terms box is unticked, since a
 * failed literal stops the object there. Checking once as if the terms were accepted, and once as typed, gives every
 * field its message at every step, not only once the last box is ticked.
 */
export function registrationValidator<Values extends { acceptTerms?: unknown }>(
  schema: ZodType,
  t: TFunction,
  toInput: (values: Values) => Record<string, unknown>,
) {
  const validate = zodValidator<Record<string, unknown>>(schema, t)
  return (values: Values): FormErrors => {
    const input = toInput(values)
    const errors: FormErrors = validate({ ...input, acceptTerms: true })
    if (input.acceptTerms !== true) {
      const terms = validate(input).acceptTerms
      if (terms) errors.acceptTerms = terms
    }
    return errors
  }
}
