import { describe, expect, it } from 'vitest'
import { foldedWords, foldText } from './fold'
import { searchQueryOperands, searchStem } from './query'
import { searchExpansionsOf } from './synonyms'

describe('foldText', () => {
  it('ignores letter case and accents, as a keyboard without them types', () => {
    expect(foldText('Perú')).toBe('peru')
    expect(foldText('SÃO PAULO')).toBe('sao paulo')
    expect(foldText('Medellín, Bogotá, Açaí, Ñandú, Português')).toBe('medellin, bogota, acai, nandu, portugues')
    expect(foldedWords('Respuesta a incidentes — São Paulo/Brasil')).toEqual([
      'respuesta',
      'a',
      'incidentes',
      'sao',
      'paulo',
      'brasil',
    ])
  })
})

describe('searchStem', () => {
  it('finds singular, plural and gender forms in the three languages by the start they share', () => {
    for (const [words, stem] of [
      [['analista', 'analistas'], 'analist'],
      [['incidente', 'incidentes', 'incidents'], 'incident'],
      [['respuesta', 'respuestas'], 'respuest'],
      [['operação', 'operações'].map(foldText), 'operac'],
      [['operacion', 'operaciones'], 'operacion'],
      [['testing', 'tester', 'testers', 'tests'], 'test'],
      [['vulnerabilities'], 'vulnerabilit'],
      [['processes'], 'process'],
    ] as const) {
      for (const word of words) expect(searchStem(word), word).toBe(stem)
    }
  })

  it('leaves short words and words that only look plural alone', () => {
    for (const word of ['sao', 'peru', 'data', 'red', 'analysis', 'access', 'status', 'linux', 'pentest']) {
      expect(searchStem(word)).toBe(word)
    }
    // "análisis" is not an "analista": a Snowball stemmer would cut both to "anal".
    expect('analisis'.startsWith(searchStem('analista'))).toBe(false)
  })
})

describe('searchQueryOperands', () => {
  it('requires every word by its stem, without accents or stop words', () => {
    expect(searchQueryOperands('Respuesta a Incidentes')).toEqual(['respuest:*', 'incident:*'])
    expect(searchQueryOperands('Medellín')).toEqual(['medellin:*'])
    expect(searchQueryOperands('São Paulo')).toEqual(['sao:*', 'paul:*'])
    expect(searchQueryOperands('the security of the data')).toEqual(['security:*', 'data:*'])
    expect(searchQueryOperands('de la')).toEqual([])
  })

  it('matches the trade’s short forms exactly and never passes query syntax through', () => {
    expect(searchQueryOperands('SOC analyst')).toEqual(['soc', 'analyst:*'])
    expect(searchQueryOperands('IR')).toEqual(['ir'])
    expect(searchQueryOperands("risk' | !(mgmt) & <-> x:*")).toEqual(['risk:*', 'mgmt:*', 'x:*'])
    expect(searchQueryOperands(' -- ')).toEqual([])
  })
})

describe('searchExpansionsOf', () => {
  it('adds every form of the synonyms a text says, in any language, case or number', () => {
    const pentest = searchExpansionsOf(['Penetration Tester', 'Test web applications'])
    expect(pentest).toContain('pentest')
    expect(pentest).toContain('pruebas de penetración')
    expect(pentest).toContain('teste de invasão')
    expect(searchExpansionsOf(['Pruebas de penetracion en bancos'])).toContain('penetration testing')
    const ir = searchExpansionsOf(['Respuesta a Incidentes'])
    expect(ir).toContain('incident response')
    expect(ir).toContain('resposta a incidentes')
    expect(searchExpansionsOf(['Two years in a SOC'])).toContain('centro de operaciones de seguridad')
    expect(searchExpansionsOf(['Junior SOCs'])).toContain('security operations center')
  })

  it('reads short forms only in capitals, where they cannot be ordinary words', () => {
    expect(searchExpansionsOf(['Podrás ir a conferencias'])).not.toContain('incident response')
    expect(searchExpansionsOf(['IR lead'])).toContain('incident response')
    expect(searchExpansionsOf(['social engineering awareness'])).not.toContain('security operations center')
    expect(searchExpansionsOf(['Nothing to see here', null, undefined])).toBe('')
  })
})
