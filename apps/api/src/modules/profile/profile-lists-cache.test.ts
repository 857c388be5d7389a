import { describe, expect, it } from 'vitest'
import { ProfileListsCache } from './profile-lists-cache'

describe('ProfileListsCache', () => {
  it('keeps one entry per talent, the last one remembered', () => {
    const cache = new ProfileListsCache()
    cache.remember(1, 3, '{"a":1}')
    cache.remember(1, 4, '{"a":2}')
    expect(cache.find(1)).toEqual({ version: 4, json: '{"a":2}' })
    expect(cache.find(2)).toBeUndefined()
  })

  it('stays within its size, dropping the least recently read first, and never keeps an oversized profile', () => {
    const cache = new ProfileListsCache()
    const text = 'x'.repeat(199_999)
    // 100 entries fill the 20 million characters; the first read keeps talent 1.
    for (let id = 1; id <= 100; id++) cache.remember(id, 1, text)
    expect(cache.find(1)).toBeDefined()
    cache.remember(101, 1, text)
    expect(cache.find(2)).toBeUndefined()
    expect(cache.find(1)).toBeDefined()
    expect(cache.find(101)).toBeDefined()

    cache.remember(1, 2, 'x'.repeat(200_001))
    expect(cache.find(1)).toBeUndefined()
  })
})
