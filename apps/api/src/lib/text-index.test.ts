import { describe, expect, it } from 'vitest'
import { foldText, PrefixIndex, searchTermsOf, stemOf } from './text-index'

describe('foldText', () => {
  it('drops accents, cedillas and case', () => {
    expect(foldText('Criptografía CONFIGURAÇÃO Análisis')).toBe('criptografia configuracao analisis')
  })
})

describe('stemOf', () => {
  it('meets the forms of a word across English, Spanish and Portuguese', () => {
    expect(stemOf('incidentes')).toBe('incident')
    expect(stemOf('incidents')).toBe('incident')
    expect(stemOf('respuesta')).toBe('respuest')
    expect(stemOf('respuestas')).toBe('respuest')
    expect(stemOf('vulnerabilities')).toBe('vulnerabilit')
    expect(stemOf('vulnerabilidades')).toBe('vulnerabilidad')
    expect(stemOf('configuraciones')).toBe('configurac')
    expect(stemOf('configuracoes')).toBe('configur')
    expect(stemOf('configuracao')).toBe('configur')
  })

  it('keeps short words whole', () => {
    expect(stemOf('redes')).toBe('rede')
    expect(stemOf('ips')).toBe('ips')
    expect(stemOf('dado')).toBe('dado')
  })
})

describe('searchTermsOf', () => {
  it('drops stop words of the three languages, each term once', () => {
    expect(searchTermsOf('Respuesta a incidentes y respuesta')).toEqual(['respuesta', 'incidentes'])
    expect(searchTermsOf('resposta a incidentes')).toEqual(['resposta', 'incidentes'])
    expect(searchTermsOf('knowledge of the IT')).toEqual(['knowledge', 'it'])
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
  ])
  const found = (text: string) =>
    [...index.search(searchTermsOf(text))].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([document]) => document)

  it('finds every document holding all terms, by word prefix, whatever the accents and case', () => {
    expect(found('RESPUESTA INCIDENTES')).toEqual([0, 3])
    expect(found('criptografia')).toEqual([2])
    expect(found('cifrado')).toEqual([1])
    expect(found('algo cifr')).toEqual([1])
  })

  it('ranks the words as typed, side by side, above words found apart', () => {
    expect(found('respuesta a incidentes')[0]).toBe(0)
  })

  it('ranks a whole word above a longer word it only starts', () => {
    expect(found('incidente')).toEqual([0, 3, 4])
    expect(index.search(['incidente']).get(0)).toBeGreaterThan(index.search(['incidente']).get(4)!)
  })

  it('finds nothing for a term no word starts, and for no terms', () => {
    expect(found('ransomware')).toEqual([])
    expect(index.search([]).size).toBe(0)
  })
})
