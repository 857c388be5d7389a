import { describe, expect, it } from 'vitest'
import { parseAcceptLanguage, parseLanguage } from './languages'

describe('parseLanguage', () => {
  it.each([
    ['en', 'en'],
    ['es-MX', 'es'],
    ['pt_BR', 'pt'],
    ['pr', 'pt'],
    ['PR', 'pt'],
    ['fr', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %s as %s', (input, expected) => {
    expect(parseLanguage(input)).toBe(expected)
  })
})

describe('parseAcceptLanguage', () => {
  it('takes the highest-weighted language we speak', () => {
    expect(parseAcceptLanguage('fr-FR,fr;q=0.9,pt-BR;q=0.8,en;q=0.5')).toBe('pt')
  })
  it('keeps header order between equal weights', () => {
    expect(parseAcceptLanguage('es, en')).toBe('es')
  })
  it('ignores languages refused with q=0', () => {
    expect(parseAcceptLanguage('es;q=0, en;q=0.1')).toBe('en')
  })
  it('returns undefined when nothing matches', () => {
    expect(parseAcceptLanguage('de, fr')).toBeUndefined()
  })
})
