import { toFieldIssue, type FieldIssue, type IssueLike } from '@sentinela/shared/i18n/validation-issue'

/** A stored value as its text input holds it: '' for none. */
export const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** A text input's value as the API stores it: trimmed, and null when empty. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** A select's value back to its stored code: option list codes are numbers (§3). */
export const toCode = (value: string) => (value === '' ? null : Number(value))

/** "example.com" is what most people type for a website; the API wants the scheme too. */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim()
  if (trimmed === '') return null
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
}

/**
 * A schema's issues as issues on a form's fields: each on the field `fieldFor` finds for its path, the first one only
 * per field, and none for a path that is no field of the form.
 */
export function issuesOnFields(
  raw: readonly IssueLike[],
  fieldFor: (path: string) => string | undefined,
): FieldIssue[] {
  const issues: FieldIssue[] = []
  for (const rawIssue of raw) {
    const issue = toFieldIssue(rawIssue)
    const field = fieldFor(issue.path)
    if (field && !issues.some((known) => known.path === field)) issues.push({ ...issue, path: field })
  }
  return issues
}
