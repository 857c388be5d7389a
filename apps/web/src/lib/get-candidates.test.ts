import { describe, expect, it } from 'vitest'
import type { Candidates } from './get-candidates'
import { nextCandidatesPage } from './get-candidates'

const page = (count: number, total: number) =>
  ({ candidates: Array.from({ length: count }, () => ({})), totalNumberOfRecords: total }) as unknown as Candidates

describe('nextCandidatesPage', () => {
  it('asks for the next page while fewer candidates than the total have arrived', () => {
    const first = page(25, 60)
    expect(nextCandidatesPage(first, [first])).toBe(2)
    const second = page(25, 60)
    expect(nextCandidatesPage(second, [first, second])).toBe(3)
  })

  it('stops at the total, and on an empty page even if the total moved meanwhile', () => {
    const first = page(25, 50)
    const second = page(25, 50)
    expect(nextCandidatesPage(second, [first, second])).toBeUndefined()
    expect(nextCandidatesPage(page(0, 80), [first, page(0, 80)])).toBeUndefined()
  })
})
