import { describe, expect, it } from 'vitest'
import { keepFrameworkItems, mergeFrameworkItems } from './merge-framework-items'

const framework = {
  roleCategories: new Map([
    ['PD-WRL-001', 'PD'],
    ['PD-WRL-003', 'PD'],
    ['DD-WRL-003', 'DD'],
    ['OG-WRL-001', 'OG'],
    ['IN-WRL-001', 'IN'],
    ['IO-WRL-001', 'IO'],
  ]),
  roleStatements: new Map([
    ['PD-WRL-001', ['K0001', 'T0001', 'S0001']],
    ['PD-WRL-003', ['K0002', 'T0002']],
    ['DD-WRL-003', ['K0003', 'T0003']],
    ['OG-WRL-001', ['K0004']],
    ['IN-WRL-001', ['K0005']],
    ['IO-WRL-001', ['K0006']],
  ]),
}
const empty = { categoryCodes: [], workRoleCodes: [], statementCodes: [] }

describe('keepFrameworkItems (§4: numeric id and non-empty code)', () => {
  it('drops items without a numeric id or with an empty code', () => {
    expect(
      keepFrameworkItems([
        { id: 1, code: 'k0001' },
        { id: '2', code: 'K0002' },
        { id: 3, code: '  ' },
        { id: 4 },
        { id: 1.5, code: 'T0001' },
        { id: -1, code: 'T0001' },
        null,
        'K0003',
        { id: 5, code: ' T0003 ' },
      ]),
    ).toEqual([
      { id: 1, code: 'K0001' },
      { id: 5, code: 'T0003' },
    ])
  })
})

describe('mergeFrameworkItems (§4: by code prefix without duplicates)', () => {
  it('adds suggested roles with their categories and only statements those roles hold, without duplicates', () => {
    const merged = mergeFrameworkItems(
      { categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-001'], statementCodes: ['K0001'] },
      {
        workRoleCodes: ['DD-WRL-003', 'pd-wrl-001'],
        items: [
          { id: 1, code: 'K0001' },
          { id: 2, code: 'k0003' },
          { id: 3, code: 'K0003' },
          { id: 4, code: 'T0001' },
          { id: 5, code: 'K0004' },
          { id: 'x', code: 'S0001' },
        ],
      },
      framework,
    )
    expect(merged.selection).toEqual({
      categoryCodes: ['PD', 'DD'],
      workRoleCodes: ['PD-WRL-001', 'DD-WRL-003'],
      statementCodes: ['T0001', 'K0001', 'K0003'],
    })
    expect(merged.addedWorkRoleCodes).toEqual(['DD-WRL-003'])
    expect(merged.addedStatementCodes).toEqual(['T0001', 'K0003'])
    // K0004 belongs to no merged role; the item without a numeric id is never kept.
    expect(merged.skippedItemCount).toBe(2)
  })

  it('never removes what the profile holds and respects the limits of three categories and five roles', () => {
    const merged = mergeFrameworkItems(
      { categoryCodes: ['PD', 'DD'], workRoleCodes: ['PD-WRL-001', 'DD-WRL-003'], statementCodes: ['K0001'] },
      { workRoleCodes: ['OG-WRL-001', 'IN-WRL-001', 'PD-WRL-003', 'ZZ-WRL-999'], items: [] },
      framework,
    )
    expect(merged.selection.categoryCodes).toEqual(['PD', 'DD', 'OG'])
    expect(merged.selection.workRoleCodes).toEqual(['PD-WRL-001', 'DD-WRL-003', 'OG-WRL-001', 'PD-WRL-003'])
    expect(merged.skippedWorkRoleCodes).toEqual(['IN-WRL-001', 'ZZ-WRL-999'])
    expect(merged.selection.statementCodes).toEqual(['K0001'])
  })

  it('merges into an empty profile and is idempotent', () => {
    const suggestion = { workRoleCodes: ['PD-WRL-003'], items: [{ id: 9, code: 'T0002' }] }
    const once = mergeFrameworkItems(empty, suggestion, framework)
    const twice = mergeFrameworkItems(once.selection, suggestion, framework)
    expect(once.selection).toEqual({ categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-003'], statementCodes: ['T0002'] })
    expect(twice.selection).toEqual(once.selection)
    expect(twice.addedStatementCodes).toEqual([])
  })
})
