import { describe, expect, it } from 'vitest'
import { timeSliced } from './time-sliced'

/** Keeps the thread busy, as resuming a request does. */
function busy(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until);
}

describe('timeSliced', () => {
  it('takes every message in arrival order, each with the work it resumes done before the next', async () => {
    const seen: string[] = []
    const handler = timeSliced((message: number) => {
      seen.push(`take ${message}`)
      void Promise.resolve().then(() => seen.push(`resume ${message}`))
    }, 10)
    for (let message = 0; message < 5; message++) handler(message)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toEqual([0, 1, 2, 3, 4].flatMap((message) => [`take ${message}`, `resume ${message}`]))
  })

  it('lets a timer run between slices of a burst instead of after all of it', async () => {
    const taken: number[] = []
    let takenWhenTimerRan = -1
    const handler = timeSliced((message: number) => {
      // A timer due at once, set while the burst is being taken.
      if (message === 0) setTimeout(() => (takenWhenTimerRan = taken.length), 0)
      busy(4)
      taken.push(message)
    }, 10)
    // A burst of 30 messages of 4 ms each (120 ms of work), delivered at once.
    for (let message = 0; message < 30; message++) handler(message)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(taken).toEqual([...Array(30).keys()])
    // The timer waited for one slice at most (three or four messages), not for the 30.
    expect(takenWhenTimerRan).toBeGreaterThan(0)
    expect(takenWhenTimerRan).toBeLessThan(10)
  })
})
