/** What a form's shared schema says of one input: each failing field with its message (zodValidator's shape). */
export type InputValidator = (input: Record<string, unknown>) => Record<string, string>

/**
 * Validates a registration form with its shared schema (§5), so the page and the API apply the same rules. `validate`
 * is the schema as zodValidator made it: the company form fetches it on its first focus (issue #13).
 *
 * zod skips an object's cross-field checks (valid phone, matching passwords) while the terms box is unticked, since a
 * failed literal stops the object there. Checking once as if the terms were accepted, and once as typed, gives every
 * field its message at every step, not only once the last box is ticked.
 */
export function registrationValidator<Values extends { acceptTerms?: unknown }>(
  validate: InputValidator,
  toInput: (values: Values) => Record<string, unknown>,
) {
  return (values: Values): Record<string, string> => {
    const input = toInput(values)
    const errors = validate({ ...input, acceptTerms: true })
    if (input.acceptTerms !== true) {
      const terms = validate(input).acceptTerms
      if (terms) errors.acceptTerms = terms
    }
    return errors
  }
}
