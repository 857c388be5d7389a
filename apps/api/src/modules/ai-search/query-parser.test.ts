import { describe, expect, it } from 'vitest'
import framework from '@sentinela/shared/nice/data/framework-2025.json'
import esNice from '@sentinela/shared/i18n/locales/es/nice.json'
import ptNice from '@sentinela/shared/i18n/locales/pt/nice.json'
import type { AiLanguage } from '@sentinela/shared/schemas/ai'
import { formKey, parseQuery, QueryLexicon } from './query-parser'

// The role names as the framework catalogue serves them: NIST's English, the catalogs' Spanish and Portuguese.
type Catalog = { work_role: Record<string, { name: string }> }
const lexicon = new QueryLexicon(
  framework.workRoles.map((role) => ({
    code: role.code,
    names: {
      en: role.name,
      es: (esNice as unknown as Catalog).work_role[role.code]!.name,
      pt: (ptNice as unknown as Catalog).work_role[role.code]!.name,
    },
  })),
)
const parse = (text: string, reader: AiLanguage = 'en') => parseQuery(text, reader, lexicon)
const roles = (text: string) => parse(text).filters.workRoleCodes

const PENTEST = 'PD-WRL-007'
const DEFENSIVE = 'PD-WRL-001'
const THREAT_ANALYSIS = 'PD-WRL-006'
const INCIDENT_RESPONSE = 'PD-WRL-003'
const FORENSICS = 'PD-WRL-002'
const ARCHITECTURE = 'DD-WRL-001'
const PRIVACY = 'OG-WRL-008'

describe('formKey', () => {
  it('meets plural and gender forms in the three languages, and keeps different words apart', () => {
    for (const [a, b] of [
      ['vacantes', 'vacante'],
      ['remota', 'remoto'],
      ['remote', 'remoto'],
      ['certificacoes', 'certificacao'],
      ['vulnerabilidades', 'vulnerabilidade'],
      ['jobs', 'job'],
      ['redes', 'red'],
    ] as const) {
      expect(formKey(a), `${a} ~ ${b}`).toBe(formKey(b))
    }
    expect(formKey('trainer')).not.toBe(formKey('training'))
    expect(formKey('social')).not.toBe(formKey('soc'))
    expect(formKey('ciso')).not.toBe(formKey('cisa'))
  })
})

describe('parseQuery: work roles', () => {
  it('reads penetration testing in the three languages', () => {
    for (const text of ['pentester', 'penetration testing', 'red team', 'ethical hacker', 'OSCP']) {
      expect(roles(text), text).toEqual([PENTEST])
    }
    for (const text of ['pruebas de penetración', 'hacker ético', 'hacking ético', 'seguridad ofensiva']) {
      expect(roles(text), text).toEqual([PENTEST])
    }
    for (const text of ['teste de invasão', 'testes de intrusão', 'segurança ofensiva']) {
      expect(roles(text), text).toEqual([PENTEST])
    }
  })

  it('reads the defensive trades: SOC, threat hunting, incident response, forensics', () => {
    expect(roles('analista SOC')).toEqual([DEFENSIVE])
    expect(roles('blue team')).toEqual([DEFENSIVE])
    for (const text of ['threat hunting', 'caza de amenazas', 'caça a ameaças']) {
      expect(roles(text), text).toEqual([DEFENSIVE, THREAT_ANALYSIS])
    }
    for (const text of ['incident response', 'respuesta a incidentes', 'resposta a incidentes', 'CSIRT']) {
      expect(roles(text), text).toEqual([INCIDENT_RESPONSE])
    }
    for (const text of ['forensics', 'análisis forense', 'perícia digital']) {
      expect(roles(text)[0], text).toBe(FORENSICS)
    }
  })

  it('reads cloud, privacy and architecture words, and the NICE role names in each language', () => {
    for (const text of ['cloud security', 'seguridad en la nube', 'segurança em nuvem']) {
      expect(roles(text)[0], text).toBe(ARCHITECTURE)
    }
    for (const text of ['GDPR', 'protección de datos personales', 'LGPD', 'privacidade']) {
      expect(roles(text)[0], text).toBe(PRIVACY)
    }
    expect(roles('arquitecta de seguridad')[0]).toBe(ARCHITECTURE)
    // NICE names: "Análisis de datos" (es), "Gestão de programas" (pt), "Knowledge Management" (en).
    expect(roles('análisis de datos')).toEqual(['IO-WRL-001'])
    expect(roles('gestão de programas')).toContain('OG-WRL-010')
    expect(roles('knowledge management')).toEqual(['IO-WRL-003'])
    expect(roles('trabajo de CISO')[0]).toBe('OG-WRL-007')
  })

  it('puts the role of the most specific term first ("cloud incident response": incident response)', () => {
    expect(roles('cloud incident response').slice(0, 2)).toEqual([INCIDENT_RESPONSE, ARCHITECTURE])
    expect(parse('cloud incident response').concepts.map((concept) => concept.phrase)).toEqual([
      'incident response',
      'cloud',
    ])
  })

  it('does not read a longer term’s words apart ("amenazas internas" is insider threat, "soc 2" compliance)', () => {
    expect(roles('analista de amenazas internas')).toEqual(['PD-WRL-005'])
    expect(roles('auditoría SOC 2')).toEqual(expect.arrayContaining(['OG-WRL-002', 'OG-WRL-016']))
    expect(roles('auditoría SOC 2')).not.toContain(DEFENSIVE)
  })
})

describe('parseQuery: modality, clearance, seniority, training language', () => {
  it('reads modalities, several at once', () => {
    expect(parse('remote SOC').filters.modality).toEqual(['remote'])
    expect(parse('teletrabajo').filters.modality).toEqual(['remote'])
    expect(parse('vaga home office').filters.modality).toEqual(['remote'])
    expect(parse('híbrido o presencial').filters.modality).toEqual(['hybrid', 'on_site'])
    expect(parse('on-site analyst').filters.modality).toEqual(['on_site'])
  })

  it('reads with or without a clearance from the words around it', () => {
    expect(parse('jobs with security clearance').filters.clearanceRequired).toBe(true)
    expect(parse('TS/SCI analyst').filters.clearanceRequired).toBe(true)
    expect(parse('empleos con habilitación de seguridad').filters.clearanceRequired).toBe(true)
    for (const text of [
      'pentester sin clearance',
      'no clearance needed',
      'without a clearance',
      'clearance not required',
      'vaga sem habilitação de segurança',
    ]) {
      expect(parse(text).filters.clearanceRequired, text).toBe(false)
    }
    expect(parse('pentester sin clearance').filters.words).toEqual([])
  })

  it('reads seniority in three languages, "semi senior" as mid', () => {
    for (const text of [
      'junior SOC analyst',
      'analista júnior',
      'estágio em segurança',
      'sin experiencia',
      'entry level',
      'trainee',
    ]) {
      expect(parse(text).filters.seniority, text).toBe('entry')
    }
    for (const text of ['semi senior', 'analista pleno', 'SSR']) expect(parse(text).filters.seniority, text).toBe('mid')
    for (const text of ['senior pentester', 'arquiteto sênior', 'Sr. engineer', 'team lead']) {
      expect(parse(text).filters.seniority, text).toBe('senior')
    }
    // Words job titles carry are kept for the job search; "sin experiencia" only ranks.
    expect(parse('analista SOC júnior').seniorityWords).toEqual(['junior'])
    expect(parse('SOC sin experiencia').seniorityWords).toEqual([])
  })

  it('reads the language a training is given in', () => {
    expect(parse('cloud training in Spanish').filters.trainingLanguage).toBe('es')
    expect(parse('curso en español').filters.trainingLanguage).toBe('es')
    expect(parse('curso em português').filters.trainingLanguage).toBe('pt')
    expect(parse('treinamento em inglês').filters.trainingLanguage).toBe('en')
  })
})

describe('parseQuery: groups, places and words', () => {
  it('reads which groups a query asks for', () => {
    expect(parse('pentest jobs').filters.groups).toEqual(['jobs'])
    expect(parse('vacantes de SOC').filters.groups).toEqual(['jobs'])
    expect(parse('vaga de pentest').filters.groups).toEqual(['jobs'])
    expect(parse('curso de LGPD').filters.groups).toEqual(['trainings'])
    expect(parse('certificação em nuvem').filters.groups).toEqual(['trainings'])
    expect(parse('career path to security architect').filters.groups).toEqual(['careers'])
    expect(parse('trilha de carreira red team').filters.groups).toEqual(['careers'])
    expect(parse('who can do threat hunting').filters.groups).toEqual(['talents'])
    expect(parse('¿quién puede hacer forense?').filters.groups).toEqual(['talents'])
    expect(parse('quem pode fazer perícia').filters.groups).toEqual(['talents'])
    expect(parse('candidatos de cloud').filters.groups).toEqual(['talents'])
    expect(parse('SOC analyst').filters.groups).toEqual([])
  })

  it('keeps each word as typed, accents and all, for showing why a hit matched', () => {
    const parsed = parse('Caça a ameaças SOC em Bogotá')
    expect(parsed.contentWords).toEqual(expect.arrayContaining(['caca', 'ameacas']))
    expect(parsed.typedWords).toMatchObject({ caca: 'caça', ameacas: 'ameaças', soc: 'SOC', bogota: 'bogotá' })
  })

  it('reads countries by their names in three languages, and cities with their country', () => {
    for (const [text, country] of [
      ['Brasil', 'BR'],
      ['Brazil', 'BR'],
      ['España', 'ES'],
      ['Espanha', 'ES'],
      ['Spain', 'ES'],
      ['Estados Unidos', 'US'],
      ['EUA', 'US'],
      ['USA', 'US'],
      ['Perú', 'PE'],
    ] as const) {
      expect(parse(`SOC ${text}`).filters.country, text).toBe(country)
    }
    expect(parse('SOC en Medellin')).toMatchObject({ filters: { city: 'Medellín', country: 'CO' } })
    expect(parse('CDMX')).toMatchObject({ filters: { city: 'Ciudad de México', country: 'MX' } })
    expect(parse('resposta a incidentes em São Paulo').filters).toMatchObject({ city: 'São Paulo', country: 'BR' })
    // A city of several countries names no country, unless the query does.
    expect(parse('SOC Córdoba').filters).toMatchObject({ city: 'Córdoba' })
    expect(parse('SOC Córdoba').filters.country).toBeUndefined()
    expect(parse('SOC Córdoba, España').filters).toMatchObject({ city: 'Córdoba', country: 'ES' })
  })

  it('does not read ordinary words or names as places ("us", "Jordan")', () => {
    expect(parse('help us find a pentester').filters.country).toBeUndefined()
    expect(parse('Jordan Blake').filters).toMatchObject({ words: ['jordan', 'blake'] })
    expect(parse('Jordan Blake').filters.country).toBeUndefined()
  })

  it('leaves the words no term took for full-text search, without stop words and filler', () => {
    expect(parse('busco trabajo de consultor GRC en Madrid').filters).toMatchObject({
      words: ['consultor'],
      workRoleCodes: ['OG-WRL-002', 'OG-WRL-012'],
      city: 'Madrid',
      country: 'ES',
      groups: ['jobs'],
    })
    expect(parse('formación en seguridad en la nube para principiantes').filters.words).toEqual([])
    expect(parse('Kubernetes hardening for fintech').filters.words).toEqual(['fintech'])
  })
})

describe('parseQuery: language', () => {
  it('tells English, Spanish and Portuguese apart by their words', () => {
    expect(parse('who can do threat hunting in Bogotá', 'es').language).toBe('en')
    expect(parse('pentester remoto en Chile sin clearance').language).toBe('es')
    expect(parse('vaga de pentest remota').language).toBe('pt')
    expect(parse('segurança em nuvem home office').language).toBe('pt')
    expect(parse('curso de LGPD').language).toBe('pt')
    expect(parse('capacitación en respuesta a incidentes').language).toBe('es')
  })

  it('falls back to the reader’s language when the words do not tell', () => {
    expect(parse('SOC', 'pt').language).toBe('pt')
    expect(parse('OSCP', 'es').language).toBe('es')
  })
})
