import { describe, expect, it } from 'vitest'
import { safeReturnPath, signInPath } from './return-path'

describe('safeReturnPath', () => {
  it('keeps a path inside the app, with its query', () => {
    expect(safeReturnPath('/jobs/42')).toBe('/jobs/42')
    expect(safeReturnPath('/jobs?text=soc&page=2')).toBe('/jobs?text=soc&page=2')
  })

  it('refuses what would leave the site or loop back to sign-in', () => {
    for (const value of [null, undefined, '', 'jobs/42', '//evil.example.com', '/\\evil.example.com', 'https://x.io']) {
      expect(safeReturnPath(value)).toBeNull()
    }
    expect(safeReturnPath('/sign-in')).toBeNull()
    expect(safeReturnPath('/SIGN-IN?next=/jobs')).toBeNull()
  })
})

describe('signInPath', () => {
  it('carries the way back, encoded', () => {
    expect(signInPath('/jobs/42')).toBe('/sign-in?next=%2Fjobs%2F42')
    expect(signInPath('//evil.example.com')).toBe('/sign-in')
  })
})
