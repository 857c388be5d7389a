import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { sql } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database, DatabaseHandle } from '../db/client'
import { rowsOf } from './sql'

/** What became of one e-mail the queue handed to the e-mail service. */
export type EmailOutcome = 'sent' | 'failed' | 'outbox'

/** Request and job durations: from a cached answer (a few ms) to a slow export (seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
/** Waits for the embedded database's one backend: usually under a millisecond, long behind a big transaction. */
const WAIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]

/** The label of a request no route matched: never its address, which a client chooses (one series per URL). */
export const UNMATCHED_ROUTE = '(unmatched)'

/**
 * The server's Prometheus metrics (docs/operations-metrics.md): HTTP, database, job queue, e-mail, and Node's own
 * (event-loop delay, memory, CPU). One registry per app, so tests that build several apps count apart.
 */
export class Metrics {
  readonly registry = new Registry()

  readonly httpRequests = new Counter({
    name: 'sentinela_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  })

  readonly httpErrors = new Counter({
    name: 'sentinela_http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  })

  readonly httpDuration = new Histogram({
    name: 'sentinela_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  })

  readonly queueJobRuns = new Counter({
    name: 'sentinela_queue_job_runs_total',
    help: "Jobs this instance's workers ran, by queue and result (completed, or failed and retried or given up).",
    labelNames: ['queue', 'result'] as const,
    registers: [this.registry],
  })

  readonly queueJobDuration = new Histogram({
    name: 'sentinela_queue_job_duration_seconds',
    help: 'Time a batch of jobs took in its handler, by queue.',
    labelNames: ['queue'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  })

  readonly emailsSent = new Counter({
    name: 'sentinela_emails_sent_total',
    help: 'E-mails the SMTP server accepted.',
    registers: [this.registry],
  })

  readonly emailsFailed = new Counter({
    name: 'sentinela_emails_failed_total',
    help: 'E-mail sending attempts that failed (the queue retries them with back-off).',
    registers: [this.registry],
  })

  readonly emailsOutbox = new Counter({
    name: 'sentinela_emails_outbox_total',
    help: 'E-mails kept in the local outbox because no SMTP_URL is set: never delivered.',
    registers: [this.registry],
  })

  constructor() {
    // process_* (CPU, resident memory, open files), nodejs_eventloop_lag_* (event-loop delay), nodejs_heap_*, GC.
    collectDefaultMetrics({ register: this.registry })
  }

  /** Counts a request once its answer has left. `route` is the matched pattern (`/api/jobs/:id`), never the URL. */
  countRequest(method: string, route: string | undefined, statusCode: number, seconds: number) {
    const labels = { method, route: route ?? UNMATCHED_ROUTE, status_code: String(statusCode) }
    this.httpRequests.inc(labels)
    if (statusCode >= 500) this.httpErrors.inc(labels)
    this.httpDuration.observe({ method, route: labels.route }, seconds)
  }

  countEmail(outcome: EmailOutcome) {
    if (outcome === 'sent') this.emailsSent.inc()
    else if (outcome === 'failed') this.emailsFailed.inc()
    else this.emailsOutbox.inc()
  }

  /**
   * The database's connection pool, read on each scrape (node-postgres: PostgreSQL, or the embedded database in its
   * thread), and on the embedded database in its thread how long each exchange waited for PGlite's one backend.
   */
  observeDatabase(handle: DatabaseHandle) {
    const pool = handle.pool
    if (pool) {
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(read())
          },
        })
      gauge(
        'sentinela_db_pool_connections',
        'Connections the database pool holds, busy or idle.',
        () => pool.totalCount,
      )
      gauge(
        'sentinela_db_pool_idle_connections',
        'Connections of the pool free for the next query.',
        () => pool.idleCount,
      )
      gauge(
        'sentinela_db_pool_waiting_requests',
        'Queries waiting for a connection of the pool: above zero for long, the pool is too small or queries too slow.',
        () => pool.waitingCount,
      )
    }
    if (handle.onQueueWait) {
      const wait = new Histogram({
        name: 'sentinela_db_embedded_queue_wait_seconds',
        help: "Time a query waited in the embedded database's thread for PGlite's one backend (held by another connection's query or transaction).",
        buckets: WAIT_BUCKETS,
        registers: [this.registry],
      })
      handle.onQueueWait((seconds) => wait.observe(seconds))
    }
  }

  /**
   * The job queue's depth, read from pg-boss's tables on each scrape: the same numbers on every instance (take the
   * max, not the sum, across instances). Scheduled jobs (a digest due tomorrow) are apart from the ones due now.
   */
  observeQueueTables(db: Database, log?: { warn(object: object, message: string): void }) {
    // One query per scrape serves the four gauges: prom-client starts collecting them all in the same tick.
    let pending: Promise<QueueCounts[]> | undefined
    const counts = () =>
      (pending ??= queueCounts(db)
        .catch((error: unknown) => {
          // The rest of the scrape still answers; the queue's series are missing from this one.
          log?.warn({ err: error }, 'could not read the job queue for metrics')
          return []
        })
        .finally(() => (pending = undefined)))
    const gauge = (state: keyof Omit<QueueCounts, 'queue'>, name: string, help: string) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'] as const,
        registers: [this.registry],
        async collect() {
          const rows = await counts()
          this.reset()
          for (const row of rows) this.set({ queue: row.queue }, row[state])
        },
      })
    gauge(
      'waiting',
      'sentinela_queue_jobs_waiting',
      'Jobs due now and not yet taken by a worker (new or waiting to retry), by queue: the queue depth.',
    )
    gauge(
      'scheduled',
      'sentinela_queue_jobs_scheduled',
      'Jobs due later (a start time or a retry delay still ahead), by queue.',
    )
    gauge('active', 'sentinela_queue_jobs_active', 'Jobs a worker is running, by queue.')
    gauge(
      'failed',
      'sentinela_queue_jobs_failed',
      'Jobs that failed for good (retries used up), still in the queue table until pg-boss archives them, by queue.',
    )
  }

  /**
   * Counts and times every job the queue's workers run, and traces each batch as a span (a no-op without
   * OTEL_EXPORTER_OTLP_ENDPOINT). Call before any worker is registered.
   */
  instrumentQueue(queue: PgBoss) {
    const work = queue.work.bind(queue) as (name: string, ...rest: unknown[]) => Promise<string>
    const tracer = trace.getTracer('sentinela-queue')
    ;(queue as { work: unknown }).work = (name: string, ...rest: unknown[]) => {
      const handler = rest.pop() as (jobs: PgBoss.Job[]) => Promise<unknown>
      const instrumented = (jobs: PgBoss.Job[]) =>
        tracer.startActiveSpan(
          `${name} process`,
          {
            kind: SpanKind.CONSUMER,
            attributes: {
              'messaging.system': 'pg-boss',
              'messaging.operation.type': 'process',
              'messaging.destination.name': name,
              'messaging.batch.message_count': jobs.length,
            },
          },
          async (span) => {
            const stop = this.queueJobDuration.startTimer({ queue: name })
            try {
              const result = await handler(jobs)
              this.queueJobRuns.inc({ queue: name, result: 'completed' }, jobs.length)
              return result
            } catch (error) {
              this.queueJobRuns.inc({ queue: name, result: 'failed' }, jobs.length)
              span.recordException(error instanceof Error ? error : String(error))
              span.setStatus({ code: SpanStatusCode.ERROR })
              throw error
            } finally {
              stop()
              span.end()
            }
          },
        )
      return work(name, ...rest, instrumented)
    }
  }

  /** The text a Prometheus server scrapes. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() }
  }
}

interface QueueCounts {
  queue: string
  waiting: number
  scheduled: number
  active: number
  failed: number
}

/**
 * Jobs per queue and state, zeros included for an empty queue (so an alert on depth has a series to read). Nothing
 * while pg-boss has not made its tables (no instance has run workers yet).
 */
async function queueCounts(db: Database): Promise<QueueCounts[]> {
  const [exists] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('pgboss.queue') is not null as exists`),
  )
  if (!exists?.exists) return []
  return rowsOf<QueueCounts>(
    await db.execute(sql`
      select q.name as queue,
        count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as waiting,
        count(j.id) filter (where j.state in ('created', 'retry') and j.start_after > now())::int as scheduled,
        count(j.id) filter (where j.state = 'active')::int as active,
        count(j.id) filter (where j.state = 'failed')::int as failed
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
      group by q.name
    `),
  )
}
