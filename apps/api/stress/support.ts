import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

/*
 * What `npm run fuzz`, `npm run load` and `npm run crash` share: the JSON report alone on stdout, numbers from the
 * environment, scratch databases (a PGlite folder, a throwaway database on the DATABASE_URL server) and the real
 * server as a child process on a free loopback port.
 */

/** Anything a library prints must not reach stdout, which is the report's alone (as in bench/run.ts). */
export function reportWriter(): (report: unknown) => void {
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write
  return (report) => write(`${JSON.stringify(report, null, 2)}\n`)
}

export const log = (message: string) => process.stderr.write(`${message}\n`)

export function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw.replaceAll('_', ''))
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return value
}

export type DatabaseName = 'pglite' | 'postgresql'

/** The PostgreSQL server asked for with `<NAME>=postgresql` and no DATABASE_URL: the local one CI uses. */
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * Which databases to run on: `variable` ("pglite,postgresql") when set, else PGlite plus PostgreSQL when
 * DATABASE_URL is set. Each comes with the server URL to make scratch databases on (PostgreSQL only).
 */
export function databasesFrom(variable: string): { name: DatabaseName; serverUrl?: string }[] {
  const serverUrl = process.env.DATABASE_URL || undefined
  const raw = process.env[variable]
  const wanted = raw ? raw.split(',').map((name) => name.trim()) : ['pglite', ...(serverUrl ? ['postgresql'] : [])]
  for (const name of wanted) {
    if (name !== 'pglite' && name !== 'postgresql') throw new Error(`${variable}: unknown database "${name}"`)
  }
  return (wanted as DatabaseName[]).map((name) =>
    name === 'postgresql' ? { name, serverUrl: serverUrl ?? DEFAULT_SERVER_URL } : { name },
  )
}

/** Cleanups still owed, run on Ctrl-C so an interrupted run leaves no scratch database or server behind. */
const pending = new Set<() => Promise<void>>()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: cleaning up`)
    void Promise.allSettled([...pending].map((cleanup) => cleanup())).then(() => process.exit(130))
  })
}

/** Registers a cleanup until it has run; safe to call twice. */
function owed(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined
  const run = () => {
    pending.delete(run)
    return (done ??= action())
  }
  pending.add(run)
  return run
}

/** A scratch place for one run's data: a PGlite folder, or a database of its own on the PostgreSQL server. */
export interface Scratch {
  name: DatabaseName
  /** The server's DATA_DIR (uploads; PGlite keeps its database in `db/` under it). */
  dataDir: string
  /** Set on PostgreSQL: the scratch database's URL. */
  databaseUrl?: string
  dispose(): Promise<void>
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function createScratch(
  database: { name: DatabaseName; serverUrl?: string },
  purpose: string,
): Promise<Scratch> {
  const dataDir = await mkdtemp(join(tmpdir(), `sentinela-${purpose}-`))
  if (database.name === 'pglite') {
    return { name: 'pglite', dataDir, dispose: owed(() => rm(dataDir, { recursive: true, force: true })) }
  }
  const serverUrl = database.serverUrl!
  const name = `sentinela_${purpose}_${process.pid}`
  const url = new URL(serverUrl)
  if (url.pathname === `/${name}`) throw new Error(`DATABASE_URL already names ${name}`)
  url.pathname = `/${name}`
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
  log(`PostgreSQL scratch database: ${name}`)
  return {
    name: 'postgresql',
    dataDir,
    databaseUrl: url.toString(),
    dispose: owed(async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await rm(dataDir, { recursive: true, force: true })
    }),
  }
}

/** The embedded database's folder for a scratch DATA_DIR (as server.ts opens it). */
export const pgliteDir = (scratch: Scratch) => join(scratch.dataDir, 'db')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url))
const API_DIR = fileURLToPath(new URL('..', import.meta.url))

export interface ServerProcess {
  url: string
  pid: number
  /** The last lines the server printed, for a report when it fails. */
  output(): string
  /** SIGTERM, then SIGKILL if it has not stopped in 15 s. */
  stop(): Promise<void>
  /** kill -9: no goodbye, no flush. */
  kill9(): Promise<void>
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * The real server (`node --import tsx src/server.ts`) as a child process on 127.0.0.1 and a free port, on the
 * scratch database, with the given settings on top; resolves once /readyz answers 200.
 */
export async function startServer(scratch: Scratch, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort()
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: scratch.dataDir,
    DATABASE_URL: scratch.databaseUrl,
    LOG_LEVEL: process.env.STRESS_LOG_LEVEL ?? 'warn',
    LOG_PRETTY: 'false',
    SEED_DEMO: 'false',
    DEV_OUTBOX: 'false',
    WEB_DIST_DIR: undefined,
    ...env,
  }
  if (!childEnv.DATABASE_URL) delete childEnv.DATABASE_URL
  delete childEnv.WEB_DIST_DIR
  // STRESS_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.STRESS_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.STRESS_CPU_PROF}`] : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', SERVER_ENTRY], {
    cwd: API_DIR,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - 40))
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const gone = exited(child)
  const stop = owed(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await gone
    clearTimeout(timer)
  })
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => lines.join('\n'),
    stop,
    kill9: async () => {
      child.kill('SIGKILL')
      await gone
      await stop()
    },
  }

  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop()
      throw new Error(`the server exited before it was ready:\n${server.output()}`)
    }
    try {
      const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2_000) })
      if (response.status === 200) return server
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server was not ready in 120 s:\n${server.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Settings that let one client send as much as a run needs (the limits themselves have their own tests). */
export const UNLIMITED = {
  RATE_LIMIT_PER_MINUTE: '1000000000',
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000000000',
  CONTACT_RATE_LIMIT_PER_HOUR: '1000000000',
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits
