import { JobCreateSchema } from '@sentinela/shared/schemas/jobs'
import { openDatabase } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { createCompany, createSessionToken } from '../test/factories'
import { createPools, createRng, generateValid, seedOf, type Rng } from '../test/fuzz/cases'
import {
  createScratch,
  databasesFrom,
  log,
  pgliteDir,
  positiveInteger,
  reportWriter,
  startServer,
  UNLIMITED,
  type DatabaseName,
  type Scratch,
  type ServerProcess,
} from './support'

/*
 * `npm run -s crash`: does every write the API acknowledged survive a kill -9? The real server (a child process) runs
 * on a scratch database while CRASH_WRITERS (8) clients create draft jobs as a company admin as fast as they can,
 * recording each 201 with its id and title. After a random number of acknowledged writes the server is killed with
 * SIGKILL mid-load, started again on the same data, and every job acknowledged so far is read back through the API;
 * CRASH_ROUNDS (3) times. A job acknowledged but missing, or different, is a lost write.
 *
 * PGlite (a data folder) always, PostgreSQL (a sentinela_crash_<pid> database, dropped afterwards) too when
 * DATABASE_URL is set; CRASH_DATABASES picks. Loopback only. stdout carries the JSON report; exit 1 on any loss.
 */

const writeReport = reportWriter()
const rounds = positiveInteger('CRASH_ROUNDS', 3)
const writers = positiveInteger('CRASH_WRITERS', 8)
const minAcks = positiveInteger('CRASH_MIN_ACKS', 30)
const maxAcks = Math.max(minAcks, positiveInteger('CRASH_MAX_ACKS', 300))
/** A bound on one round's time, whatever the machine's speed: the kill comes then at the latest. */
const roundSeconds = positiveInteger('CRASH_ROUND_SECONDS', 60)
const databases = databasesFrom('CRASH_DATABASES')

interface Acknowledged {
  id: number
  jobTitle: string
  round: number
}

/** The company whose admin writes, made before the server owns the database (PGlite is single-process). */
async function prepare(scratch: Scratch) {
  const handle = await openDatabase(
    scratch.databaseUrl ? { url: scratch.databaseUrl } : { dataDir: pgliteDir(scratch) },
  )
  try {
    await migrateDatabase(handle)
    const { admin } = await createCompany(handle.db, { subscriptionName: 'Business' })
    return { token: await createSessionToken(handle.db, admin.id) }
  } finally {
    await handle.close()
  }
}

function jobBody(rng: Rng, jobTitle: string) {
  const { value, valid } = generateValid(JobCreateSchema, rng, createPools())
  if (!valid) throw new Error('could not make a valid job')
  return { ...(value as object), jobTitle, roles: [], expirationDate: '2035-12-31' }
}

/**
 * Writers creating drafts until the server stops answering. The kill comes when the round has a random number of
 * acknowledged writes (CRASH_MIN_ACKS–CRASH_MAX_ACKS, 30–300), so the other writers are mid-request, or after
 * CRASH_ROUND_SECONDS (60). A write counts only once its 201 answer has arrived whole.
 */
async function writeUntilKilled(server: ServerProcess, token: string, round: number, rng: Rng) {
  const acknowledged: Acknowledged[] = []
  const killAtAcks = minAcks + Math.floor(rng() * (maxAcks - minAcks + 1))
  const started = performance.now()
  let attempted = 0
  let killing: Promise<void> | undefined
  const kill = () => (killing ??= server.kill9())
  const deadline = setTimeout(kill, roundSeconds * 1000)
  const writer = async (index: number) => {
    while (!killing) {
      attempted += 1
      const jobTitle = `Crash r${round} w${index} #${attempted} ${Math.floor(rng() * 1e9)}`
      try {
        const response = await fetch(`${server.url}/api/positions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(jobBody(rng, jobTitle)),
          signal: AbortSignal.timeout(30_000),
        })
        const text = await response.text()
        if (response.status === 201) {
          const { data } = JSON.parse(text) as { data: { id: number; jobTitle: string } }
          acknowledged.push({ id: data.id, jobTitle: data.jobTitle, round })
          if (acknowledged.length >= killAtAcks) void kill()
        } else if (response.status >= 500) {
          throw new Error(`status ${response.status}: ${text.slice(0, 200)}`)
        }
      } catch {
        // The server is gone (connection refused or reset): this writer is done.
        return
      }
    }
  }
  await Promise.all(Array.from({ length: writers }, (_, index) => writer(index)))
  await kill()
  clearTimeout(deadline)
  return { killedAfterMs: Math.round(performance.now() - started), killAtAcks, attempted, acknowledged }
}

/** Reads every acknowledged job back through the API; those not found, or found different, are lost. */
async function verify(server: ServerProcess, token: string, acknowledged: Acknowledged[]) {
  const missing: (Acknowledged & { status: number })[] = []
  let next = 0
  const reader = async () => {
    while (next < acknowledged.length) {
      const write = acknowledged[next++]!
      const response = await fetch(`${server.url}/api/positions/${write.id}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(30_000),
      })
      const body = (await response.json()) as { data?: { jobTitle: string } }
      if (response.status !== 200 || body.data?.jobTitle !== write.jobTitle)
        missing.push({ ...write, status: response.status })
    }
  }
  await Promise.all(Array.from({ length: 16 }, reader))
  return missing
}

/** The company's drafts in all: more than acknowledged means writes that landed but whose answer never came. */
async function storedDrafts(server: ServerProcess, token: string) {
  const response = await fetch(`${server.url}/api/positions/company`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'draft', limit: 1 }),
  })
  return ((await response.json()) as { totalNumberOfRecords: number }).totalNumberOfRecords
}

async function crashDatabase(database: { name: DatabaseName; serverUrl?: string }) {
  log(`\n[${database.name}] scratch database`)
  const scratch = await createScratch(database, 'crash')
  try {
    const { token } = await prepare(scratch)
    const rng = createRng(seedOf('crash', database.name))
    const acknowledged: Acknowledged[] = []
    const roundReports = []
    let missing: Awaited<ReturnType<typeof verify>> = []
    let server = await startServer(scratch, UNLIMITED)
    try {
      for (let round = 1; round <= rounds; round++) {
        const written = await writeUntilKilled(server, token, round, rng)
        acknowledged.push(...written.acknowledged)
        log(
          `[${database.name}] round ${round}: killed after ${written.killedAfterMs} ms, ` +
            `${written.acknowledged.length} writes acknowledged of ${written.attempted} attempted`,
        )
        const restartStarted = performance.now()
        server = await startServer(scratch, UNLIMITED)
        const restartMs = Math.round(performance.now() - restartStarted)
        missing = await verify(server, token, acknowledged)
        log(`[${database.name}]   restarted in ${restartMs} ms; ${missing.length} acknowledged writes missing`)
        roundReports.push({
          round,
          killedAfterMs: written.killedAfterMs,
          attempted: written.attempted,
          acknowledged: written.acknowledged.length,
          restartMs,
          missingSoFar: missing.length,
        })
      }
      const stored = await storedDrafts(server, token)
      return {
        database: database.name,
        acknowledged: acknowledged.length,
        missing: missing.length,
        storedNotAcknowledged: stored - (acknowledged.length - missing.length),
        rounds: roundReports,
        missingExamples: missing.slice(0, 10),
      }
    } finally {
      await server.stop()
    }
  } finally {
    await scratch.dispose()
  }
}

const results = []
for (const database of databases) results.push(await crashDatabase(database))
writeReport({
  generatedAt: new Date().toISOString(),
  config: { rounds, writers, killAfterAcknowledged: [minAcks, maxAcks], roundSeconds },
  results,
})
process.exitCode = results.every((result) => result.missing === 0) ? 0 : 1
