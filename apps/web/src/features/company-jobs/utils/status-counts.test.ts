import { describe, expect, it } from 'vitest'
import { countCandidates, toStatusSegments } from './status-counts'

describe('toStatusSegments', () => {
  it('keeps the statuses that have candidates, in §3 order, with their share of the bar', () => {
    expect(toStatusSegments({ '2': 1, '1': 3, '4': 0 })).toEqual([
      { status: 1, count: 3, share: 75 },
      { status: 2, count: 1, share: 25 },
    ])
  })

  it('leaves out keys that are not a communication status', () => {
    expect(toStatusSegments({ '9': 4, '0': 2 })).toEqual([{ status: 0, count: 2, share: 100 }])
  })

  it('has no segment for a job without candidates', () => {
    expect(toStatusSegments({})).toEqual([])
  })
})

describe('countCandidates', () => {
  it('adds the counts of every status', () => {
    expect(countCandidates({ '0': 1, '1': 2, '3': 1 })).toBe(4)
  })
})
