// The web benches' server: the built app on a scratch embedded database with the demo seed, on a free local port.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { API_SERVER, ensureApiBuild, ROOT, serverProcessEnv } from './steps.mjs'

/** The web build the benches measure (BENCH_WEB_DIST: one built elsewhere, e.g. with `vite build --outDir`). */
export const WEB_DIST = process.env.BENCH_WEB_DIST ?? join(ROOT, 'apps/web/dist')

export { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs'

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server stopped before it was ready')
    try {
      if ((await fetch(`${url}/readyz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server was not ready in ${timeoutMs / 1000} s`)
}

/** How long a start may take: PostgreSQL's WebAssembly is compiled at start, slow on a busy machine. */
const START_TIMEOUT_MS = Number(process.env.BENCH_SERVER_START_TIMEOUT_MS ?? 180_000)

/**
 * Starts the server (BENCH_API_SERVER: a bundle built elsewhere, used as it is; otherwise apps/api/dist, rebuilt when
 * its sources changed) and waits until it is ready. Answers its URL, a public job's id and a `stop` function.
 */
export async function startBenchServer(log) {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`no web build in ${WEB_DIST}: run npm run build first (or set BENCH_WEB_DIST)`)
  }
  if (!process.env.BENCH_API_SERVER) ensureApiBuild()
  return startOnce(log)
}

async function startOnce(log) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'sentinela-bench-web-'))
  const child = spawn(process.execPath, [process.env.BENCH_API_SERVER ?? API_SERVER], {
    cwd: ROOT,
    env: serverProcessEnv({
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: WEB_DIST,
      SEED_DEMO: 'true',
      SMTP_URL: '',
      APP_URL: '',
      NODE_ENV: 'production',
      // Production behaviour on one machine, with no mail server: the production start's checks stay off.
      PRODUCTION_CHECKS: 'false',
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () => {
    child.kill('SIGTERM')
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000).unref()
  }
  try {
    log(`server on ${url}, seeding the demo…`)
    await waitReady(url, child, START_TIMEOUT_MS)
    const jobs = await fetch(`${url}/api/marketplace/items/Position?limit=1`).then((response) => response.json())
    return { url, jobId: jobs.data?.[0]?.id, stop }
  } catch (error) {
    stop()
    throw error
  }
}
