import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { StemWordsCache } from '../src/lib/search-query'
import { JobCandidatesRepository } from '../src/modules/jobs/job-candidates.repository'
import { JobSearchRepository } from '../src/modules/jobs/job-search.repository'
import { JobsRepository } from '../src/modules/jobs/jobs.repository'
import { FrameworkRepository } from '../src/modules/framework/framework.repository'
import { FrameworkService } from '../src/modules/framework/framework.service'
import { ProfileRepository } from '../src/modules/profile/profile.repository'
import { TalentSearchService } from '../src/modules/talent-search/talent-search.service'
import { PlansService } from '../src/modules/billing/plans.service'
import { parseConfig } from '../src/config'
import { ChangeFeed } from '../src/lib/change-feed'
import {
  benchHttp,
  buildServer,
  EVENT_LOOP_P99_TARGET_MS,
  IDLE_RSS_TARGET_MB,
  PGLITE_SHARE_OF_POSTGRES,
  POSTGRES_RATIO_TARGETS,
  prepareHttpFixtures,
  type HttpReport,
  type RouteName,
} from './http'
import {
  measureRanking,
  measureSearch,
  measureTalentSearch,
  POSTGRES_JOB_SEARCH_TARGET_MS,
  TARGET_MS,
  type Measurement,
} from './measure'
import { seedBenchData, type SeedResult } from './seed'
import { measureCareerRecompute } from './careers'
import { measureTrainingSearch } from './learning'
import { measureAiSearch } from './ai-search'
import { benchCvAnalysis } from './cv-analysis'

/*
 * `npm run bench`: seeds a scratch database (PGlite in memory always; a throwaway database on the DATABASE_URL
 * server too when it is set) with published jobs, talents and applications, then times job search and candidate
 * ranking through the jobs module's repositories. stdout carries the JSON report only; progress goes to stderr (npm
 * prints its own "> script" banner on stdout: `npm run -s bench` leaves the JSON alone).
 *
 * BENCH_JOBS / BENCH_TALENTS (100,000 each), BENCH_TRAININGS (10,000), BENCH_RUNS (200), BENCH_WARMUP (20) scale
 * it, and BENCH_MAX_SECONDS (60) stops a measurement's timed runs early on a slow database (each result reports its
 * runs); BENCH_DATABASES
 * ("pglite,postgresql") picks databases; BENCH_PGLITE_DIR=1 keeps PGlite in a temporary folder instead of memory;
 * BENCH_KEEP=1 leaves the PostgreSQL scratch database in place for EXPLAIN (drop it by hand afterwards).
 * BENCH_AI_SEARCH=0 skips the AI search (issue #18), timed last over the same data, without a model.
 *
 * Then the HTTP part (http.ts): the built server on the same seeded data beside bare Fastify, driven by autocannon.
 * BENCH_HTTP=0 skips it; BENCH_HTTP_SECONDS (10) per route and server, BENCH_HTTP_WARMUP_SECONDS (3) and
 * BENCH_HTTP_CONNECTIONS (100) scale it, and BENCH_HTTP_ROUTES (say "profile,save_job"; all four by default:
 * job_detail, job_search, profile, save_job) picks the routes. With it PGlite is seeded in a temporary folder, which
 * the server opens.
 */

// Anything a library prints (PGlite, drivers) must not reach stdout, which is the report's alone.
const writeReport = process.stdout.write.bind(process.stdout)
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write
const log = (message: string) => process.stderr.write(`${message}\n`)

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw.replaceAll('_', ''))
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return value
}

const size = { jobs: positiveInteger('BENCH_JOBS', 100_000), talents: positiveInteger('BENCH_TALENTS', 100_000) }
const options = {
  runs: positiveInteger('BENCH_RUNS', 200),
  warmup: positiveInteger('BENCH_WARMUP', 20),
  maxSeconds: positiveInteger('BENCH_MAX_SECONDS', 60),
  log,
}
const serverUrl = process.env.DATABASE_URL || undefined
const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',').map((name) => name.trim())
const keepScratch = process.env.BENCH_KEEP === '1'
const http =
  process.env.BENCH_HTTP === '0'
    ? undefined
    : {
        seconds: positiveInteger('BENCH_HTTP_SECONDS', 10),
        warmupSeconds: positiveInteger('BENCH_HTTP_WARMUP_SECONDS', 3),
        connections: positiveInteger('BENCH_HTTP_CONNECTIONS', 100),
        routes: httpRoutes(process.env.BENCH_HTTP_ROUTES),
        log,
      }

type DatabaseName = 'pglite' | 'postgresql'

/** BENCH_HTTP_ROUTES: a comma-separated subset of the HTTP routes; every route when unset. */
function httpRoutes(raw: string | undefined): RouteName[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const names = raw.split(',').map((name) => name.trim())
  const known = Object.keys(POSTGRES_RATIO_TARGETS)
  const unknown = names.filter((name) => !known.includes(name))
  if (unknown.length > 0) {
    throw new Error(`BENCH_HTTP_ROUTES: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`)
  }
  return names as RouteName[]
}

interface Scratch {
  handle: DatabaseHandle
  /** Closes the handle, leaving the data for the server; safe to call twice. */
  close(): Promise<void>
  /** The server's settings for this database (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  serverEnv: Record<string, string>
  /** Closes the handle and removes the scratch database; safe to call twice. */
  dispose(): Promise<void>
}

/** Cleanups still owed, run on Ctrl-C so an interrupted bench leaves no scratch database behind. */
const pending = new Set<() => Promise<void>>()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: cleaning up`)
    void Promise.allSettled([...pending].map((cleanup) => cleanup())).then(() => process.exit(130))
  })
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined
  return () => (done ??= action())
}

async function openPglite(): Promise<Scratch> {
  // The server of the HTTP part opens the seeded data from a folder (DATA_DIR/db, as server.ts does).
  const folder =
    process.env.BENCH_PGLITE_DIR === '1' || http ? await mkdtemp(join(tmpdir(), 'sentinela-bench-')) : undefined
  if (folder) log(`PGlite data folder: ${folder}`)
  const handle = await openDatabase({ dataDir: folder ? join(folder, 'db') : undefined })
  const close = once(() => handle.close())
  const dispose = once(async () => {
    await close()
    if (folder) await rm(folder, { recursive: true, force: true })
  })
  return { handle, close, serverEnv: folder ? { DATA_DIR: folder } : {}, dispose }
}

/** Runs one statement on the server's own database: only CREATE/DROP DATABASE of the scratch one. */
async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

async function openPostgres(url: string): Promise<Scratch> {
  const name = `sentinela_bench_${process.pid}`
  const scratchUrl = new URL(url)
  if (scratchUrl.pathname === `/${name}`) throw new Error(`DATABASE_URL already names ${name}`)
  scratchUrl.pathname = `/${name}`
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await adminQuery(url, `CREATE DATABASE ${name}`)
  log(`PostgreSQL scratch database: ${name}`)
  let handle: DatabaseHandle
  try {
    handle = await openDatabase({ url: scratchUrl.toString() })
  } catch (error) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    throw error
  }
  // The server's uploads folder.
  const folder = await mkdtemp(join(tmpdir(), 'sentinela-bench-'))
  const close = once(() => handle.close())
  const dispose = once(async () => {
    await close()
    await rm(folder, { recursive: true, force: true })
    if (keepScratch) log(`Kept ${name} (BENCH_KEEP=1): DROP DATABASE ${name} when done`)
    else await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })
  return { handle, close, serverEnv: { DATA_DIR: folder, DATABASE_URL: scratchUrl.toString() }, dispose }
}

interface DatabaseRun {
  database: DatabaseName
  rows: SeedResult['rows']
  seconds: { setup: number; seed: number; measure: number; http: number; total: number }
  results: (Measurement & { database: DatabaseName })[]
  http?: HttpReport
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10

async function benchDatabase(database: DatabaseName, open: () => Promise<Scratch>): Promise<DatabaseRun> {
  const started = performance.now()
  log(`\n[${database}] opening a scratch database and migrating`)
  const scratch = await open()
  pending.add(scratch.dispose)
  try {
    const { db } = scratch.handle
    await migrateDatabase(scratch.handle)
    const setup = seconds(started)

    const seedStarted = performance.now()
    log(`[${database}] seeding ${size.jobs} jobs and ${size.talents} talents`)
    const seeded = await seedBenchData(db, size, log)
    // What autovacuum would have done by the time the tables are this big: statistics, visibility map, and the
    // GIN pending list merged into the index.
    const vacuumStarted = performance.now()
    await db.execute(sql`vacuum analyze`)
    log(`  vacuum analyze (${seconds(vacuumStarted)} s)`)
    const seed = seconds(seedStarted)
    log(`[${database}] seeded in ${seed} s: ${JSON.stringify(seeded.rows)}`)

    const measureStarted = performance.now()
    // The server's own: the searched stems spelled out once (no job changes while measuring).
    const searches = new JobSearchRepository(db, new StemWordsCache())
    log(`[${database}] job search: ${options.warmup} warm-up + ${options.runs} timed runs`)
    const search = await measureSearch(
      searches,
      options,
      database === 'postgresql' ? POSTGRES_JOB_SEARCH_TARGET_MS : TARGET_MS,
    )
    log(`[${database}] job search p50 ${search.p50_ms} ms, p95 ${search.p95_ms} ms`)
    log(`[${database}] rank candidates: ${options.warmup} warm-up + ${options.runs} timed runs`)
    const ranking = await measureRanking(
      { jobs: new JobsRepository(db), talents: new JobCandidatesRepository(db) },
      seeded.hotJobs,
      options,
    )
    log(`[${database}] rank candidates p50 ${ranking.p50_ms} ms, p95 ${ranking.p95_ms} ms`)
    const framework = new FrameworkService(new FrameworkRepository(db))
    // Plans as the app makes them; bench companies have no subscription (Demo): top talent answers its preview.
    const plans = new PlansService(db, parseConfig({ LOG_LEVEL: 'silent' }), new ChangeFeed(undefined))
    const talentSearch = new TalentSearchService(db, framework, new ProfileRepository(db), plans)
    const roleCodes = [...(await framework.getRoleStatements()).keys()]
    const talents = await measureTalentSearch(talentSearch, roleCodes, 'talent_search', options)
    log(`[${database}] talent search p50 ${talents.p50_ms} ms, p95 ${talents.p95_ms} ms`)
    const top = await measureTalentSearch(talentSearch, roleCodes, 'top_talent', options)
    log(`[${database}] top talent p50 ${top.p50_ms} ms, p95 ${top.p95_ms} ms`)
    const careers = await measureCareerRecompute(db, options)
    log(`[${database}] career path recompute p50 ${careers.p50_ms} ms, p95 ${careers.p95_ms} ms`)
    const trainingSearch = await measureTrainingSearch(db, options)
    log(`[${database}] training search p50 ${trainingSearch.p50_ms} ms, p95 ${trainingSearch.p95_ms} ms`)
    const aiSearch = process.env.BENCH_AI_SEARCH === '0' ? [] : await measureAiSearch(scratch.handle, options)
    for (const result of aiSearch) log(`[${database}] ${result.query} p50 ${result.p50_ms} ms, p95 ${result.p95_ms} ms`)
    const measure = seconds(measureStarted)

    let httpReport: HttpReport | undefined
    const httpStarted = performance.now()
    if (http) {
      const fixtures = await prepareHttpFixtures(db)
      // The server owns the database from here (PGlite opens a data folder in one process only).
      await scratch.close()
      log(`[${database}] HTTP: the server and bare Fastify, ${http.connections} connections, ${http.seconds} s each`)
      httpReport = await benchHttp(scratch.serverEnv, fixtures, http)
    }

    return {
      database,
      rows: seeded.rows,
      seconds: { setup, seed, measure, http: seconds(httpStarted), total: seconds(started) },
      results: [search, ranking, talents, top, careers, trainingSearch, ...aiSearch].map((result) => ({
        database,
        ...result,
      })),
      ...(httpReport ? { http: httpReport } : {}),
    }
  } finally {
    await scratch.dispose()
    pending.delete(scratch.dispose)
  }
}

// Latencies on a shared machine depend on what else runs: the load average goes in the report next to them.
const loadAtStart = loadavg()
if (http) buildServer(log)
const runs: DatabaseRun[] = []
if (wanted.includes('pglite')) runs.push(await benchDatabase('pglite', openPglite))
if (wanted.includes('postgresql')) {
  if (serverUrl) runs.push(await benchDatabase('postgresql', () => openPostgres(serverUrl)))
  else log('\nDATABASE_URL is not set: PostgreSQL skipped')
}

// Issue #17: the CV analysis's time per CV (BENCH_CV=0 skips it).
const cvAnalysis = process.env.BENCH_CV === '0' ? undefined : await benchCvAnalysis(log)

const first = runs[0]
const report = {
  generatedAt: new Date().toISOString(),
  rows: first
    ? { jobs: first.rows.jobs, talents: first.rows.talents, applications: first.rows.applications }
    : { jobs: 0, talents: 0, applications: 0 },
  config: { runs: options.runs, warmup: options.warmup, maxSeconds: options.maxSeconds, requested: size },
  environment: {
    node: process.version,
    cpus: availableParallelism(),
    loadavg_start: loadAtStart.map((value) => Math.round(value * 100) / 100),
    loadavg_end: loadavg().map((value) => Math.round(value * 100) / 100),
  },
  databases: runs.map((run) => ({ database: run.database, rows: run.rows, seconds: run.seconds })),
  results: runs.flatMap((run) => run.results),
  ...(http ? { http: httpSummary(runs) } : {}),
  ...(cvAnalysis ? { cvAnalysis } : {}),
}
writeReport(`${JSON.stringify(report, null, 2)}\n`)

/**
 * The HTTP figures per database and route, with issue #13's targets checked: on PostgreSQL each route's ratio to bare
 * Fastify; on PGlite at least half the PostgreSQL figure (half the PostgreSQL target ratio when PostgreSQL did not
 * run), an event-loop delay p99 within its target and the idle memory within its; everywhere, no errors.
 */
function httpSummary(all: DatabaseRun[]) {
  const postgres = all.find((run) => run.database === 'postgresql')?.http
  return {
    config: { seconds: http!.seconds, warmup_seconds: http!.warmupSeconds, connections: http!.connections },
    databases: all
      .filter((run) => run.http)
      .map((run) => {
        const report = run.http!
        const onPglite = run.database === 'pglite'
        const routes = report.results.map((result) => {
          const target = POSTGRES_RATIO_TARGETS[result.route]
          const errors = result.server.errors + result.server.timeouts + result.server.non2xx
          const postgresRps = postgres?.results.find((other) => other.route === result.route)?.server.requestsPerSecond
          const meetsThroughput = !onPglite
            ? result.ratio >= target
            : postgresRps !== undefined
              ? result.server.requestsPerSecond >= PGLITE_SHARE_OF_POSTGRES * postgresRps
              : result.ratio >= PGLITE_SHARE_OF_POSTGRES * target
          const meetsEventLoop = !onPglite || result.server.eventLoopDelay.p99 <= EVENT_LOOP_P99_TARGET_MS
          return {
            route: result.route,
            request: result.request,
            requests_per_second: result.server.requestsPerSecond,
            p99_ms: result.server.p99_ms,
            errors,
            bare_requests_per_second: result.bare.requestsPerSecond,
            bare_p99_ms: result.bare.p99_ms,
            ratio_to_bare: result.ratio,
            target: onPglite
              ? postgresRps !== undefined
                ? `>= ${PGLITE_SHARE_OF_POSTGRES} x PostgreSQL (${Math.ceil(PGLITE_SHARE_OF_POSTGRES * postgresRps)} req/s)`
                : `>= ${PGLITE_SHARE_OF_POSTGRES * target}x bare (PostgreSQL did not run)`
              : `>= ${target}x bare`,
            event_loop_delay_p99_ms: result.server.eventLoopDelay.p99,
            event_loop_delay_max_ms: result.server.eventLoopDelay.max,
            meets_target: meetsThroughput && meetsEventLoop && errors === 0,
          }
        })
        return {
          database: run.database,
          idle_rss_mb: report.memory.idle_rss_mb,
          after_load_rss_mb: report.memory.after_load_rss_mb,
          meets_memory_target: !onPglite || report.memory.idle_rss_mb <= IDLE_RSS_TARGET_MB,
          routes,
        }
      }),
  }
}
