import { beforeAll, describe, expect, it } from 'vitest'
import { WorkRoleCodeSchema } from '@sentinela/shared/schemas/framework'
import { TEST_PASSWORD } from './factories'
import { factoryCallers, type CallerName } from './fuzz/callers'
import {
  contractProblem,
  createPools,
  createRng,
  generateValid,
  isZod,
  MUTATORS,
  stringMatching,
  type FuzzRequest,
} from './fuzz/cases'
import {
  discoverPools,
  routesOf,
  runFuzz,
  runSweep,
  seedThroughApi,
  type FuzzCaller,
  type FuzzReport,
  type Send,
} from './fuzz/runner'
import { useTestApp } from './helper'

/*
 * Issue #11, "keep it so": every registered route, as each kind of caller, with inputs made from its zod schemas
 * and then broken one way at a time. No answer may be a 5xx, and every 4xx must be the error shape. A bounded,
 * seeded number of cases runs here; `npm run fuzz` runs the same cases by the thousand over real HTTP.
 */

const ctx = useTestApp({ CONTACT_RATE_LIMIT_PER_HOUR: '100000' })

const send: Send = async (request: FuzzRequest) => {
  const response = await ctx.app.inject({
    method: request.method as 'GET',
    url: request.path,
    headers: request.headers,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  })
  return { status: response.statusCode, contentType: response.headers['content-type']?.toString(), text: response.body }
}

const json = (method: string, path: string, body: unknown): FuzzRequest => ({
  method,
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  label: 'regression',
})

/** One line per failure: status, caller, request, what was broken, why it fails, the answer's start. */
const failuresOf = (report: FuzzReport) =>
  report.examples.map(
    (failure) =>
      `${failure.status} ${failure.caller} ${failure.request} — ${failure.label} (${failure.problem}) ` +
      failure.responseBody.slice(0, 120),
  )

let callers: Record<CallerName, FuzzCaller>
const pools = createPools()
let discovered: { workRoles: number; statements: number }

beforeAll(async () => {
  callers = await factoryCallers(ctx.app.db)
  pools.byField.set('currentPassword', [TEST_PASSWORD])
  discovered = await discoverPools(send, pools)
  await seedThroughApi(send, routesOf(ctx.app.registeredRoutes), pools, callers)
})

describe('the fuzzer', () => {
  it('makes strings matching the schemas’ patterns', () => {
    const rng = createRng(7)
    for (const pattern of [/^[A-Z]{2}-WRL-\d{3}$/, /^[0-9a-f-]{36}\.(jpg|pdf|docx)$/, /^\d{6}$/, /^[TKS]\d{4}$/]) {
      expect(stringMatching(pattern, rng)).toMatch(pattern)
    }
  })

  it('tells the error shape from anything else', () => {
    const shaped = JSON.stringify({ statusCode: 400, code: 'validation_failed', message: 'Check', errors: [] })
    expect(contractProblem(400, 'application/json; charset=utf-8', shaped)).toBeUndefined()
    expect(contractProblem(404, 'application/json', shaped)).toMatch(/statusCode 400 differs/)
    expect(contractProblem(400, 'text/plain', 'Bad Request')).toMatch(/content-type/)
    expect(contractProblem(400, 'application/json', '{"statusCode":400,"code":"","message":"x","errors":[]}')).toMatch(
      /code/,
    )
    expect(contractProblem(400, 'application/json', '{"statusCode":400,"code":"x","message":"x"}')).toMatch(/errors/)
    expect(contractProblem(502, 'application/json', shaped)).toBe('status 502')
    expect(contractProblem(200, 'text/html', '<html>')).toBeUndefined()
  })

  it('generates valid inputs from every route’s schemas, with codes that exist', () => {
    expect(discovered.workRoles).toBeGreaterThan(0)
    expect(discovered.statements).toBeGreaterThan(0)
    const invalid = routesOf(ctx.app.registeredRoutes).flatMap((route) =>
      (['params', 'querystring', 'body'] as const)
        .map((part) => route.schema?.[part])
        .filter(isZod)
        .filter((schema) => !generateValid(schema, createRng(1), pools).valid)
        .map(() => `${route.method} ${route.url}`),
    )
    expect(invalid).toEqual([])
    expect(generateValid(WorkRoleCodeSchema, createRng(2), pools).valid).toBe(true)
  })
})

describe('fuzzing every route as every caller', () => {
  it('answers no 5xx, and every 4xx is { statusCode, code, message, errors }', async () => {
    const report = await runFuzz({
      routes: routesOf(ctx.app.registeredRoutes),
      callers: [callers.anonymous, callers.talent, callers.companyAdmin, callers.companyMainAdmin],
      send,
      pools,
      seed: 11,
      casesPerRoute: 8,
      refusedCasesPerCaller: 2,
      // Password hashing makes some routes slow on a busy machine; past this a caller moves on to the next route.
      routeBudgetMs: 1000,
      maxExamples: 50,
    })
    expect(failuresOf(report)).toEqual([])
    expect(report.status5xx).toBe(0)
    expect(report.outsideShape).toBe(0)
    // The fuzzer itself: it reached past validation, and every way of breaking a request ran.
    expect(report.byStatus['200']).toBeGreaterThan(100)
    expect(Object.keys(report.byMutator).sort()).toEqual(['valid', ...MUTATORS.map((mutator) => mutator.name)].sort())
  }, 180_000)
})

describe('sweeping every field of every route', () => {
  const sweep = (strings: string[], numbers: number[]) =>
    runSweep({
      routes: routesOf(ctx.app.registeredRoutes),
      callers: [callers.anonymous, callers.talent, callers.companyMainAdmin, callers.companyAdmin],
      send,
      pools,
      seed: 11,
      strings,
      numbers,
      maxExamples: 100,
    })

  // (`npm run fuzz` sweeps 100,000 characters and more numbers too; here the cheapest values that broke things.)
  it('takes numbers past the columns and broken UTF-16 in any field without a 5xx', async () => {
    const report = await sweep(['\udfff\ud800'], [2 ** 31, 1e308])
    expect(failuresOf(report)).toEqual([])
    expect(report.requests).toBeGreaterThan(200)
  }, 120_000)

  // PostgreSQL refuses a NUL character in text: a hook refuses it per field before validation (app.ts).
  it('takes a NUL character in any text field without a 5xx', async () => {
    const report = await sweep(['nul\u0000inside'], [])
    expect(failuresOf(report)).toEqual([])
  }, 120_000)
})

describe('what the fuzzer found', () => {
  it('the quiz takes at most one of each attribute: 20,000 repeated names cost seconds per request', async () => {
    const attributes = Array.from({ length: 20_000 }, () => 'major')
    const response = await send(json('POST', '/api/workforceframework/quizAttribute', { attributes }))
    expect(response.status).toBe(400)
    expect(JSON.parse(response.text)).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'attributes', code: 'too_many' }],
    })
  })
})
