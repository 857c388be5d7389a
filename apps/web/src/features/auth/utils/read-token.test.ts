import { describe, expect, it } from 'vitest'
import { readToken } from './read-token'

describe('readToken', () => {
  it('reads the token from the query first', () => {
    expect(readToken('?token=abc123', 'segment')).toBe('abc123')
  })

  it('falls back to the last path segment', () => {
    expect(readToken('', 'from-the-path')).toBe('from-the-path')
    expect(readToken('?other=1', ' spaced ')).toBe('spaced')
  })

  it('answers an empty string when the link has no token', () => {
    expect(readToken('', undefined)).toBe('')
    expect(readToken('?token=', undefined)).toBe('')
  })
})
