import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { and, eq, gte, sql } from 'drizzle-orm'
import { seedBenchData } from '../bench/seed'
import { seedDemo } from '../seed/demo'
import { openDatabase } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { positions, users } from '../src/db/schema/index'
import { rowsOf } from '../src/lib/sql'
import { LocalDiskStorage } from '../src/lib/storage'
import { createSessionToken } from '../test/factories'
import {
  createScratch,
  databasesFrom,
  log,
  pgliteDir,
  positiveInteger,
  reportWriter,
  round,
  startServer,
  UNLIMITED,
  type DatabaseName,
  type Scratch,
} from './support'

/*
 * `npm run -s load`: the real server (a child process, so the load generator never shares its event loop) on a
 * scratch database seeded with the demo accounts and a few hundred jobs, under LOAD_CONNECTIONS (200) connections for
 * LOAD_SECONDS (60) on each of three routes: a public job page (GET /api/positions/{id}), job search with a text
 * (POST /api/positions/fetch) and a signed-in read (GET /api/profile as the demo talent, Bearer token).
 *
 * Runs on PGlite (a data folder), and on PostgreSQL too when DATABASE_URL is set (a sentinela_load_<pid> database,
 * dropped afterwards); LOAD_DATABASES=pglite|postgresql|pglite,postgresql picks. LOAD_JOBS (400) and LOAD_TALENTS
 * (200) size the seed. The rate limit is lifted for the run. stdout carries the JSON report only.
 */

const writeReport = reportWriter()
const seconds = positiveInteger('LOAD_SECONDS', 60)
const connections = positiveInteger('LOAD_CONNECTIONS', 200)
const size = { jobs: positiveInteger('LOAD_JOBS', 400), talents: positiveInteger('LOAD_TALENTS', 200) }
const databases = databasesFrom('LOAD_DATABASES')
/** The client gives up on an answer after this long (and counts a timeout). */
const TIMEOUT_SECONDS = 30

const SEARCH_TEXTS = ['security', 'analyst', 'cloud', 'incident response', 'pentest', 'soc', 'forense', 'segurança']

interface Seeded {
  jobIds: number[]
  talentToken: string
  rows: { jobs: number; talents: number }
}

/** Seeds the scratch database before the server owns it (PGlite is single-process). */
async function seed(scratch: Scratch): Promise<Seeded> {
  const handle = await openDatabase(
    scratch.databaseUrl ? { url: scratch.databaseUrl } : { dataDir: pgliteDir(scratch) },
  )
  try {
    await migrateDatabase(handle)
    const { db } = handle
    await seedBenchData(db, size, log)
    await seedDemo(db, new LocalDiskStorage(join(scratch.dataDir, 'uploads')))
    await db.execute(sql`vacuum analyze`)
    const today = new Date().toISOString().slice(0, 10)
    const open = await db
      .select({ id: positions.id })
      .from(positions)
      .where(
        and(eq(positions.status, 'published'), eq(positions.privacy, 'public'), gte(positions.expirationDate, today)),
      )
      .limit(500)
    const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'talent@example.com'))
    if (!talent) throw new Error('the demo talent was not seeded')
    if (open.length === 0) throw new Error('no open public job was seeded')
    const [counts] = rowsOf<{ jobs: number; talents: number }>(
      await db.execute(
        sql`select (select count(*)::int from positions) as jobs,
          (select count(*)::int from users where role = 'talent') as talents`,
      ),
    )
    return {
      jobIds: open.map((row) => row.id),
      talentToken: await createSessionToken(db, talent.id),
      rows: counts ?? { jobs: 0, talents: 0 },
    }
  } finally {
    await handle.close()
  }
}

interface RouteLoad {
  name: string
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  /** A different request each time: another job, another search text. */
  vary?: (index: number) => { path?: string; body?: string }
}

function routesFor(seeded: Seeded): RouteLoad[] {
  return [
    {
      name: 'GET /api/positions/{id}',
      method: 'GET',
      path: `/api/positions/${seeded.jobIds[0]}`,
      vary: (index) => ({ path: `/api/positions/${seeded.jobIds[index % seeded.jobIds.length]}` }),
    },
    {
      name: 'POST /api/positions/fetch (text)',
      method: 'POST',
      path: '/api/positions/fetch',
      headers: { 'content-type': 'application/json' },
      vary: (index) => ({ body: JSON.stringify({ text: SEARCH_TEXTS[index % SEARCH_TEXTS.length] }) }),
    },
    {
      name: 'GET /api/profile (talent, Bearer)',
      method: 'GET',
      path: '/api/profile',
      headers: { authorization: `Bearer ${seeded.talentToken}` },
    },
  ]
}

async function fire(url: string, route: RouteLoad, duration: number, clients: number) {
  let index = 0
  const result = await autocannon({
    url,
    connections: clients,
    duration,
    timeout: TIMEOUT_SECONDS,
    requests: [
      {
        method: route.method,
        path: route.path,
        ...(route.headers ? { headers: route.headers } : {}),
        ...(route.vary
          ? { setupRequest: (request: autocannon.Request) => ({ ...request, ...route.vary!((index += 1)) }) }
          : {}),
      },
    ],
  })
  return {
    route: route.name,
    connections: clients,
    seconds: result.duration,
    requests: result.requests.total,
    reqPerSec: round(result.requests.total / Math.max(result.duration, 1)),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
  }
}

/** Waits (up to 3 minutes) until /readyz, which reads the database, answers within 200 ms. */
async function untilIdle(url: string) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    const started = performance.now()
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(30_000) })
      if (response.ok && performance.now() - started < 200) return
    } catch {
      // Still busy.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  log('  the server did not become idle in 3 minutes; measuring anyway')
}

async function loadDatabase(database: { name: DatabaseName; serverUrl?: string }) {
  log(`\n[${database.name}] scratch database, migrating and seeding ${size.jobs} jobs, ${size.talents} talents`)
  const scratch = await createScratch(database, 'load')
  try {
    const seeded = await seed(scratch)
    log(`[${database.name}] starting the server`)
    const server = await startServer(scratch, { ...UNLIMITED, RUN_WORKERS: 'false', LOG_LEVEL: 'error' })
    try {
      const results = []
      for (const route of routesFor(seeded)) {
        // Requests the client gave up on are still being answered: each route starts on a server that is idle again.
        await untilIdle(server.url)
        // A short warm-up (JIT, the database's caches, the pool's connections), not reported.
        await fire(server.url, route, Math.min(3, seconds), Math.min(20, connections))
        log(`[${database.name}] ${route.name}: ${connections} connections for ${seconds} s`)
        const result = await fire(server.url, route, seconds, connections)
        log(
          `[${database.name}]   ${result.requests} requests, ${result.reqPerSec} req/s, p50 ${result.p50_ms} ms, ` +
            `p99 ${result.p99_ms} ms, ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
        )
        results.push({ database: database.name, ...result })
      }
      return { database: database.name, rows: seeded.rows, results }
    } finally {
      await server.stop()
    }
  } finally {
    await scratch.dispose()
  }
}

const loadAtStart = loadavg()
const runs = []
for (const database of databases) runs.push(await loadDatabase(database))

const results = runs.flatMap((run) => run.results)
writeReport({
  generatedAt: new Date().toISOString(),
  config: { seconds, connections, clientTimeoutSeconds: TIMEOUT_SECONDS, seed: size },
  environment: {
    node: process.version,
    cpus: availableParallelism(),
    loadavg_start: loadAtStart.map((value) => round(value, 2)),
    loadavg_end: loadavg().map((value) => round(value, 2)),
  },
  databases: runs.map((run) => ({ database: run.database, rows: run.rows })),
  results,
})
