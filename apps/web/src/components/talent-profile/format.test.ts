import { describe, expect, it } from 'vitest'
import {
  clampPercentage,
  countryName,
  formatLocation,
  formatMonth,
  formatPercentage,
  fullName,
  initialsOf,
} from './format'

describe('talent profile formatting', () => {
  it('names a person and makes initials for the avatar', () => {
    expect(fullName({ firstName: 'Lucía', lastName: 'Hernández' })).toBe('Lucía Hernández')
    expect(initialsOf({ firstName: 'lucía', lastName: 'hernández' })).toBe('LH')
    expect(initialsOf({ firstName: 'Ana', lastName: ' ' })).toBe('A')
  })

  it('writes percentages the way each language does', () => {
    expect(formatPercentage(85, 'en')).toBe('85%')
    expect(formatPercentage(85, 'es').replace(/\s/, ' ')).toBe('85 %')
    expect(formatPercentage(7, 'pt')).toMatch(/^7\s?%$/)
  })

  it('keeps a bar inside 0–100', () => {
    expect(clampPercentage(-5)).toBe(0)
    expect(clampPercentage(140)).toBe(100)
    expect(clampPercentage(42)).toBe(42)
  })

  it('names countries in the interface language and joins only the parts there are', () => {
    expect(countryName('mx', 'es')).toBe('México')
    expect(countryName('BR', 'pt')).toBe('Brasil')
    expect(formatLocation('Bogotá', 'CO', 'en')).toBe('Bogotá, Colombia')
    expect(formatLocation(null, 'CO', 'en')).toBe('Colombia')
    expect(formatLocation('  ', null, 'en')).toBe('')
  })

  it('writes a month and year, leaving text that is not a date alone', () => {
    expect(formatMonth('2024-03-01', 'en')).toBe('Mar 2024')
    expect(formatMonth('soon', 'en')).toBe('soon')
  })
})
