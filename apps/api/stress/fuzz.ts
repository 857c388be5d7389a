import { request as httpRequest, Agent } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp, type App } from '../src/app'
import { parseConfig } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { isAllowed } from '../src/plugins/access'
import { TEST_PASSWORD } from '../test/factories'
import { factoryCallers } from '../test/fuzz/callers'
import { createPools, type FuzzRequest } from '../test/fuzz/cases'
import {
  discoverPools,
  routesOf,
  runFuzz,
  runSweep,
  seedThroughApi,
  type FuzzCaller,
  type FuzzReport,
  type Send,
} from '../test/fuzz/runner'
import { log, positiveInteger, reportWriter, round, UNLIMITED } from './support'

/*
 * `npm run -s fuzz`: the API suite's fuzz cases (test/fuzz/cases.ts), by the thousand, over real HTTP. Without
 * FUZZ_URL it builds the app in this process on a scratch PGlite folder, makes the four kinds of caller with the test
 * factories and listens on 127.0.0.1 and a free port; with FUZZ_URL (a loopback address only) it signs callers up
 * through that server's API, activating them through its development outbox (DEV_OUTBOX=true).
 *
 * It first sweeps every field of every route with the values that broke things before (NUL, broken UTF-16, 100,000
 * characters, numbers past the columns), then runs random cases until FUZZ_REQUESTS (10,000) requests in all.
 * FUZZ_SEED (11) picks the cases, FUZZ_EXAMPLES (25) how many failures the report shows. stdout carries the JSON
 * report only; exit 1 unless no 5xx and no answer outside the error shape.
 */

const writeReport = reportWriter()
const target = positiveInteger('FUZZ_REQUESTS', 10_000)
const seed = positiveInteger('FUZZ_SEED', 11)
const maxExamples = positiveInteger('FUZZ_EXAMPLES', 25)
const remote = process.env.FUZZ_URL || undefined

/** Real HTTP over kept-alive connections (one per caller at a time); a request that gets no answer is reported. */
function httpSender(base: URL): { send: Send; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  const send: Send = (fuzzCase: FuzzRequest) =>
    new Promise((resolve) => {
      const body = fuzzCase.body === undefined ? undefined : Buffer.from(fuzzCase.body)
      const request = httpRequest(
        {
          host: base.hostname,
          port: base.port,
          method: fuzzCase.method,
          path: fuzzCase.path,
          agent,
          timeout: 30_000,
          headers: { ...fuzzCase.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'],
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          )
          response.on('error', (error) =>
            resolve({ status: 0, contentType: undefined, text: `aborted: ${error.message}` }),
          )
        },
      )
      // The server may answer (413) and close before the whole body is written: the answer still counts.
      request.on('error', (error) =>
        resolve({ status: 0, contentType: undefined, text: `no answer: ${error.message}` }),
      )
      request.on('timeout', () => request.destroy(new Error('timed out after 30 s')))
      request.end(body)
    })
  return { send, close: () => agent.destroy() }
}

function assertLoopback(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (!(host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host))) {
    throw new Error(`FUZZ_URL must be a loopback address (127.0.0.0/8, localhost, [::1]), got ${url.host}`)
  }
}

/** The routes and their schemas, from an app built in this process (no database needed to register routes). */
async function localApp(dataDir: string, handle?: DatabaseHandle) {
  const database = handle ?? (await openDatabase({}))
  const config = parseConfig({
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    RUN_WORKERS: 'false',
    DATA_DIR: dataDir,
    ...UNLIMITED,
  })
  const app = await buildApp({
    config,
    database,
    logger: process.env.FUZZ_LOG_LEVEL ? { level: process.env.FUZZ_LOG_LEVEL } : false,
  })
  await app.ready()
  return { app, database }
}

/** Callers signed up through a remote server's API and activated from its development outbox. */
async function apiCallers(send: Send): Promise<FuzzCaller[]> {
  const json = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await send({
      method,
      path,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      label: 'setup',
    })
    return { status: response.status, body: response.text ? (JSON.parse(response.text) as unknown) : undefined }
  }
  const outbox = await send({ method: 'GET', path: '/api/dev/outbox', headers: {}, label: 'setup' })
  const anonymous: FuzzCaller = { name: 'anonymous', user: null, headers: () => ({}), revive: async () => {} }
  if (outbox.status !== 200) {
    log('FUZZ_URL has no development outbox (DEV_OUTBOX=true): fuzzing as anonymous only')
    return [anonymous]
  }
  const signIn = async (email: string) => {
    const response = await json('POST', '/api/authentication/login', { email, password: TEST_PASSWORD })
    if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(response.body)}`)
    return (response.body as { data: { token: string } }).data.token
  }
  const activate = async (email: string) => {
    const emails = await send({ method: 'GET', path: '/api/dev/outbox', headers: {}, label: 'setup' })
    const found = (JSON.parse(emails.text) as { data: { to: string; text: string }[] }).data.find(
      (email_) => email_.to === email,
    )
    const token = found && /[?&]token=([A-Za-z0-9_-]{20,})/.exec(found.text)?.[1]
    if (!token) throw new Error(`no activation e-mail for ${email} in the outbox`)
    const response = await json('POST', `/api/users/confirm/${token}`, {})
    if (response.status >= 300) throw new Error(`activation of ${email} failed: ${JSON.stringify(response.body)}`)
  }
  const stamp = `${process.pid}.${Date.now()}`
  let counter = 0
  const common = () => ({
    firstName: 'Fuzz',
    lastName: 'Caller',
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    phone: '+525512345678',
    acceptTerms: true,
  })
  const signUpTalent = async () => {
    const email = `fuzz.talent.${stamp}.${(counter += 1)}@example.com`
    await json('POST', '/api/users', { ...common(), email })
    await activate(email)
    return { email, token: await signIn(email) }
  }
  const signUpCompany = async () => {
    const email = `fuzz.company.${stamp}.${(counter += 1)}@example.com`
    await json('POST', '/api/companies', { ...common(), email, companyName: `Fuzz ${stamp}`, jobTitle: 'CISO' })
    await activate(email)
    return { email, token: await signIn(email) }
  }
  const addAdmin = async (mainToken: string) => {
    const email = `fuzz.admin.${stamp}.${(counter += 1)}@example.com`
    const response = await json(
      'POST',
      '/api/employees',
      {
        firstName: 'Fuzz',
        lastName: 'Admin',
        jobTitle: 'Recruiter',
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
      { authorization: `Bearer ${mainToken}` },
    )
    if (response.status !== 201) throw new Error(`adding an admin user failed: ${JSON.stringify(response.body)}`)
    return { email, token: await signIn(email) }
  }

  const remoteCaller = async (
    name: string,
    user: FuzzCaller['user'],
    create: () => Promise<{ email: string; token: string }>,
  ): Promise<FuzzCaller> => {
    let account = await create()
    return {
      name,
      user,
      headers: () => ({ authorization: `Bearer ${account.token}` }),
      async revive() {
        try {
          account = { ...account, token: await signIn(account.email) }
        } catch {
          account = await create()
        }
      },
    }
  }
  const main = await remoteCaller(
    'companyMainAdmin',
    { id: 0, role: 'company', companyId: 0, isMainAdmin: true },
    signUpCompany,
  )
  return [
    anonymous,
    await remoteCaller('talent', { id: 0, role: 'talent', companyId: null, isMainAdmin: false }, signUpTalent),
    await remoteCaller('companyAdmin', { id: 0, role: 'company', companyId: 0, isMainAdmin: false }, () =>
      addAdmin(main.headers().authorization!.slice('Bearer '.length)),
    ),
    main,
  ]
}

const started = performance.now()
const dataDir = await mkdtemp(join(tmpdir(), 'sentinela-fuzz-'))
let app: App | undefined
let database: DatabaseHandle | undefined
let sender: ReturnType<typeof httpSender> | undefined
let report: FuzzReport | undefined
let callerNames: string[] = []
try {
  let base: URL
  let callers: FuzzCaller[]
  if (remote) {
    base = new URL(remote)
    assertLoopback(base)
    log(`Fuzzing ${base.origin}`)
    ;({ app, database } = await localApp(dataDir))
    sender = httpSender(base)
    callers = await apiCallers(sender.send)
  } else {
    log(`Scratch PGlite database in ${dataDir}`)
    const handle = await openDatabase({ dataDir: join(dataDir, 'db') })
    await migrateDatabase(handle)
    ;({ app, database } = await localApp(dataDir, handle))
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (typeof address !== 'object' || !address) throw new Error('the app did not listen')
    base = new URL(`http://127.0.0.1:${address.port}`)
    log(`Listening on ${base.origin}`)
    sender = httpSender(base)
    const made = await factoryCallers(app.db)
    callers = [made.anonymous, made.talent, made.companyAdmin, made.companyMainAdmin]
  }
  callerNames = callers.map((caller) => caller.name)

  const routes = routesOf(app.registeredRoutes)
  const pools = createPools()
  pools.byField.set('currentPassword', [TEST_PASSWORD])
  const found = await discoverPools(sender.send, pools)
  log(`Reference codes found: ${found.workRoles} work roles, ${found.statements} statements`)
  const talent = callers.find((caller) => caller.name === 'talent')
  const companyMainAdmin = callers.find((caller) => caller.name === 'companyMainAdmin')
  if (talent && companyMainAdmin) {
    const jobs = await seedThroughApi(sender.send, routes, pools, { talent, companyMainAdmin })
    log(`Seeded jobs ${jobs.join(', ')}`)
  }
  // First every field of every route with the values that broke things before, then random cases to the target.
  log('Sweeping every field: NUL, broken UTF-16, 100,000 characters, numbers past the columns')
  report = await runSweep({
    routes,
    callers,
    send: sender.send,
    pools,
    seed,
    strings: ['nul\u0000inside', '\udfff\ud800', 'x'.repeat(100_000)],
    numbers: [2 ** 31, -(2 ** 31) - 1, 1e308],
    maxExamples,
  })
  log(`  ${report.requests} requests, ${report.status5xx} 5xx, ${report.outsideShape} outside the shape`)
  const refusedCasesPerCaller = 2
  const refused = routes.reduce(
    (sum, route) =>
      sum + callers.filter((caller) => !isAllowed(route.access, caller.user)).length * refusedCasesPerCaller,
    0,
  )
  const casesPerRoute = Math.max(12, Math.ceil((target - report.requests - refused) / routes.length))
  log(
    `${routes.length} routes × ${callers.length} callers: ${casesPerRoute} cases per route, at least ${target} requests`,
  )
  let lastLogged = 0
  for (let round_ = 0; report.requests < target; round_++) {
    report = await runFuzz({
      routes,
      callers,
      send: sender.send,
      pools,
      seed: seed + round_,
      casesPerRoute,
      refusedCasesPerCaller,
      maxExamples,
      into: report,
      onProgress(progress) {
        if (progress.requests - lastLogged < 500) return
        lastLogged = progress.requests
        log(`  ${progress.requests} requests, ${progress.status5xx} 5xx, ${progress.outsideShape} outside the shape`)
      },
    })
  }
} finally {
  sender?.close()
  await app?.close()
  await database?.close()
  await rm(dataDir, { recursive: true, force: true })
}

writeReport({
  requests: report.requests,
  status5xx: report.status5xx,
  outsideShape: report.outsideShape,
  byStatus: report.byStatus,
  examples: report.examples,
  seconds: round((performance.now() - started) / 1000),
  target: remote ?? 'in-process app on a scratch PGlite database',
  seed,
  callers: callerNames,
  byMutator: report.byMutator,
  validBaseInputs: report.validBaseInputs,
  slowest: report.slowest,
})
process.exitCode = report.status5xx === 0 && report.outsideShape === 0 ? 0 : 1
