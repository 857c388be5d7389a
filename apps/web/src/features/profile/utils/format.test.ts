import { describe, expect, it } from 'vitest'
import { displayUrl, formatLongDate, formatMonthYear, formatPhone, isPast, joinPresent } from './format'

describe('format', () => {
  it('shows a month and year in the interface language, whatever the time zone', () => {
    expect(formatMonthYear('2024-03-01', 'en')).toBe('Mar 2024')
    expect(formatMonthYear('2024-03-01', 'es')).toMatch(/mar/i)
    expect(formatMonthYear('not a date', 'en')).toBe('not a date')
  })

  it('shows a full date', () => {
    expect(formatLongDate('2024-03-04', 'en')).toBe('March 4, 2024')
    expect(formatLongDate('2024-03-04', 'pt')).toBe('4 de março de 2024')
  })

  it('joins only the parts that are there', () => {
    expect(joinPresent(['Mexico City', null, ' ', 'Mexico'])).toBe('Mexico City, Mexico')
    expect(joinPresent([undefined])).toBe('')
  })

  it('reads a web address without scheme and trailing slash', () => {
    expect(displayUrl('https://example.com/')).toBe('example.com')
    expect(displayUrl('http://example.com/me')).toBe('example.com/me')
  })

  it('writes a stored phone number the way people read it', () => {
    expect(formatPhone('+525512345678')).toBe('+52 55 1234 5678')
    expect(formatPhone('not a phone')).toBe('not a phone')
  })

  it('tells dates before today', () => {
    expect(isPast('2024-09-10', '2025-01-01')).toBe(true)
    expect(isPast('2025-01-01', '2025-01-01')).toBe(false)
  })
})
