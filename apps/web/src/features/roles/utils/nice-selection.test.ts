import { describe, expect, it } from 'vitest'
import {
  countStatementsByType,
  EMPTY_DRAFT,
  findStepIssue,
  includeWorkRole,
  learnStatementRoles,
  resolveStepTarget,
  setStatementsSelected,
  statementsToSave,
  stepOfField,
  toggleCategory,
  toggleWorkRole,
  type FrameworkFacts,
  type NiceDraft,
} from './nice-selection'

/** Two categories; T0001 is shared by an OG and a PD role, the others belong to one role each. */
const facts: FrameworkFacts = {
  categoryOfRole: new Map([
    ['OG-WRL-001', 'OG'],
    ['OG-WRL-002', 'OG'],
    ['PD-WRL-001', 'PD'],
    ['PD-WRL-003', 'PD'],
  ]),
  rolesOfStatement: learnStatementRoles(new Map(), [
    { code: 'T0001', workRoleCodes: ['OG-WRL-001', 'PD-WRL-003'] },
    { code: 'K0001', workRoleCodes: ['OG-WRL-001'] },
    { code: 'K0002', workRoleCodes: ['OG-WRL-002'] },
    { code: 'S0001', workRoleCodes: ['PD-WRL-003'] },
    { code: 'S0002', workRoleCodes: ['PD-WRL-001', 'PD-WRL-003'] },
  ]),
}

const draft: NiceDraft = {
  categoryCodes: ['OG', 'PD'],
  workRoleCodes: ['OG-WRL-001', 'OG-WRL-002', 'PD-WRL-003'],
  statementCodes: ['T0001', 'K0001', 'K0002', 'S0001', 'S0002'],
}

describe('toggleCategory', () => {
  it('adds a category and takes nothing away', () => {
    const change = toggleCategory(EMPTY_DRAFT, 'OG', facts)
    expect(change).toEqual({
      draft: { ...EMPTY_DRAFT, categoryCodes: ['OG'] },
      droppedWorkRoleCodes: [],
      droppedStatementCodes: [],
    })
  })

  it('drops the roles of a dropped category, and the statements no remaining role has', () => {
    const change = toggleCategory(draft, 'OG', facts)
    expect(change.draft).toEqual({
      categoryCodes: ['PD'],
      workRoleCodes: ['PD-WRL-003'],
      // T0001 stays: the remaining PD role has it too.
      statementCodes: ['T0001', 'S0001', 'S0002'],
    })
    expect(change.droppedWorkRoleCodes).toEqual(['OG-WRL-001', 'OG-WRL-002'])
    expect(change.droppedStatementCodes).toEqual(['K0001', 'K0002'])
  })

  it('refuses a fourth category and leaves the selection as it was', () => {
    const three = { ...EMPTY_DRAFT, categoryCodes: ['OG', 'DD', 'IO'] }
    const change = toggleCategory(three, 'PD', facts)
    expect(change.refused).toBe('too_many')
    expect(change.draft).toBe(three)
  })

  it('keeps roles and statements it knows nothing about: the API judges those', () => {
    const unknown = { categoryCodes: ['OG', 'PD'], workRoleCodes: ['XX-WRL-001'], statementCodes: ['T9999'] }
    expect(toggleCategory(unknown, 'OG', facts).draft).toEqual({ ...unknown, categoryCodes: ['PD'] })
  })
})

describe('toggleWorkRole', () => {
  it('drops the statements only the dropped role had', () => {
    const change = toggleWorkRole(draft, 'PD-WRL-003', facts)
    expect(change.draft.workRoleCodes).toEqual(['OG-WRL-001', 'OG-WRL-002'])
    // T0001 stays with OG-WRL-001; S0001 and S0002 belonged to no other chosen role (PD-WRL-001 is not chosen).
    expect(change.draft.statementCodes).toEqual(['T0001', 'K0001', 'K0002'])
    expect(change.droppedStatementCodes).toEqual(['S0001', 'S0002'])
  })

  it('refuses a sixth work role', () => {
    const five = { ...draft, workRoleCodes: ['A', 'B', 'C', 'D', 'E'].map((x) => `${x}${x}-WRL-001`) }
    const change = toggleWorkRole(five, 'PD-WRL-001', facts)
    expect(change.refused).toBe('too_many')
    expect(change.draft).toBe(five)
  })

  it('adds a role under the maximum', () => {
    expect(toggleWorkRole(draft, 'PD-WRL-001', facts).draft.workRoleCodes).toEqual([
      'OG-WRL-001',
      'OG-WRL-002',
      'PD-WRL-003',
      'PD-WRL-001',
    ])
  })
})

describe('statements', () => {
  it('selects a page without duplicates and clears a page', () => {
    const selected = setStatementsSelected(EMPTY_DRAFT, ['T0001', 'K0001', 'T0001'], true)
    expect(selected.statementCodes).toEqual(['T0001', 'K0001'])
    expect(setStatementsSelected(selected, ['K0001', 'S0001'], true).statementCodes).toEqual([
      'T0001',
      'K0001',
      'S0001',
    ])
    expect(setStatementsSelected(selected, ['T0001', 'S0009'], false).statementCodes).toEqual(['K0001'])
    expect(setStatementsSelected(selected, ['S0009'], false)).toBe(selected)
  })

  it('counts the selected statements per type by their prefix', () => {
    expect(countStatementsByType(['T0001', 'T0002', 'K0001', 'T0001', 'OG-WRL-001'])).toEqual({
      task: 2,
      knowledge: 1,
      skill: 0,
    })
  })

  it('saves each statement once, and only those of the chosen roles once they are known (§4)', () => {
    expect(statementsToSave(['T0001', 'K0001', 'T0001'])).toEqual(['T0001', 'K0001'])
    expect(statementsToSave(['T0001', 'K0001', 'S0003'], new Set(['T0001', 'S0003']))).toEqual(['T0001', 'S0003'])
  })
})

describe('steps', () => {
  it('asks for at least one category, one work role and one statement (§5)', () => {
    expect(findStepIssue(EMPTY_DRAFT, 1)).toBe('categories_too_few')
    expect(findStepIssue(EMPTY_DRAFT, 2)).toBe('work_roles_too_few')
    expect(findStepIssue(EMPTY_DRAFT, 3)).toBe('statements_too_few')
    expect([1, 2, 3].map((step) => findStepIssue(draft, step))).toEqual([undefined, undefined, undefined])
  })

  it('stops a jump forward at the first step that is not done, and always lets a person go back', () => {
    const categoriesOnly = { ...EMPTY_DRAFT, categoryCodes: ['PD'] }
    expect(resolveStepTarget(EMPTY_DRAFT, 1, 3)).toEqual({ step: 1, issue: 'categories_too_few' })
    expect(resolveStepTarget(categoriesOnly, 1, 3)).toEqual({ step: 2, issue: 'work_roles_too_few' })
    expect(resolveStepTarget(draft, 1, 3)).toEqual({ step: 3 })
    expect(resolveStepTarget(EMPTY_DRAFT, 3, 1)).toEqual({ step: 1 })
  })

  it('finds the step of an API field issue, with or without the nice prefix and index', () => {
    expect(stepOfField('categoryCodes')).toBe(1)
    expect(stepOfField('nice.workRoleCodes.0')).toBe(2)
    expect(stepOfField('statementCodes.12')).toBe(3)
    expect(stepOfField('version')).toBeUndefined()
  })
})

describe('includeWorkRole', () => {
  it('chooses the role with its category', () => {
    const change = includeWorkRole(EMPTY_DRAFT, 'PD-WRL-003', facts.categoryOfRole)
    expect(change.refused).toBeUndefined()
    expect(change.draft).toEqual({ categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-003'], statementCodes: [] })
  })

  it('leaves a draft that already has the role, or a role nobody knows, as it is', () => {
    const draft: NiceDraft = { categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-003'], statementCodes: ['T0001'] }
    expect(includeWorkRole(draft, 'PD-WRL-003', facts.categoryOfRole).draft).toBe(draft)
    expect(includeWorkRole(draft, 'XX-WRL-999', facts.categoryOfRole).draft).toBe(draft)
  })

  it('refuses a sixth role or a fourth category', () => {
    const full: NiceDraft = {
      categoryCodes: ['OG'],
      workRoleCodes: ['OG-WRL-001', 'OG-WRL-002', 'OG-WRL-003', 'OG-WRL-004', 'OG-WRL-005'],
      statementCodes: [],
    }
    expect(includeWorkRole(full, 'PD-WRL-003', facts.categoryOfRole)).toMatchObject({
      refused: 'too_many',
      draft: full,
    })
    const threeCategories: NiceDraft = { categoryCodes: ['OG', 'DD', 'IO'], workRoleCodes: [], statementCodes: [] }
    expect(includeWorkRole(threeCategories, 'PD-WRL-003', facts.categoryOfRole).refused).toBe('too_many')
  })
})
