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

  it('compares lists by their items: a list left alone takes the latest one, a changed one stays', () => {
    const gcih = { id: 4, name: 'GCIH' }
    const initial = { title: 'Responder', certifications: [gcih], languages: [{ code: 'en' }] }
    const current = {
      title: 'Responder',
      certifications: [gcih, { id: 0, name: 'GCFA' }],
      // Read again into new objects, with the same items: not a change.
      languages: [{ code: 'en' }],
    }
    const latest = { title: 'Senior Responder', certifications: [gcih], languages: [{ code: 'en' }, { code: 'es' }] }
    expect(rebaseValues(initial, current, latest)).toEqual({
      title: 'Senior Responder',
      certifications: [gcih, { id: 0, name: 'GCFA' }],
      languages: [{ code: 'en' }, { code: 'es' }],
    })
  })
})
