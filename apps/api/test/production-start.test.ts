import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { parseConfig, unsafeProductionSettings } from '../src/config'

/** Issue #36: `npm run start:prod` refuses unsafe settings, each named, before it touches a database. */
const SAFE = {
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  APP_URL: 'https://sentinela.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  DATABASE_URL: 'postgres://sentinela@db.example.com/sentinela',
  REDIS_URL: 'redis://cache.example.com:6379',
  COOKIE_SECRET: 'c'.repeat(40),
}
const problemsOf = (env: Record<string, string | undefined>) => unsafeProductionSettings(parseConfig(env), env)

describe('a production start', () => {
  it('accepts safe settings, one instance on loopback behind a proxy included', () => {
    expect(problemsOf(SAFE)).toEqual([])
    expect(problemsOf({ NODE_ENV: 'production', SMTP_URL: SAFE.SMTP_URL })).toEqual([])
    expect(problemsOf({ ...SAFE, HOST: '127.0.0.1', REDIS_URL: undefined, COOKIE_SECRET: undefined })).toEqual([])
  })

  it('names each unsafe setting', () => {
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ SMTP_URL: undefined }, /^SMTP_URL is not set/],
      [{ APP_URL: 'http://sentinela.example.com' }, /^APP_URL \(http:\/\/sentinela\.example\.com\) is not https/],
      [{ APP_URL: undefined }, /^APP_URL is not set while the server listens on 0\.0\.0\.0/],
      [{ COOKIE_SECRET: undefined }, /^COOKIE_SECRET is not set while REDIS_URL or S3_BUCKET says several instances/],
      [{ DATABASE_URL: undefined }, /^DATABASE_URL is not set while REDIS_URL or S3_BUCKET says several instances/],
      [{ SEED_DEMO: 'true' }, /^SEED_DEMO is on/],
    ]
    for (const [change, message] of cases) {
      const problems = problemsOf({ ...SAFE, ...change })
      expect(problems, JSON.stringify(change)).toHaveLength(1)
      expect(problems[0], JSON.stringify(change)).toMatch(message)
    }
    // An http address on loopback is a developer's production build, not a public site.
    expect(problemsOf({ ...SAFE, HOST: '127.0.0.1', APP_URL: 'http://localhost:3000' })).toEqual([])
  })

  describe('the server process', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sentinela-prod-start-'))
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
    const server = fileURLToPath(new URL('../src/server.ts', import.meta.url))

    it('stops before opening a database, listing every problem at once', () => {
      const started = spawnSync(process.execPath, ['--import', 'tsx', server], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '0.0.0.0',
          APP_URL: 'http://sentinela.example.com',
          S3_BUCKET: 'sentinela-files',
          DATA_DIR: dataDir,
          PORT: '39999',
        },
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(started.status).toBe(1)
      expect(started.stderr).toContain('Sentinela will not start in production with these settings:')
      for (const name of [
        'SMTP_URL is not set',
        'is not https://',
        'COOKIE_SECRET is not set',
        'DATABASE_URL is not set',
      ])
        expect(started.stderr).toContain(name)
      // Nothing was created: the refusal comes before the embedded database is opened.
      expect(spawnSync('ls', [dataDir], { encoding: 'utf8' }).stdout.trim()).toBe('')
    }, 90_000)

    it('starts with them only when PRODUCTION_CHECKS=false says so (benchmarks on one machine), warning of each', () => {
      const config = parseConfig({ NODE_ENV: 'production', PRODUCTION_CHECKS: 'false' })
      expect(config.PRODUCTION_CHECKS).toBe(false)
      expect(parseConfig({ NODE_ENV: 'production' }).PRODUCTION_CHECKS).toBe(true)
    })
  })
})
