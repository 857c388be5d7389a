import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import type { ProcessStats, StatsRequest } from '../src/lib/process-stats'
import { rowsOf } from '../src/lib/sql'
import { createSessionToken } from '../test/factories'
import { searchCases } from './measure'
import { serverProcessEnv } from '../server-process.mjs'

/*
 * The HTTP part of `npm run bench` (issue #13): the real server, built to JavaScript and started as a child process
 * on the bench's seeded database, beside a bare Fastify 5 hello-world in another child. autocannon drives both in
 * turn, route by route (bare, then the server, so each ratio compares figures taken moments apart on a shared
 * machine), with 100 connections and the rate limits raised. The server reports its event-loop delay over its IPC
 * channel (lib/process-stats.ts); memory is the resident size of its whole process tree, read from /proc.
 */

const API_DIR = fileURLToPath(new URL('..', import.meta.url))
const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url))
const BARE_ENTRY = fileURLToPath(new URL('./bare-fastify.mjs', import.meta.url))

export interface HttpOptions {
  seconds: number
  warmupSeconds: number
  connections: number
  /** The routes to drive (BENCH_HTTP_ROUTES); all of them when unset. */
  routes?: RouteName[]
  log: (message: string) => void
}

/** What the routes are driven with, read from the seeded database before the server owns it. */
export interface HttpFixtures {
  /** Open public jobs, for the job page and the save. */
  jobIds: number[]
  /** A signed-in talent's bearer token. */
  talentToken: string
}

export type RouteName = 'job_detail' | 'job_search' | 'profile' | 'save_job'

/** Each route's lowest acceptable ratio to bare Fastify on PostgreSQL (issue #13). */
export const POSTGRES_RATIO_TARGETS: Record<RouteName, number> = {
  job_detail: 0.15,
  job_search: 0.02,
  profile: 0.05,
  save_job: 0.02,
}
/** On PGlite each route must reach at least this share of its PostgreSQL figure. */
export const PGLITE_SHARE_OF_POSTGRES = 0.5
export const EVENT_LOOP_P99_TARGET_MS = 50
export const IDLE_RSS_TARGET_MB = 250

interface Drive {
  requestsPerSecond: number
  p99_ms: number
  p50_ms: number
  requests: number
  errors: number
  timeouts: number
  non2xx: number
}

export interface RouteResult {
  route: RouteName
  request: string
  bare: Drive
  server: Drive & { eventLoopDelay: ProcessStats['eventLoopDelay'] }
  ratio: number
}

export interface HttpReport {
  seconds: number
  connections: number
  memory: { idle_rss_mb: number; after_load_rss_mb: number; heap_used_mb: number }
  results: RouteResult[]
}

/** Fixtures from the seeded data: public open jobs spread over the table, and a session for a seeded talent. */
export async function prepareHttpFixtures(db: Database): Promise<HttpFixtures> {
  const jobIds = rowsOf<{ id: number }>(
    await db.execute(sql`select id from positions where status = 'published' and privacy = 'public'
      and expiration_date >= current_date order by hashint4(id) limit 200`),
  ).map((row) => row.id)
  const [talent] = rowsOf<{ id: number }>(
    await db.execute(sql`select u.id from users u join talent_profiles p on p.user_id = u.id
      where u.role = 'talent' and u.status = 'active' order by u.id limit 1`),
  )
  if (jobIds.length === 0 || !talent) throw new Error('The seeded data has no public open job or active talent')
  return { jobIds, talentToken: await createSessionToken(db, talent.id) }
}

/** Builds the server to dist/ (apps/api/build.mjs), as `npm start` does. */
export function buildServer(log: (message: string) => void) {
  log('building the server (apps/api/build.mjs)')
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error('the server build failed')
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited(child)
  clearTimeout(timer)
}

/** Resident memory of a process and every process under it, in MB (threads are counted with their process). */
export function treeRssMb(pid: number): number {
  const kb = (id: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0)
  const children = (id: number): number[] =>
    readdirSync(`/proc/${id}/task`).flatMap((task) =>
      readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    )
  let total = 0
  const pending = [pid]
  while (pending.length > 0) {
    const id = pending.pop()!
    try {
      total += kb(id)
      pending.push(...children(id))
    } catch {
      // The process ended meanwhile.
    }
  }
  return Math.round(total / 1024)
}

interface Server {
  url: string
  child: ChildProcess
  stats(reset: boolean): Promise<ProcessStats>
  output(): string
}

/** The real server (dist/server.js) on the scratch database, with an IPC channel for its statistics. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    NODE_ENV: 'production',
    // Production behaviour on one machine, with no mail server: the production start's checks stay off.
    PRODUCTION_CHECKS: 'false',
    SEED_DEMO: 'false',
    DEV_OUTBOX: 'false',
    LOG_PRETTY: 'false',
    // Limits raised: one client sends everything (the limits have their own tests).
    RATE_LIMIT_PER_MINUTE: '1000000000',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000000000',
    ...env,
  }
  delete childEnv.WEB_DIST_DIR
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL
  // Request logs are written as in production (info), to a stdout nobody reads.
  // BENCH_SERVER_NODE_ARGS: Node options for the server alone (say "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: serverProcessEnv(childEnv),
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  })
  const lines: string[] = []
  child.stderr!.on('data', (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - 40))
  })
  let nextId = 1
  const waiting = new Map<number, (stats: ProcessStats) => void>()
  child.on('message', (message: ProcessStats) => waiting.get(message.id)?.(message))
  const server: Server = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => lines.join('\n'),
    stats: (reset) =>
      new Promise((resolve) => {
        const id = nextId++
        waiting.set(id, (stats) => {
          waiting.delete(id)
          resolve(stats)
        })
        child.send({ type: 'stats', id, reset } satisfies StatsRequest)
      }),
  }
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before it was ready:\n${server.output()}`)
    }
    try {
      const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2_000) })
      if (response.status === 200) return server
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stopChild(child)
      throw new Error(`the server was not ready in 180 s:\n${server.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [BARE_ENTRY], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
    child.once('exit', () => reject(new Error('the bare Fastify server exited')))
  })
  return { url: `http://127.0.0.1:${port}`, child }
}

interface Scenario {
  route: RouteName
  request: string
  /** autocannon's request list for the server: one request, changed per call by setupRequest. */
  requests: autocannon.Request[]
  headers?: Record<string, string>
}

function scenarios(fixtures: HttpFixtures): Scenario[] {
  const { jobIds, talentToken } = fixtures
  const bearer = { authorization: `Bearer ${talentToken}` }
  const cycle = <T>(items: T[]) => {
    let next = 0
    return () => items[next++ % items.length]!
  }
  const nextJob = cycle(jobIds)
  // The job search screen's requests: a text and two filters (measure.ts), the same set every run.
  const nextSearch = cycle(searchCases(200, 42).map((search) => JSON.stringify(search)))
  let saves = 0
  return [
    {
      route: 'job_detail',
      request: `GET /api/positions/{id}, anonymous, ${jobIds.length} public jobs in turn`,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/positions/${nextJob()}` }) }],
    },
    {
      route: 'job_search',
      request: 'POST /api/positions/fetch, anonymous, a text and two filters (200 searches in turn)',
      requests: [
        {
          method: 'POST',
          path: '/api/positions/fetch',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: nextSearch() }),
        },
      ],
    },
    {
      route: 'profile',
      request: 'GET /api/profile as a talent (Bearer token)',
      requests: [{ method: 'GET', path: '/api/profile', headers: bearer }],
    },
    {
      route: 'save_job',
      request: 'POST /api/talent/savePosition as a talent: save a job, then unsave it, over the public jobs in turn',
      requests: [
        {
          method: 'POST',
          path: '/api/talent/savePosition',
          headers: { ...bearer, 'content-type': 'application/json' },
          setupRequest: (request) => {
            const call = saves++
            const positionId = jobIds[Math.floor(call / 2) % jobIds.length]!
            return { ...request, body: JSON.stringify({ positionId, saved: call % 2 === 0 }) }
          },
        },
      ],
    },
  ]
}

async function drive(url: string, requests: autocannon.Request[], seconds: number, connections: number) {
  const result = await autocannon({ url, connections, duration: seconds, requests })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99_ms: result.latency.p99,
    p50_ms: result.latency.p50,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  } satisfies Drive
}

/**
 * Starts the server on the scratch database (`env`: DATA_DIR and, on PostgreSQL, DATABASE_URL) and bare Fastify,
 * measures idle memory, then each route: a warm-up on the server, bare Fastify, the server. Both are stopped after.
 */
export async function benchHttp(
  env: Record<string, string>,
  fixtures: HttpFixtures,
  options: HttpOptions,
): Promise<HttpReport> {
  const { log } = options
  const server = await startServer(env)
  const bare = await startBare()
  try {
    // Idle: ready, and left alone for a moment (the queue's first polls, lazy start-up work).
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    const idleRss = treeRssMb(server.child.pid!)
    log(`  server ready; idle memory of its process tree ${idleRss} MB`)

    const results: RouteResult[] = []
    const wanted = scenarios(fixtures).filter((scenario) => !options.routes || options.routes.includes(scenario.route))
    for (const scenario of wanted) {
      log(`  ${scenario.route}: warm-up ${options.warmupSeconds} s`)
      await drive(server.url, scenario.requests, options.warmupSeconds, options.connections)
      const bareDrive = await drive(bare.url, [{ method: 'GET', path: '/' }], options.seconds, options.connections)
      await server.stats(true)
      const serverDrive = await drive(server.url, scenario.requests, options.seconds, options.connections)
      const { eventLoopDelay } = await server.stats(true)
      const ratio = Math.round((serverDrive.requestsPerSecond / Math.max(1, bareDrive.requestsPerSecond)) * 1000) / 1000
      results.push({
        route: scenario.route,
        request: scenario.request,
        bare: bareDrive,
        server: { ...serverDrive, eventLoopDelay },
        ratio,
      })
      log(
        `  ${scenario.route}: ${serverDrive.requestsPerSecond} req/s (p99 ${serverDrive.p99_ms} ms, ` +
          `${serverDrive.errors + serverDrive.timeouts} errors, ${serverDrive.non2xx} non-2xx), bare ` +
          `${bareDrive.requestsPerSecond} req/s: ${ratio}×; event-loop delay p99 ${eventLoopDelay.p99} ms`,
      )
    }
    const afterRss = treeRssMb(server.child.pid!)
    const { memory } = await server.stats(false)
    return {
      seconds: options.seconds,
      connections: options.connections,
      memory: {
        idle_rss_mb: idleRss,
        after_load_rss_mb: afterRss,
        heap_used_mb: Math.round(memory.heapUsed / 1048576),
      },
      results,
    }
  } finally {
    await stopChild(bare.child)
    await stopChild(server.child)
  }
}
