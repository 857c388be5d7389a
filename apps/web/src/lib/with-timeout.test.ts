import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoadTimeoutError, withTimeout } from './with-timeout'

describe('withTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('settles with the value when it arrives in time', async () => {
    const loading = withTimeout(new Promise((resolve) => setTimeout(() => resolve('page'), 119_999)), 120_000)
    await vi.advanceTimersByTimeAsync(119_999)
    await expect(loading).resolves.toBe('page')
  })

  it('fails with LoadTimeoutError when nothing arrived in time (§8)', async () => {
    const loading = withTimeout(new Promise(() => {}), 120_000)
    const outcome = expect(loading).rejects.toBeInstanceOf(LoadTimeoutError)
    await vi.advanceTimersByTimeAsync(120_000)
    await outcome
  })

  it('passes a load failure through', async () => {
    await expect(withTimeout(Promise.reject(new TypeError('chunk failed')), 120_000)).rejects.toThrow('chunk failed')
  })
})
