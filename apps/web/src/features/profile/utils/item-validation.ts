import type { ZodType } from 'zod'
import { toFieldIssue, type FieldIssue } from '@sentinela/shared/i18n/validation-issue'

/** Codes that, on a field left empty, only mean "fill this in". A rule between fields keeps its own message. */
const EMPTY_FIELD_CODES = new Set(['required', 'invalid_date', 'invalid_value', 'invalid_type', 'invalid_format'])

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/**
 * Checks a list item with its shared schema (the API's own rule) and answers one issue per field. A field left
 * empty that the schema wants reads "required", whatever zod calls it (an empty date is an "invalid date" to zod).
 * `requiredNow` names fields another field makes required: zod checks those rules only once the rest of the item is
 * valid, so an empty one is reported here straight away.
 */
export function checkItem(
  schema: ZodType,
  input: Record<string, unknown>,
  requiredNow: readonly string[] = [],
): FieldIssue[] {
  const result = schema.safeParse(input)
  const byPath = new Map<string, FieldIssue>()
  for (const raw of result.success ? [] : result.error.issues) {
    const issue = toFieldIssue(raw)
    if (byPath.has(issue.path)) continue
    const field = issue.path.split('.')[0] ?? issue.path
    const isMissing = isBlank(input[field]) && EMPTY_FIELD_CODES.has(issue.code)
    byPath.set(issue.path, isMissing ? { path: issue.path, code: 'required', params: {} } : issue)
  }
  for (const field of requiredNow) {
    if (!byPath.has(field) && isBlank(input[field])) byPath.set(field, { path: field, code: 'required', params: {} })
  }
  return [...byPath.values()]
}

/** The fields an item still needs (§5 "Please fill in all fields: …"), in the form's order. */
export function findMissingFields(issues: readonly FieldIssue[], fieldOrder: readonly string[]): string[] {
  const missing = new Set(issues.filter((issue) => issue.code === 'required').map((issue) => issue.path))
  return fieldOrder.filter((field) => missing.has(field))
}

/**
 * The list of missing field names for §5's message, in the reading order of the person's language ("fecha de
 * emisión, nombre"), joined the way the catalogs expect.
 */
export function listFieldNames(names: readonly string[], language: string): string {
  const collator = new Intl.Collator(language, { sensitivity: 'base' })
  return [...names].sort((a, b) => collator.compare(a, b)).join(', ')
}
