import { describe, expect, it } from 'vitest'
import { coverageRows } from './format'

describe('talent search formatting', () => {
  it('lists statement coverage as tasks, knowledge, skills, leaving empty types out', () => {
    const coverage = { skill: { held: 1, total: 4 }, task: { held: 3, total: 10 }, knowledge: { held: 0, total: 0 } }
    expect(coverageRows(coverage)).toEqual([
      { type: 'task', held: 3, total: 10 },
      { type: 'skill', held: 1, total: 4 },
    ])
    // The API's coverage keys are the framework's types; anything else is not a row.
    expect(coverageRows({ T: { held: 3, total: 10 } })).toEqual([])
  })
})
