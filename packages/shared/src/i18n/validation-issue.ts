import enValidation from './locales/en/validation.json'

/** One field problem, as the API sends it and forms show it. `code` is a key of the `validation` catalog. */
export interface FieldIssue {
  path: string
  code: string
  params: Record<string, string | number>
}

/** The parts of a zod issue we read; fastify-type-provider-zod hands us the same fields. */
export interface IssueLike {
  code?: string
  message?: string
  path?: readonly PropertyKey[] | string
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  keys?: readonly string[]
  expected?: string
  format?: string
}

const KNOWN_KEYS = new Set(Object.keys(enValidation))

/**
 * Turns a zod issue into a translatable field issue. Schemas may give a catalog key as their message
 * (`z.string().min(2, 'search_too_short')`, STYLE.md §7); otherwise the key is derived from zod's issue code.
 */
export function toFieldIssue(issue: IssueLike): FieldIssue {
  const path = typeof issue.path === 'string' ? issue.path : (issue.path ?? []).map(String).join('.')
  const params: Record<string, string | number> = {}
  if (issue.minimum !== undefined) params.minimum = Number(issue.minimum)
  if (issue.maximum !== undefined) params.maximum = Number(issue.maximum)
  if (issue.keys) params.keys = issue.keys.join(', ')

  if (issue.message && KNOWN_KEYS.has(issue.message)) return { path, code: issue.message, params }
  return { path, code: codeFromIssue(issue), params }
}

function codeFromIssue(issue: IssueLike): string {
  const isCollection = issue.origin === 'array' || issue.origin === 'set'
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 reports a missing field as an invalid type whose input is undefined.
      return issue.message?.includes('received undefined') ? 'required' : 'invalid_type'
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'too_short'
      return isCollection ? 'too_few' : 'too_small'
    case 'too_big':
      if (issue.origin === 'string') return 'too_long'
      return isCollection ? 'too_many' : 'too_big'
    case 'invalid_value':
    case 'invalid_union':
      return 'invalid_value'
    case 'invalid_format':
      return 'invalid_format'
    case 'unrecognized_keys':
      return 'unrecognized_keys'
    default:
      return 'invalid'
  }
}
