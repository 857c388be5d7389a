import { describe, expect, it } from 'vitest'
import { StemWordsCache } from './search-query'

describe('StemWordsCache', () => {
  it('keeps a reading until cleared, for a minute at most, and never one begun before a clear', () => {
    let now = 0
    const cache = new StemWordsCache(() => now)
    cache.remember('segur', { words: ['seguridad', 'seguro'] }, cache.version)
    cache.remember('quokk', 'prefix', cache.version)
    expect(cache.read('segur')).toEqual({ words: ['seguridad', 'seguro'] })
    expect(cache.read('quokk')).toBe('prefix')
    expect(cache.read('analist')).toBeUndefined()

    // A job changed: everything goes, and a reading that started before is not kept.
    const readAt = cache.version
    cache.clear()
    expect(cache.read('segur')).toBeUndefined()
    cache.remember('segur', { words: [] }, readAt)
    expect(cache.read('segur')).toBeUndefined()

    cache.remember('segur', { words: ['seguridad'] }, cache.version)
    now = 60_000
    expect(cache.read('segur')).toEqual({ words: ['seguridad'] })
    now = 60_001
    expect(cache.read('segur')).toBeUndefined()
  })
})
