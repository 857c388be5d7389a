import { STATEMENT_CODE_PATTERN } from '@sentinela/shared/nice/statement-codes'
import { WorkRoleCodeSchema } from '@sentinela/shared/schemas/framework'
import { isAllowed, type AccessPolicy, type SessionUser } from '../../src/plugins/access'
import {
  casesFor,
  contractProblem,
  createRng,
  generateValid,
  isZod,
  seedOf,
  sweepCases,
  type FuzzRequest,
  type FuzzRoute,
  type Pools,
} from './cases'

/*
 * Runs the fuzz cases of every route as every kind of caller through a `send` function: `app.inject` in the API
 * suite, real HTTP in `npm run fuzz`. Counts answers by status and collects those that break the contract.
 */

export interface FuzzResponse {
  status: number
  contentType: string | undefined
  text: string
}
export type Send = (request: FuzzRequest) => Promise<FuzzResponse>

export interface RouteUnderTest extends FuzzRoute {
  access: AccessPolicy
}

/** A kind of user the fuzzer calls as: its session headers, and a way back when a case ended the session. */
export interface FuzzCaller {
  name: string
  /** For the access policy: which routes admit this caller (refused ones get a few cases only). */
  user: SessionUser | null
  headers(): Record<string, string>
  /** Makes the caller usable again: a new session, or a new account when a case deleted this one. */
  revive(): Promise<void>
}

export interface FuzzFailure {
  caller: string
  route: string
  request: string
  label: string
  status: number
  problem: string
  requestBody?: string
  responseBody: string
}

export interface FuzzReport {
  requests: number
  status5xx: number
  outsideShape: number
  byStatus: Record<string, number>
  byMutator: Record<string, number>
  /** Routes with inputs whose generated base input passed all their schemas, out of those with any schema. */
  validBaseInputs: { valid: number; total: number }
  /** Cases left out because their caller had used up its time on the route (routeBudgetMs). */
  skippedForTime: number
  examples: FuzzFailure[]
  /** The slowest answers: a cheap request that costs seconds is a way to keep the server busy. */
  slowest: { ms: number; caller: string; request: string; label: string }[]
}

const SLOWEST_KEPT = 5
/** A cheap route that answers 200 to a live session. */
const PROBE_PATH = '/api/users/Preferences'

export interface RunOptions {
  routes: RouteUnderTest[]
  callers: FuzzCaller[]
  send: Send
  pools: Pools
  seed: number
  /**
   * Cases per route, shared among the callers it admits (each gets at least two: the valid input and one broken);
   * the mutators run on from one caller to the next, so a route sees as many different ones as it has cases.
   */
  casesPerRoute: number
  /** Cases per route for each caller it refuses: the answer is 401/403 before the body is read. */
  refusedCasesPerCaller: number
  /**
   * Time one caller may spend on one route (ms): past it, that caller's remaining cases there are skipped. Keeps the
   * API suite bounded on a busy machine where password hashing is slow; `npm run fuzz` sets none.
   */
  routeBudgetMs?: number
  /** A cheap route that answers 200 to a live session. */
  probePath?: string
  maxExamples?: number
  /** A report to add to (several rounds with different seeds make one report). */
  into?: FuzzReport
  /** Called after each route and caller, e.g. for progress. */
  onProgress?(report: FuzzReport, route: RouteUnderTest, caller: FuzzCaller): void
}

const clip = (text: string | Buffer | undefined, max = 300) => {
  if (text === undefined) return undefined
  const value = typeof text === 'string' ? text : `<${text.length} bytes> ${text.subarray(0, 120).toString('latin1')}`
  return value.length > max ? `${value.slice(0, max)}…(${value.length} chars)` : value
}

export function emptyReport(): FuzzReport {
  return {
    requests: 0,
    status5xx: 0,
    outsideShape: 0,
    byStatus: {},
    byMutator: {},
    validBaseInputs: { valid: 0, total: 0 },
    skippedForTime: 0,
    examples: [],
    slowest: [],
  }
}

/**
 * Sends one case as a caller and counts the answer into the report. After a write that succeeded it checks that the
 * caller's session still works (a case may have signed it out or deleted the account) and revives it if not.
 */
function sender(options: { send: Send; report: FuzzReport; maxExamples: number; probePath: string }) {
  const { send, report } = options
  const ensureAlive = async (caller: FuzzCaller) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const probe = await send({ method: 'GET', path: options.probePath, headers: caller.headers(), label: 'probe' })
      if (probe.status === 200) return
      await caller.revive()
    }
    throw new Error(`the ${caller.name} caller could not be revived`)
  }
  const noteSlow = (ms: number, caller: FuzzCaller, sent: FuzzRequest) => {
    if (report.slowest.length >= SLOWEST_KEPT && ms <= report.slowest[SLOWEST_KEPT - 1]!.ms) return
    report.slowest.push({
      ms,
      caller: caller.name,
      request: `${sent.method} ${clip(sent.path, 120)}`,
      label: sent.label,
    })
    report.slowest.sort((a, b) => b.ms - a.ms).splice(SLOWEST_KEPT)
  }
  const sendCase = async (caller: FuzzCaller, route: RouteUnderTest, fuzzCase: FuzzRequest, mutator: string) => {
    const sent = { ...fuzzCase, headers: { ...caller.headers(), ...fuzzCase.headers } }
    const started = performance.now()
    const response = await send(sent)
    noteSlow(Math.round(performance.now() - started), caller, sent)
    report.requests += 1
    report.byStatus[response.status] = (report.byStatus[response.status] ?? 0) + 1
    report.byMutator[mutator] = (report.byMutator[mutator] ?? 0) + 1
    const problem = contractProblem(response.status, response.contentType, response.text, sent.method)
    if (problem) {
      if (response.status >= 500) report.status5xx += 1
      else report.outsideShape += 1
      // The same break on the same route once: the examples show as many different failures as they can.
      const seen = report.examples.some(
        (example) => example.route === `${route.method} ${route.url}` && example.label === fuzzCase.label,
      )
      if (!seen && report.examples.length < options.maxExamples) {
        report.examples.push({
          caller: caller.name,
          route: `${route.method} ${route.url}`,
          request: `${sent.method} ${clip(sent.path, 200)}`,
          label: fuzzCase.label,
          status: response.status,
          problem,
          ...(sent.body !== undefined ? { requestBody: clip(sent.body) } : {}),
          responseBody: clip(response.text)!,
        })
      }
    }
    if (caller.user && response.status < 300 && route.method !== 'GET') await ensureAlive(caller)
  }
  return { ensureAlive, sendCase }
}

export async function runFuzz(options: RunOptions): Promise<FuzzReport> {
  const report = options.into ?? emptyReport()
  const { ensureAlive, sendCase } = sender({
    send: options.send,
    report,
    maxExamples: options.maxExamples ?? 20,
    probePath: options.probePath ?? PROBE_PATH,
  })

  // The plan is fixed before anything runs: how many cases each caller gets on each route, and from which mutator
  // on, so the callers can run side by side (one stream each) and the cases stay the same whatever the timing.
  const plans = options.routes.map((route) => {
    const admitted = options.callers.map((caller) => isAllowed(route.access, caller.user))
    const perAdmitted = Math.max(2, Math.round(options.casesPerRoute / Math.max(1, admitted.filter(Boolean).length)))
    let offset = seedOf(route.method, route.url) % 89
    const perCaller = admitted.map((isAdmitted) => {
      const count = isAdmitted ? perAdmitted : options.refusedCasesPerCaller
      const plan = { admitted: isAdmitted, count, offset }
      offset += Math.max(0, count - 1)
      return plan
    })
    const hasInputs = [route.schema?.params, route.schema?.querystring, route.schema?.body].some(isZod)
    // The generator's coverage is counted once per route, on the first caller it admits.
    return { route, perCaller, countsCoverage: hasInputs ? admitted.indexOf(true) : -1 }
  })

  const stream = async (caller: FuzzCaller, callerIndex: number) => {
    for (const { route, perCaller, countsCoverage } of plans) {
      const plan = perCaller[callerIndex]!
      if (plan.count < 1) continue
      if (caller.user) await ensureAlive(caller)
      const { cases, mutators, baseValid } = casesFor(route, {
        seed: seedOf(options.seed, route.method, route.url, caller.name),
        count: plan.count,
        offset: plan.offset,
        pools: options.pools,
      })
      if (countsCoverage === callerIndex) {
        report.validBaseInputs.total += 1
        if (baseValid) report.validBaseInputs.valid += 1
      }
      const routeStarted = performance.now()
      for (const [index, fuzzCase] of cases.entries()) {
        if (index > 0 && performance.now() - routeStarted > (options.routeBudgetMs ?? Infinity)) {
          report.skippedForTime += cases.length - index
          break
        }
        await sendCase(caller, route, fuzzCase, mutators[index]!)
      }
      options.onProgress?.(report, route, caller)
    }
  }
  await Promise.all(options.callers.map((caller, index) => stream(caller, index)))
  return report
}

/**
 * Every field of every route, one at a time: each string value given to each text field, each number to each
 * number field (in the body, the query and the path), as the first caller each route admits. Where the random cases
 * sample, this covers a whole class of input completely: e.g. a NUL character in every text field.
 */
export async function runSweep(options: {
  routes: RouteUnderTest[]
  callers: FuzzCaller[]
  send: Send
  pools: Pools
  seed: number
  strings: readonly string[]
  numbers: readonly number[]
  maxExamples?: number
  into?: FuzzReport
}): Promise<FuzzReport> {
  const report = options.into ?? emptyReport()
  const { ensureAlive, sendCase } = sender({
    send: options.send,
    report,
    maxExamples: options.maxExamples ?? 20,
    probePath: PROBE_PATH,
  })
  for (const route of options.routes) {
    const caller = options.callers.find((candidate) => isAllowed(route.access, candidate.user))
    if (!caller) continue
    const cases = sweepCases(route, {
      seed: seedOf(options.seed, 'sweep', route.method, route.url),
      pools: options.pools,
      strings: options.strings,
      numbers: options.numbers,
    })
    if (cases.length && caller.user) await ensureAlive(caller)
    for (const fuzzCase of cases) await sendCase(caller, route, fuzzCase, 'sweep')
  }
  return report
}

/** Routes in the order they were registered, with what the fuzzer needs of each. */
export function routesOf(registered: { method: string; url: string; access: AccessPolicy; schema?: unknown }[]) {
  return registered.map((route): RouteUnderTest => ({
    method: route.method,
    url: route.url,
    access: route.access,
    schema: route.schema as FuzzRoute['schema'],
  }))
}

/**
 * Fills the pools with codes that exist (NICE work roles and statements) by reading public reference routes, so
 * generated inputs reach the code behind validation rather than "unknown code".
 */
export async function discoverPools(send: Send, pools: Pools) {
  const found = { workRoles: new Set<string>(), statements: new Set<string>() }
  const reads: FuzzRequest[] = [
    // Categories with their work roles, and the competency areas with their statements.
    {
      method: 'POST',
      path: '/api/workforceframework/competency/categories',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      label: 'discover',
    },
    { method: 'GET', path: '/api/workforceframework/competency', headers: {}, label: 'discover' },
  ]
  for (const read of reads) {
    const response = await send(read)
    for (const match of response.text.matchAll(/"([A-Z]{2}-WRL-\d{3})"/g)) found.workRoles.add(match[1]!)
    for (const match of response.text.matchAll(/"([TKS]\d{4})"/g)) found.statements.add(match[1]!)
  }
  const workRolePattern = WorkRoleCodeSchema._zod.def.checks?.[0]?._zod.def as { pattern?: RegExp } | undefined
  if (found.workRoles.size && workRolePattern?.pattern)
    pools.byPattern.set(workRolePattern.pattern.source, [...found.workRoles].slice(0, 12))
  if (found.statements.size) pools.byPattern.set(STATEMENT_CODE_PATTERN.source, [...found.statements].slice(0, 40))
  return { workRoles: found.workRoles.size, statements: found.statements.size }
}

/**
 * Rows for valid ids to point at, made through the API like a person would: the company's jobs (published), a
 * talent's saved job and application. Ids start at 1 on a fresh database, which is where generated ids land.
 */
export async function seedThroughApi(
  send: Send,
  routes: RouteUnderTest[],
  pools: Pools,
  callers: { talent: FuzzCaller; companyMainAdmin: FuzzCaller },
  jobs = 3,
) {
  const createJob = routes.find((route) => route.method === 'POST' && route.url === '/api/positions')
  if (!createJob || !isZod(createJob.schema?.body)) throw new Error('POST /api/positions has no body schema')
  const rng = createRng(seedOf('seed-jobs'))
  const json = (caller: FuzzCaller, method: string, path: string, body: unknown) =>
    send({
      method,
      path,
      headers: { ...caller.headers(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      label: 'seed',
    })
  const ids: number[] = []
  for (let made = 0, attempts = 0; made < jobs && attempts < jobs * 10; attempts++) {
    const { value, valid } = generateValid(createJob.schema.body, rng, pools)
    if (!valid) continue
    const job = { ...(value as object), privacy: 'public', roles: [], expirationDate: '2035-12-31' }
    const created = await json(callers.companyMainAdmin, 'POST', '/api/positions', job)
    if (created.status !== 201) continue
    const id = (JSON.parse(created.text) as { data: { id: number } }).data.id
    await json(callers.companyMainAdmin, 'POST', `/api/positions/${id}/status`, { status: 'published' })
    ids.push(id)
    made += 1
  }
  if (ids[0] !== undefined) {
    await json(callers.talent, 'POST', '/api/talent/savePosition', { positionId: ids[0], saved: true })
    await json(callers.talent, 'POST', '/api/talent/apply', { positionId: ids[0], message: 'Fuzz application' })
  }
  return ids
}
