import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyComponent } from './lazy-component'
import { LoadTimeoutError } from './with-timeout'

function Page() {
  return null
}

describe('lazyComponent', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resolves to the component the module exports', async () => {
    const load = lazyComponent(
      async () => ({ Page }),
      (module) => module.Page,
      120_000,
    )
    await expect(load()).resolves.toBe(Page)
  })

  it('turns a failed load into a component that throws it, for the route error boundary', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module')
    const load = lazyComponent(
      () => Promise.reject(failure),
      () => Page,
      120_000,
    )
    const Component = (await load()) as () => never
    expect(() => Component()).toThrow(failure)
  })

  it('gives up on a chunk that has not arrived in time (§8)', async () => {
    vi.useFakeTimers()
    const loading = lazyComponent(
      () => new Promise<{ Page: typeof Page }>(() => {}),
      () => Page,
      120_000,
    )()
    await vi.advanceTimersByTimeAsync(120_000)
    const Component = (await loading) as () => never
    expect(() => Component()).toThrow(LoadTimeoutError)
  })
})
