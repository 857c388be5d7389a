// `npm run -s bench:web`: what a new visitor's browser loads on the public pages, with a cold cache. Builds the web
// app and the server if needed, starts the server on a scratch embedded database with the demo seed, and opens each
// page in Debian's Chromium (Playwright's own fresh profile, a new context per page): bytes transferred (compressed, as sent) by kind, the
// JavaScript loaded before the page was ready (on the wire, headers included, and the compressed bodies alone with
// their encoding: Chromium asks for brotli), Largest Contentful Paint and Cumulative Layout Shift. Prints JSON and
// exits 1 when a public page puts more than BUDGET_JS_KB of JavaScript on the wire (issue #13: 170 KB).
import { loadavg } from 'node:os'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_FLAGS, startBenchServer } from './lib/bench-server.mjs'

const BUDGET_JS_KB = Number(process.env.BENCH_WEB_BUDGET_KB ?? 170)
const log = (line) => process.stderr.write(`${line}\n`)
// Progress lines of the shared build steps go to stderr too: stdout carries only the JSON report.
console.log = (...parts) => log(parts.join(' '))

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
  const encodings = new Set()
  let scriptBodies = 0
  session.on('Network.responseReceived', (event) =>
    types.set(event.requestId, {
      type: event.type,
      url: event.response.url,
      // What had arrived when the headers were read: the status line and headers, over HTTP/1.1.
      headerBytes: event.response.encodedDataLength ?? 0,
      encoding: event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? 'none',
    }),
  )
  session.on('Network.loadingFinished', (event) => {
    const { type = 'Other', url: file = '', headerBytes = 0, encoding } = types.get(event.requestId) ?? {}
    const kind = type.toLowerCase()
    bytes[kind] = (bytes[kind] ?? 0) + event.encodedDataLength
    if (kind === 'script') {
      files.push({ file: new URL(file).pathname, kb: event.encodedDataLength / 1024 })
      scriptBodies += event.encodedDataLength - headerBytes
      encodings.add(encoding)
    }
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
    // On the wire, headers included: what the budget is held to.
    js_kb: kb(bytes.script),
    // The compressed files alone, and how they were compressed.
    js_body_kb: kb(scriptBodies),
    js_encoding: [...encodings].join(','),
    css_kb: kb(bytes.stylesheet),
    html_kb: kb(bytes.document),
    fetch_kb: kb((bytes.fetch ?? 0) + (bytes.xhr ?? 0)),
    total_kb: kb(Object.values(bytes).reduce((sum, value) => sum + value, 0)),
    ready_ms: Math.round(readyMs),
    lcp_ms: Math.round(vitals.lcp),
    cls: Math.round(vitals.cls * 1000) / 1000,
    // BENCH_WEB_FILES=1: every script, heaviest first, to see what a page should not be loading.
    ...(process.env.BENCH_WEB_FILES
      ? {
          heaviest_js: files
            .sort((a, b) => b.kb - a.kb)
            .slice(0, 40)
            .map(({ file, kb: size }) => `${file} ${kb(size * 1024)} KB`),
        }
      : {}),
  }
}

async function main() {
  const { url, jobId, stop } = await startBenchServer(log)
  let browser
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
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
    stop()
  }
}

main().catch((error) => {
  log(error instanceof Error ? error.stack : String(error))
  process.exitCode = 1
})
