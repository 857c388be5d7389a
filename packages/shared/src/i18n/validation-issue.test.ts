import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toFieldIssue } from './validation-issue'

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  if (result.success) throw new Error('expected a failure')
  return result.error.issues.map(toFieldIssue)
}

describe('toFieldIssue', () => {
  it('reads a missing field as required', () => {
    expect(issuesOf(z.object({ name: z.string() }), {})).toEqual([{ path: 'name', code: 'required', params: {} }])
  })

  it('keeps a catalog key given as the message', () => {
    expect(issuesOf(z.object({ q: z.string().min(2, 'search_too_short') }), { q: 'a' })).toEqual([
      { path: 'q', code: 'search_too_short', params: { minimum: 2 } },
    ])
  })

  it('tells strings, lists and numbers apart', () => {
    const schema = z.object({ s: z.string().max(3), list: z.array(z.string()).min(1), n: z.number().max(5) })
    expect(
      issuesOf(schema, { s: 'abcd', list: [], n: 9 }).map((issue) => [issue.path, issue.code, issue.params]),
    ).toEqual([
      ['s', 'too_long', { maximum: 3 }],
      ['list', 'too_few', { minimum: 1 }],
      ['n', 'too_big', { maximum: 5 }],
    ])
  })

  it('joins nested paths with dots and names unknown keys', () => {
    const schema = z.strictObject({ items: z.array(z.strictObject({ code: z.enum(['K', 'S']) })) })
    expect(issuesOf(schema, { items: [{ code: 'X' }], extra: 1 })).toEqual([
      { path: 'items.0.code', code: 'invalid_value', params: {} },
      { path: '', code: 'unrecognized_keys', params: { keys: 'extra' } },
    ])
  })
})
