import { monitorEventLoopDelay } from 'node:perf_hooks'

/** What the server tells the process that started it (`npm run bench`) when asked over the IPC channel. */
export interface ProcessStats {
  type: 'stats'
  id: number
  /** Event-loop delay since the last reset, in milliseconds: how long a ready callback waited for the thread. */
  eventLoopDelay: { p50: number; p99: number; max: number; mean: number; samples: number }
  memory: NodeJS.MemoryUsage
}

export interface StatsRequest {
  type: 'stats'
  id: number
  /** Start a new measurement after answering. */
  reset?: boolean
}

const ms = (nanoseconds: number) => Math.round(nanoseconds / 10_000) / 100

/**
 * Measures the HTTP thread's event-loop delay (perf_hooks, 10 ms resolution) and answers `{ type: 'stats' }`
 * messages from the parent process. Only a process started with an IPC channel has a parent that can ask; the
 * server opens no port or route for it.
 */
export function answerParentProcess() {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  process.on('message', (message: StatsRequest) => {
    if (message?.type !== 'stats' || !process.send) return
    const answer: ProcessStats = {
      type: 'stats',
      id: message.id,
      eventLoopDelay: {
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
        samples: histogram.count,
      },
      memory: process.memoryUsage(),
    }
    if (message.reset) histogram.reset()
    process.send(answer)
  })
}
