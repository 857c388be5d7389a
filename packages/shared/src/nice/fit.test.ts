import { describe, expect, it } from 'vitest'
import { computeRoleFit } from './fit'
import { mergeStatementCodes, statementTypeOf } from './statement-codes'

const codes = (prefix: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(from + i).padStart(4, '0')}`)

describe('computeRoleFit', () => {
  it('computes the worked example of the formula: 35%', () => {
    const role = [...codes('T', 1, 10), ...codes('K', 1, 20), ...codes('S', 1, 5)]
    const held = [...codes('T', 1, 5), ...codes('K', 1, 10)]
    const fit = computeRoleFit(held, role)
    expect(fit.percentage).toBe(35)
    expect(fit.coverage).toEqual({
      task: { held: 5, total: 10 },
      knowledge: { held: 10, total: 20 },
      skill: { held: 0, total: 5 },
    })
    expect(fit.heldCodes).toHaveLength(15)
    expect(fit.missingCodes).toEqual([...codes('K', 11, 10), ...codes('S', 1, 5), ...codes('T', 6, 5)])
  })

  it('is 100 only when every statement is held, and 0 with none', () => {
    const role = ['T0001', 'K0001', 'S0001']
    expect(computeRoleFit(role, role).percentage).toBe(100)
    expect(computeRoleFit([], role).percentage).toBe(0)
  })

  it('rounds down: 2 of 3 tasks alone is 66%, not 67%', () => {
    expect(computeRoleFit(['T0001', 'T0002'], ['T0001', 'T0002', 'T0003']).percentage).toBe(66)
  })

  it('scales the weights up when a role lacks a type: tasks and knowledge weigh 4:3', () => {
    // All 2 tasks held, 0 of 2 knowledge: (0.4·1 + 0.3·0) / 0.7 = 0.5714… → 57%
    expect(computeRoleFit(['T0001', 'T0002'], ['T0001', 'T0002', 'K0001', 'K0002']).percentage).toBe(57)
  })

  it('ignores held statements that are not in the role, duplicates and non-statement codes', () => {
    const fit = computeRoleFit(['T0001', 'T0001', 'K0999', 'XYZ'], ['T0001', 'T0002', 'T0002', 'OG-WRL-001'])
    expect(fit.percentage).toBe(50)
    expect(fit.heldCodes).toEqual(['T0001'])
    expect(fit.missingCodes).toEqual(['T0002'])
  })

  it('is 0 for a role with no statements', () => {
    expect(computeRoleFit(['T0001'], []).percentage).toBe(0)
  })
})

describe('statement codes', () => {
  it('reads the type from the prefix', () => {
    expect(statementTypeOf('T0001')).toBe('task')
    expect(statementTypeOf('K0018')).toBe('knowledge')
    expect(statementTypeOf('S0100')).toBe('skill')
    expect(statementTypeOf('A0001')).toBeUndefined()
    expect(statementTypeOf('T01')).toBeUndefined()
  })

  it('merges by prefix without duplicates, dropping what is not a statement code (§4)', () => {
    expect(mergeStatementCodes(['K0002', 'T0009'], ['k0002', 'S0001', 'T0001', '', 'A0001', 'T0009'])).toEqual([
      'T0001',
      'T0009',
      'K0002',
      'S0001',
    ])
  })
})
