// `npm run -s bench:lighthouse`: Lighthouse 12's mobile audit (its default: a mid-range phone on a slow 4G link,
// simulated) of /sign-in and a public job page, on the same server as bench:web (the built app, the demo seed, a
// scratch embedded database). Each page is audited in its own Debian Chromium with a fresh profile. Prints JSON
// (performance and accessibility scores, LCP, CLS, TBT) and exits 1 when a page misses issue #13's targets:
// performance ≥ 90, accessibility 100, CLS ≤ 0.05. BENCH_LIGHTHOUSE_AUDITS=1 adds the failing audits' titles.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { CHROMIUM, CHROMIUM_FLAGS, freePort, startBenchServer } from './lib/bench-server.mjs'

const TARGETS = { performance: 90, accessibility: 100, cls: 0.05 }
const log = (line) => process.stderr.write(`${line}\n`)
console.log = (...parts) => log(parts.join(' '))

/** A Chromium of its own for one audit, with a fresh profile, Lighthouse talking to it on its debugging port. */
async function launchChromium() {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'sentinela-lighthouse-'))
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`], {
    stdio: 'ignore',
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    port,
    close: () => {
      child.kill('SIGTERM')
      setTimeout(() => rmSync(profile, { recursive: true, force: true }), 1000).unref()
    },
  }
}

async function audit(url) {
  const chromium = await launchChromium()
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    const { categories, audits } = result.lhr
    const score = (category) => Math.round((categories[category].score ?? 0) * 100)
    const numeric = (id) => audits[id]?.numericValue ?? 0
    const measured = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcp_ms: Math.round(numeric('first-contentful-paint')),
      lcp_ms: Math.round(numeric('largest-contentful-paint')),
      tbt_ms: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      speed_index_ms: Math.round(numeric('speed-index')),
    }
    const failing = Object.values(audits)
      .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
      .map((item) => `${item.id}: ${item.displayValue ?? item.score}`)
    return { ...measured, ...(process.env.BENCH_LIGHTHOUSE_AUDITS ? { failing_audits: failing } : {}) }
  } finally {
    chromium.close()
  }
}

async function main() {
  const { url, jobId, stop } = await startBenchServer(log)
  try {
    const pages = ['/sign-in', ...(jobId ? [`/jobs/${jobId}`] : [])]
    const results = []
    for (const page of pages) {
      log(`  lighthouse ${page}`)
      const measured = await audit(`${url}${page}`)
      results.push({
        page,
        ...measured,
        meets_targets:
          measured.performance >= TARGETS.performance &&
          measured.accessibility >= TARGETS.accessibility &&
          measured.cls <= TARGETS.cls,
      })
    }
    const report = {
      generatedAt: new Date().toISOString(),
      lighthouse: 'mobile (default config, simulated throttling)',
      targets: TARGETS,
      environment: { node: process.version, loadavg: loadavg().map((value) => Math.round(value * 100) / 100) },
      results,
    }
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
    if (results.some((result) => !result.meets_targets)) process.exitCode = 1
  } finally {
    stop()
  }
}

main().catch((error) => {
  log(error instanceof Error ? error.stack : String(error))
  process.exitCode = 1
})
