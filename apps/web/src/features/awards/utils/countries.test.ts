import { describe, expect, it } from 'vitest'
import { countryOfPath } from './countries'

describe('countryOfPath', () => {
  it('reads the four awards pages as the router matches them', () => {
    expect(countryOfPath('/MexicoAwards')).toBe('MX')
    expect(countryOfPath('/colombiaawards/')).toBe('CO')
    expect(countryOfPath('/ChileAwards')).toBe('CL')
    expect(countryOfPath('/argentinaAwards')).toBe('AR')
    expect(countryOfPath('/jobs')).toBeUndefined()
  })
})
