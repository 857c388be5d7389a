import { describe, expect, it } from 'vitest'
import { PrefixIndex, searchTermsOf } from './text-index'

describe('searchTermsOf', () => {
  it('folds accents and case and drops stop words of the three languages, each term once', () => {
    expect(searchTermsOf('Respuesta a INCIDENTES y respuesta')).toEqual(['respuesta', 'incidentes'])
    expect(searchTermsOf('resposta a incidentes')).toEqual(['resposta', 'incidentes'])
    expect(searchTermsOf('Criptografía de la información')).toEqual(['criptografia', 'informacion'])
  })

  it('keeps a stop word when nothing else was typed: it may be the start of a word', () => {
    expect(searchTermsOf('de')).toEqual(['de'])
  })

  it('reads at most eight terms and no symbols', () => {
    expect(searchTermsOf("risk' | !(mgmt) & <->")).toEqual(['risk', 'mgmt'])
    expect(searchTermsOf('one two three four five six seven eight nine')).toHaveLength(8)
  })
})

describe('PrefixIndex', () => {
  const index = new PrefixIndex([
    'Realizar análisis de respuesta a incidentes de seguridad',
    'Conocimiento de algoritmos de cifrado',
    'Conocimiento de criptografía y gestión de claves criptográficas',
    'Respuesta coordinada y gestión de incidentes',
    'Incidentalmente, nada que ver',
    'Operar el SOC',
    'Las sociedades anónimas',
  ])
  const found = (text: string) =>
    [...index.search(searchTermsOf(text))].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([document]) => document)

  it('finds every document holding all terms, by the start of their stems, whatever the accents and case', () => {
    expect(found('RESPUESTA INCIDENTES')).toEqual([0, 3])
    expect(found('respuestas incidente')).toEqual([0, 3])
    expect(found('criptografia')).toEqual([2])
    expect(found('cifrado')).toEqual([1])
    expect(found('algo cifr')).toEqual([1])
  })

  it('ranks the words as typed, side by side, above words found apart', () => {
    expect(found('respuesta a incidentes')[0]).toBe(0)
    expect(index.search(searchTermsOf('respuesta a incidentes')).get(0)).toBeGreaterThan(
      index.search(searchTermsOf('respuesta a incidentes')).get(3)!,
    )
  })

  it('ranks a whole word above a longer word it only starts', () => {
    expect(found('incidente')).toEqual([0, 3, 4])
    expect(index.search(['incidente']).get(0)).toBeGreaterThan(index.search(['incidente']).get(4)!)
  })

  it('matches a short form of the trade only as itself', () => {
    expect(found('soc')).toEqual([5])
    expect(found('socied')).toEqual([6])
  })

  it('finds nothing for a term no word starts, and for no terms', () => {
    expect(found('ransomware')).toEqual([])
    expect(index.search([]).size).toBe(0)
  })
})
