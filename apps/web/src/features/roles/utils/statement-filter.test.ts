import { describe, expect, it } from 'vitest'
import { filterStatements, foldText, groupOf, matchesWords, type ListedStatement } from './statement-filter'

const statements: ListedStatement[] = [
  {
    code: 'T0001',
    description: 'Análisis de incidentes',
    originalDescription: 'Analyze incidents',
    workRoleCodes: ['A'],
  },
  { code: 'T0002', description: 'Coordinate response teams', workRoleCodes: ['A', 'B'] },
  { code: 'K0001', description: 'Knowledge of incident handling', workRoleCodes: ['B'] },
  { code: 'S0001', description: 'Skill in packet analysis', workRoleCodes: ['A'] },
]

describe('matchesWords', () => {
  it('matches word starts in any case and without accents, in either language, and codes', () => {
    expect(foldText('ANÁLISIS')).toBe('analisis')
    expect(matchesWords(statements[0]!, 'analisis')).toBe(true)
    expect(matchesWords(statements[0]!, 'INCID')).toBe(true)
    expect(matchesWords(statements[0]!, 'analyze incid')).toBe(true)
    expect(matchesWords(statements[0]!, 't00')).toBe(true)
    expect(matchesWords(statements[0]!, 'lisis')).toBe(false)
    expect(matchesWords(statements[0]!, 'incident packet')).toBe(false)
    expect(matchesWords(statements[0]!, '  ')).toBe(true)
  })
})

describe('filterStatements', () => {
  it('keeps the type, the role and the words asked for', () => {
    const codes = (list: ListedStatement[]) => list.map((statement) => statement.code)
    expect(codes(filterStatements(statements, { type: 'task', workRoleCode: null, words: '' }))).toEqual([
      'T0001',
      'T0002',
    ])
    expect(codes(filterStatements(statements, { type: 'task', workRoleCode: 'B', words: '' }))).toEqual(['T0002'])
    expect(codes(filterStatements(statements, { type: 'task', workRoleCode: null, words: 'coord' }))).toEqual(['T0002'])
  })

  it('puts the codes asked for first, keeping the order otherwise', () => {
    const shown = filterStatements(statements, { type: 'task', workRoleCode: 'A', words: '' }, new Set(['T0002']))
    expect(shown.map((statement) => statement.code)).toEqual(['T0002', 'T0001'])
  })
})

describe('groupOf', () => {
  it("lists a role's statements of a type and counts those held", () => {
    expect(groupOf(statements, 'A', 'task', new Set(['T0002', 'K0001']))).toEqual({
      codes: ['T0001', 'T0002'],
      held: 1,
    })
    expect(groupOf(statements, 'B', 'skill', new Set())).toEqual({ codes: [], held: 0 })
  })
})
