import { describe, expect, it } from 'vitest'
import { groupBy } from './collections'

describe('groupBy', () => {
  it('groups items by key, keeping their order within each group', () => {
    const events = [
      { application: 2, at: 'b' },
      { application: 1, at: 'a' },
      { application: 2, at: 'c' },
    ]
    const groups = groupBy(events, (event) => event.application)
    expect([...groups.keys()]).toEqual([2, 1])
    expect(groups.get(2)!.map((event) => event.at)).toEqual(['b', 'c'])
    expect(groups.get(3)).toBeUndefined()
  })
})
