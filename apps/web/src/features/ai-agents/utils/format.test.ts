import { describe, expect, it } from 'vitest'
import { formatMoney } from './format'

describe('formatMoney', () => {
  it('writes whole prices without cents and others with them, in the language', () => {
    expect(formatMoney(20, 'USD', 'en')).toBe('$20')
    expect(formatMoney(19.5, 'USD', 'en')).toBe('$19.50')
    expect(formatMoney(20, 'EUR', 'es')).toMatch(/^20\s€$/)
  })

  it('shows an unknown currency after the amount', () => {
    expect(formatMoney(5, 'X', 'en')).toBe('5 X')
  })
})
