import { describe, expect, it } from 'vitest'
import { PublicSearchCache, type SearchPage } from './public-search-cache'

type Page = SearchPage<number, never>

const page = (rows: number[]): Page => ({ rows, total: rows.length, totalIsCapped: false, roles: [] })

/** A load the test finishes when it wants, counting how often the cache asked for it. */
function slowLoads() {
  const pending: ((value: Page) => void)[] = []
  const failures: ((error: Error) => void)[] = []
  let calls = 0
  return {
    load: () =>
      new Promise<Page>((resolve, reject) => {
        calls += 1
        pending.push(resolve)
        failures.push(reject)
      }),
    finish: (value: Page) => pending.shift()!(value),
    fail: (error: Error) => {
      pending.shift()
      failures.shift()!(error)
    },
    get calls() {
      return calls
    },
  }
}

describe('PublicSearchCache', () => {
  const today = () => '2026-11-27'

  it('reads a search once for every equal search that arrives while it is read, then answers from memory', async () => {
    const cache = new PublicSearchCache<Page>(today)
    const loads = slowLoads()
    const first = Array.from({ length: 5 }, () => cache.readThrough('security', loads.load))
    const other = cache.readThrough('soc', loads.load)
    expect(loads.calls).toBe(2)
    loads.finish(page([1, 2]))
    loads.finish(page([3]))
    expect(await Promise.all(first)).toEqual(Array(5).fill(page([1, 2])))
    expect(await other).toEqual(page([3]))
    expect(await cache.readThrough('security', loads.load)).toEqual(page([1, 2]))
    expect(loads.calls).toBe(2)
  })

  it('neither keeps nor shares a read that a change overtook', async () => {
    const cache = new PublicSearchCache<Page>(today)
    const loads = slowLoads()
    const before = cache.readThrough('security', loads.load)
    cache.hear('all')
    const after = cache.readThrough('security', loads.load)
    expect(loads.calls).toBe(2)
    loads.finish(page([1]))
    loads.finish(page([1, 2]))
    expect(await before).toEqual(page([1]))
    expect(await after).toEqual(page([1, 2]))
    // The read begun after the change is the one remembered.
    expect(await cache.readThrough('security', loads.load)).toEqual(page([1, 2]))
    expect(loads.calls).toBe(2)
  })

  it('fails every waiting search with a failed read and tries again on the next', async () => {
    const cache = new PublicSearchCache<Page>(today)
    const loads = slowLoads()
    const waiting = [cache.readThrough('security', loads.load), cache.readThrough('security', loads.load)]
    loads.fail(new Error('connection lost'))
    for (const search of waiting) await expect(search).rejects.toThrow('connection lost')
    const again = cache.readThrough('security', loads.load)
    expect(loads.calls).toBe(2)
    loads.finish(page([4]))
    expect(await again).toEqual(page([4]))
  })

  it('reads again after a minute or when the day turns', async () => {
    let now = 0
    let day = '2026-11-27'
    const cache = new PublicSearchCache<Page>(
      () => day,
      () => now,
    )
    let calls = 0
    const load = async () => page([(calls += 1)])
    expect(await cache.readThrough('security', load)).toEqual(page([1]))
    now = 59_000
    expect(await cache.readThrough('security', load)).toEqual(page([1]))
    now = 61_000
    expect(await cache.readThrough('security', load)).toEqual(page([2]))
    day = '2026-11-28'
    expect(await cache.readThrough('security', load)).toEqual(page([3]))
  })
})
