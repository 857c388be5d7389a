import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../src/db/client'
import { Metrics } from '../src/lib/metrics'
import { createQueue } from '../src/lib/queue'
import { SEND_EMAIL_QUEUE } from '../src/modules/email/email.service'
import { bearer, createSessionToken, createTalent } from './factories'
import { useTestApp, type TestContext } from './helper'
import { startSmtpServer } from './smtp'

/*
 * Prometheus metrics (docs/operations-metrics.md): never public, counted by route pattern, and moving with the queue's
 * jobs and the e-mails sent.
 */

const TOKEN = 'a-metrics-token-of-at-least-32-characters'

/** A sample's value in Prometheus text; 0 when the series is not there yet. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const labelText = line.startsWith(`${name}{`) ? line.slice(name.length + 1, line.lastIndexOf('}')) : ''
    const present = labelText ? labelText.split(',') : []
    if (wanted.every((label) => present.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return 0
}

async function scrape(context: TestContext): Promise<string> {
  const response = await context.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
  expect(response.statusCode).toBe(200)
  return response.body
}

/** Polls until the check passes (the queue's workers poll every half second). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition was not met in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(async () => smtp.close())
  const ctx = useTestApp(() => ({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, RUN_WORKERS: 'true' }))

  it('refuses an anonymous caller, a wrong token and a signed-in user', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/metrics' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().code).toBe('not_authenticated')

    const wrong = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) })
    expect(wrong.statusCode).toBe(401)
    const short = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })
    expect(short.statusCode).toBe(401)

    const talent = await createTalent(ctx.app.db)
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: bearer(await createSessionToken(ctx.app.db, talent.id)),
    })
    expect(signedIn.statusCode).toBe(403)
    expect(signedIn.body).not.toContain('sentinela_')
  })

  it('answers the token with Prometheus text: Node, HTTP, database and queue metrics', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'sentinela_http_requests_total',
      'sentinela_http_request_duration_seconds',
      'sentinela_queue_jobs_waiting',
      'sentinela_emails_sent_total',
    ]) {
      expect(response.body).toContain(`# TYPE ${name} `)
    }
  })

  it('counts requests by route pattern and status, never by the address asked for', async () => {
    const before = await scrape(ctx)
    const route = { method: 'GET', route: '/api/positions/:id' }
    for (const id of [900001, 900002, 900003]) await ctx.app.inject({ method: 'GET', url: `/api/positions/${id}` })
    await ctx.app.inject({ method: 'GET', url: '/healthz' })
    await ctx.app.inject({ method: 'GET', url: '/no/such/page/4242' })
    const after = await scrape(ctx)

    const notFound = { ...route, status_code: '404' }
    expect(valueOf(after, 'sentinela_http_requests_total', notFound)).toBe(
      valueOf(before, 'sentinela_http_requests_total', notFound) + 3,
    )
    const health = { method: 'GET', route: '/healthz', status_code: '200' }
    expect(valueOf(after, 'sentinela_http_requests_total', health)).toBe(
      valueOf(before, 'sentinela_http_requests_total', health) + 1,
    )
    const unmatched = { method: 'GET', route: '(unmatched)', status_code: '404' }
    expect(valueOf(after, 'sentinela_http_requests_total', unmatched)).toBe(
      valueOf(before, 'sentinela_http_requests_total', unmatched) + 1,
    )
    expect(valueOf(after, 'sentinela_http_request_duration_seconds_count', route)).toBe(
      valueOf(before, 'sentinela_http_request_duration_seconds_count', route) + 3,
    )
    expect(after).not.toContain('900001')
    expect(after).not.toContain('/no/such/page')
    // 4xx answers are no server errors.
    expect(valueOf(after, 'sentinela_http_server_errors_total', notFound)).toBe(0)
  })

  it('counts an e-mail sent through SMTP and the queue job that sent it', async () => {
    const before = await scrape(ctx)
    const emails = ctx.app.emails
    const id = await emails.enqueue(ctx.app.db, {
      userId: null,
      to: 'metrics.reader@example.com',
      language: 'en',
      template: 'password_reset',
      content: { firstName: 'Ana', actionUrl: 'http://localhost/reset?token=x' },
    })
    await emails.dispatch([id])
    await smtp.waitFor('metrics.reader@example.com')

    const job = { queue: SEND_EMAIL_QUEUE, result: 'completed' }
    let after = ''
    await eventually(async () => {
      after = await scrape(ctx)
      return (
        valueOf(after, 'sentinela_queue_job_runs_total', job) > valueOf(before, 'sentinela_queue_job_runs_total', job)
      )
    })
    expect(valueOf(after, 'sentinela_emails_sent_total')).toBe(valueOf(before, 'sentinela_emails_sent_total') + 1)
    expect(valueOf(after, 'sentinela_emails_failed_total')).toBe(valueOf(before, 'sentinela_emails_failed_total'))
    expect(valueOf(after, 'sentinela_queue_job_duration_seconds_count', { queue: SEND_EMAIL_QUEUE })).toBeGreaterThan(0)
  })

  describe('the job queue', () => {
    // A second pg-boss on the app's database, instrumented as the app's is: its jobs land in the same tables.
    let boss: PgBoss
    beforeAll(async () => {
      boss = createQueue(ctx.database, ctx.database.url)
      ctx.app.metrics.instrumentQueue(boss)
      await boss.start()
    })
    afterAll(async () => {
      await boss?.stop({ graceful: false, wait: true, timeout: 5_000 })
    })

    it('reads the depth of each queue from its table', async () => {
      await boss.createQueue('metrics-test-idle')
      const before = await scrape(ctx)
      expect(before).toContain('sentinela_queue_jobs_waiting{queue="metrics-test-idle"} 0')
      await boss.send('metrics-test-idle', { n: 1 })
      await boss.send('metrics-test-idle', { n: 2 })
      await boss.send('metrics-test-idle', { n: 3 }, { startAfter: 3600 })
      const after = await scrape(ctx)
      expect(valueOf(after, 'sentinela_queue_jobs_waiting', { queue: 'metrics-test-idle' })).toBe(2)
      expect(valueOf(after, 'sentinela_queue_jobs_scheduled', { queue: 'metrics-test-idle' })).toBe(1)
      expect(valueOf(after, 'sentinela_queue_jobs_active', { queue: 'metrics-test-idle' })).toBe(0)
    })

    it('counts failed jobs, run by the workers and left failed in the table', async () => {
      await boss.createQueue('metrics-test-failing')
      await boss.work('metrics-test-failing', async () => {
        throw new Error('this job always fails')
      })
      await boss.send('metrics-test-failing', {}, { retryLimit: 0 })
      const failed = { queue: 'metrics-test-failing', result: 'failed' }
      let after = ''
      await eventually(async () => {
        after = await scrape(ctx)
        return valueOf(after, 'sentinela_queue_jobs_failed', { queue: 'metrics-test-failing' }) === 1
      })
      expect(valueOf(after, 'sentinela_queue_job_runs_total', failed)).toBe(1)
      expect(valueOf(after, 'sentinela_queue_jobs_waiting', { queue: 'metrics-test-failing' })).toBe(0)
    })
  })
})

describe('metrics without METRICS_TOKEN, on METRICS_PORT', () => {
  let port: number
  beforeAll(async () => {
    port = await freePort()
  })
  const ctx = useTestApp(() => ({ METRICS_PORT: String(port) }))

  it('answers 404 for /metrics on the main port', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/metrics' })
    expect(anonymous.statusCode).toBe(404)
    const withToken = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(withToken.statusCode).toBe(404)
    expect(ctx.app.registeredRoutes.some((route) => route.url === '/metrics')).toBe(false)
  })

  it('serves them on their own port, on loopback, and nothing else there', async () => {
    await ctx.app.inject({ method: 'GET', url: '/healthz' })
    const response = await fetch(`http://127.0.0.1:${port}/metrics`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(valueOf(text, 'sentinela_http_requests_total', { route: '/healthz', status_code: '200' })).toBe(1)
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404)
    expect((await fetch(`http://127.0.0.1:${port}/api/jobs`)).status).toBe(404)
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404)
  })
})

describe('the embedded database in its thread', () => {
  let handle: DatabaseHandle
  const metrics = new Metrics()
  beforeAll(async () => {
    handle = await openDatabase({ ownThread: true })
    metrics.observeDatabase(handle)
    // PostgreSQL's WebAssembly is compiled at start: slow on a busy machine.
  }, 180_000)
  afterAll(async () => handle?.close())

  it("tells the pool's connections and how long queries waited for PGlite's one backend", async () => {
    // A transaction holds the backend for 200 ms; the queries sent meanwhile wait for it in the thread.
    const holding = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await new Promise((resolve) => setTimeout(resolve, 200))
      await tx.execute(sql`select 2`)
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await Promise.all([handle.db.execute(sql`select 3`), handle.db.execute(sql`select 4`), holding])

    const { body } = await metrics.scrape()
    expect(valueOf(body, 'sentinela_db_embedded_queue_wait_seconds_count')).toBeGreaterThanOrEqual(3)
    // The two queries waited most of the transaction's 200 ms each.
    expect(valueOf(body, 'sentinela_db_embedded_queue_wait_seconds_sum')).toBeGreaterThan(0.2)
    expect(valueOf(body, 'sentinela_db_embedded_queue_wait_seconds_bucket', { le: '0.5' })).toBeGreaterThan(0)
    expect(valueOf(body, 'sentinela_db_pool_connections')).toBeGreaterThanOrEqual(2)
    expect(body).toContain('# TYPE sentinela_db_pool_waiting_requests gauge')
    expect(body).toContain('# TYPE sentinela_db_pool_idle_connections gauge')
  })
})
