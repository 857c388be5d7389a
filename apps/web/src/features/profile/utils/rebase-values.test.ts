import { describe, expect, it } from 'vitest'
import { rebaseValues } from './rebase-values'

describe('rebaseValues', () => {
  it('keeps what the person changed and takes the latest values for the rest', () => {
    const initial = { firstName: 'Ana', city: 'Puebla', seeking: false }
    const current = { firstName: 'Ana María', city: 'Puebla', seeking: false }
    const latest = { firstName: 'Ana', city: 'Monterrey', seeking: true }
    expect(rebaseValues(initial, current, latest)).toEqual({ firstName: 'Ana María', city: 'Monterrey', seeking: true })
  })

  it('keeps a change even when the other save changed the same field', () => {
    expect(rebaseValues({ city: 'A' }, { city: 'B' }, { city: 'C' })).toEqual({ city: 'B' })
  })
})
