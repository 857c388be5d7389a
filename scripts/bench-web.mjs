// `npm run -s bench:web`: what a new visitor's browser loads on the public pages, with a cold cache. Builds the web
// app and the server if needed, starts the server on a scratch embedded database with the demo seed, and opens each
// page in Debian's Chromium (Playwright's own fresh profile, a new context per page): bytes transferred (compressed, as sent) by kind, the
// JavaScript loaded before the page was ready, Largest Contentful Paint and Cumulative Layout Shift. Prints JSON and
// exits 1 when a public page loads more than BUDGET_JS_KB of JavaScript (issue #13: 170 KB gzip).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { API_SERVER, ensureApiBuild, ROOT } from './lib/steps.mjs'

const BUDGET_JS_KB = Number(process.env.BENCH_WEB_BUDGET_KB ?? 170)
const WEB_DIST = process.env.BENCH_WEB_DIST ?? join(ROOT, 'apps/web/dist')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const log = (line) => process.stderr.write(`${line}\n`)
// Progress lines of the shared build steps go to stderr too: stdout carries only the JSON report.
console.log = (...parts) => log(parts.join(' '))

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitReady(url, child) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server stopped before it was ready')
    try {
      if ((await fetch(`${url}/readyz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server was not ready in 3 minutes')
}

/** One cold visit: every response's encoded size by resource type, LCP and CLS once the page settled. */
async function visit(browser, url, language) {
  const context = await browser.newContext({ locale: language, viewport: { width: 1366, height: 768 } })
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.setCacheDisabled', { cacheDisabled: true })
  const types = new Map()
  const bytes = {}
  const files = []
  session.on('Network.responseReceived', (event) =>
    types.set(event.requestId, { type: event.type, url: event.response.url }),
  )
  session.on('Network.loadingFinished', (event) => {
    const { type = 'Other', url: file = '' } = types.get(event.requestId) ?? {}
    const kind = type.toLowerCase()
    bytes[kind] = (bytes[kind] ?? 0) + event.encodedDataLength
    if (kind === 'script') files.push({ file: new URL(file).pathname, kb: event.encodedDataLength / 1024 })
  })
  await page.addInitScript(() => {
    globalThis.__vitals = { lcp: 0, cls: 0 }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__vitals.lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.__vitals.cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const started = performance.now()
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.locator('main h1').first().waitFor({ timeout: 60_000 })
  const readyMs = performance.now() - started
  await page.waitForTimeout(500)
  const vitals = await page.evaluate(() => globalThis.__vitals)
  await context.close()
  const kb = (value) => Math.round(((value ?? 0) / 1024) * 10) / 10
  return {
    js_kb: kb(bytes.script),
    css_kb: kb(bytes.stylesheet),
    html_kb: kb(bytes.document),
    fetch_kb: kb((bytes.fetch ?? 0) + (bytes.xhr ?? 0)),
    total_kb: kb(Object.values(bytes).reduce((sum, value) => sum + value, 0)),
    ready_ms: Math.round(readyMs),
    lcp_ms: Math.round(vitals.lcp),
    cls: Math.round(vitals.cls * 1000) / 1000,
    // BENCH_WEB_FILES=1: the ten heaviest scripts, to see what a page should not be loading.
    ...(process.env.BENCH_WEB_FILES
      ? {
          heaviest_js: files
            .sort((a, b) => b.kb - a.kb)
            .slice(0, 10)
            .map(({ file, kb: size }) => `${file} ${kb(size * 1024)} KB`),
        }
      : {}),
  }
}

async function main() {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`no web build in ${WEB_DIST}: run npm run build first (or set BENCH_WEB_DIST)`)
  }
  ensureApiBuild()
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'sentinela-bench-web-'))
  const child = spawn(process.execPath, [API_SERVER], {
    cwd: ROOT,
    env: {
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
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  let browser
  try {
    log(`server on ${url}, seeding the demo…`)
    await waitReady(url, child)
    const jobs = await fetch(`${url}/api/marketplace/items/Position?limit=1`).then((response) => response.json())
    const jobId = jobs.data?.[0]?.id
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    const pages = [
      { page: '/sign-in', language: 'en' },
      { page: '/sign-up', language: 'es' },
      { page: '/sign-up-company', language: 'pt-BR' },
      { page: '/password-recovery', language: 'en' },
      { page: '/jobs', language: 'pt-BR' },
      ...(jobId ? [{ page: `/jobs/${jobId}`, language: 'es' }] : []),
    ]
    const results = []
    for (const { page, language } of pages) {
      log(`  ${page} (${language})`)
      const measured = await visit(browser, `${url}${page}`, language)
      results.push({ page, language, ...measured, within_budget: measured.js_kb <= BUDGET_JS_KB })
    }
    const report = {
      generatedAt: new Date().toISOString(),
      budget_js_kb: BUDGET_JS_KB,
      environment: { node: process.version, loadavg: loadavg().map((value) => Math.round(value * 100) / 100) },
      results,
    }
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
    if (results.some((result) => !result.within_budget)) process.exitCode = 1
  } finally {
    await browser?.close()
    child.kill('SIGTERM')
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000).unref()
  }
}

main().catch((error) => {
  log(error instanceof Error ? error.stack : String(error))
  process.exitCode = 1
})
