import { describe, expect, it } from 'vitest'
import { checkPassword, isStrongPassword } from './password'

describe('password rule', () => {
  it('passes all five checks for a strong password', () => {
    expect(checkPassword('Correct-Horse-9')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      symbol: true,
    })
    expect(isStrongPassword('Correct-Horse-9')).toBe(true)
  })

  it.each([
    ['Short-1a', 'length'],
    ['NO-LOWER-CASE-1', 'lowercase'],
    ['no-upper-case-1', 'uppercase'],
    ['No-Digits-Here!', 'digit'],
    ['NoSymbolsHere12', 'symbol'],
  ])('%s fails the %s check only', (password, failing) => {
    const checks = checkPassword(password)
    expect(
      Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([check]) => check),
    ).toEqual([failing])
    expect(isStrongPassword(password)).toBe(false)
  })

  it('counts characters, not UTF-16 units, and knows accented letters', () => {
    expect(checkPassword('Ñandú-año-2024').lowercase).toBe(true)
    expect(checkPassword('Áéíóú-ÁÉ1').length).toBe(false)
  })

  it('does not count spaces as symbols', () => {
    expect(checkPassword('Correct Horse 9').symbol).toBe(false)
  })
})
