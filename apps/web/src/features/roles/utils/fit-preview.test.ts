import { describe, expect, it } from 'vitest'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import {
  CHART_ROLE_COUNT,
  explainFit,
  groupStatementsByRole,
  pickChartRoles,
  previewFits,
  toCoverage,
} from './fit-preview'

const statements = [
  { code: 'T0001', workRoleCodes: ['PD-WRL-001', 'PD-WRL-003'] },
  { code: 'T0002', workRoleCodes: ['PD-WRL-003'] },
  { code: 'K0001', workRoleCodes: ['PD-WRL-003'] },
  { code: 'S0001', workRoleCodes: ['PD-WRL-001'] },
]

describe('previewFits', () => {
  it('applies the shared formula to each chosen role with its own statements', () => {
    expect(groupStatementsByRole(statements).get('PD-WRL-003')).toEqual(['T0001', 'T0002', 'K0001'])
    const fits = previewFits(['T0001', 'K0001'], ['PD-WRL-003', 'PD-WRL-001'], statements)
    expect(fits.map(({ workRoleCode, fit }) => [workRoleCode, fit.percentage])).toEqual([
      // tasks 1/2, knowledge 1/1, no skills: (0.4·0.5 + 0.3·1) / 0.7 = 71.4…
      ['PD-WRL-003', 71],
      // tasks 1/1, skills 0/1: 0.4 / 0.7 = 57.1…
      ['PD-WRL-001', 57],
    ])
  })

  it('answers 0 for a role whose statements have not arrived', () => {
    expect(previewFits(['T0001'], ['OG-WRL-001'], statements)[0]?.fit.percentage).toBe(0)
  })
})

describe('explainFit', () => {
  it('lays the worked example out type by type and lands on the same 35%', () => {
    const coverage = { task: { held: 5, total: 10 }, knowledge: { held: 10, total: 20 }, skill: { held: 0, total: 5 } }
    const { terms, percentage } = explainFit(coverage)
    expect(percentage).toBe(35)
    expect(terms.map((term) => [term.type, term.weight, term.share, term.contribution])).toEqual([
      ['task', 0.4, 0.5, 0.2],
      ['knowledge', 0.3, 0.5, 0.15],
      ['skill', 0.3, 0, 0],
    ])
  })

  it('agrees with the formula for every share of a role, renormalising when a type is missing', () => {
    const role = ['T0001', 'T0002', 'T0003', 'K0001', 'K0002', 'K0003', 'K0004']
    for (let mask = 0; mask < 2 ** role.length; mask += 1) {
      const held = role.filter((_, index) => mask & (2 ** index))
      const fit = computeRoleFit(held, role)
      expect(explainFit(fit.coverage).percentage).toBe(fit.percentage)
    }
  })

  it('reads the API coverage record, filling types it lacks', () => {
    expect(toCoverage({ task: { held: 1, total: 2 } })).toEqual({
      task: { held: 1, total: 2 },
      knowledge: { held: 0, total: 0 },
      skill: { held: 0, total: 0 },
    })
  })
})

describe('pickChartRoles', () => {
  it('charts the best-fitting roles first, leaves out roles with no fit, and stops at the chart size', () => {
    const fits = Array.from({ length: 12 }, (_, index) => ({
      workRoleCode: `PD-WRL-${String(index + 1).padStart(3, '0')}`,
      percentage: index < 10 ? (index * 7) % 50 : 0,
    }))
    const picked = pickChartRoles(fits)
    expect(picked).toHaveLength(CHART_ROLE_COUNT)
    expect(picked.map((fit) => fit.percentage)).toEqual([49, 42, 35, 28, 21, 14, 13, 7])
    expect(picked.every((fit) => fit.percentage > 0)).toBe(true)
    expect(pickChartRoles([{ workRoleCode: 'OG-WRL-001', percentage: 0 }])).toEqual([])
  })
})
