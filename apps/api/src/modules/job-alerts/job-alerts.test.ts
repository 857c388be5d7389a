import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { JOB_ALERT_DIGEST_MAX_JOBS, JOB_ALERTS_MAX, type JobAlert } from '@sentinela/shared/schemas/job-alerts'
import type { JobInput } from '@sentinela/shared/schemas/jobs'
import { emails, jobAlertDeliveries, jobAlerts, users } from '../../db/schema/index'
import { createQueue } from '../../lib/queue'
import { rowsOf } from '../../lib/sql'
import { bearer, createCompany, createCompanyUser, createTalent, jobInput, signIn } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { JOB_ALERT_DIGEST_QUEUE } from './job-alerts.service'

const ctx = useTestApp()
type Headers = Record<string, string>
interface ErrorBody {
  code: string
  message: string
  errors: { path: string; code: string }[]
}

let cities = 0
/** A city of the test's own: the alert filters on it, so other tests' jobs never match. */
const uniqueCity = () => `Alertville ${Date.now() % 100_000}-${(cities += 1)}`

async function talent(language: 'en' | 'es' | 'pt' = 'en') {
  const user = await createTalent(ctx.app.db, { language })
  return { user, headers: bearer(await signIn(ctx, user.email)) }
}

async function company(plan: 'demo' | 'enterprise' = 'enterprise') {
  const { company: row, admin } = await createCompany(ctx.app.db, { plan })
  return { company: row, headers: bearer(await signIn(ctx, admin.email)) }
}

async function publish(headers: Headers, changes: Partial<JobInput>) {
  const created = await request<{ data: { id: number } }>(ctx, {
    method: 'POST',
    url: '/api/positions',
    headers,
    payload: jobInput(changes),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const published = await request(ctx, {
    method: 'POST',
    url: `/api/positions/${created.body.data.id}/status`,
    headers,
    payload: { status: 'published' },
  })
  expect(published.status, JSON.stringify(published.body)).toBe(200)
  return created.body.data.id
}

async function createAlert(headers: Headers, payload: Record<string, unknown>) {
  return request<{ data: JobAlert } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/talent/jobAlerts',
    headers,
    payload,
  })
}

/** Makes the alert's digest due now and runs it as the queue job would; returns how many jobs it listed. */
async function runDue(alertId: number) {
  const [row] = await ctx.app.db
    .update(jobAlerts)
    .set({ nextRunAt: new Date(Date.now() - 1000) })
    .where(eq(jobAlerts.id, alertId))
    .returning()
  return ctx.app.jobAlerts.runDigest(alertId, row!.nextRunAt.toISOString())
}

const digestsTo = (to: string) =>
  ctx.app.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.template, 'job_alert_digest')))

describe('POST /api/talent/jobAlerts', () => {
  it('saves a search with its filters, and lists it', async () => {
    const { headers } = await talent()
    const filters = { text: 'incident', country: 'CL', modality: ['remote', 'hybrid'], employmentType: [0, 7] }
    const { status, body } = await createAlert(headers, { name: '  Remote IR in Chile ', frequency: 'weekly', filters })
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ name: 'Remote IR in Chile', frequency: 'weekly', status: 'active', filters })
    expect(new Date(body.data.nextRunAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000)
    const list = await request<{ data: JobAlert[] }>(ctx, { method: 'GET', url: '/api/talent/jobAlerts', headers })
    expect(list.headers['cache-control']).toBe('no-store')
    expect(list.body.data.map((alert) => alert.id)).toEqual([body.data.id])
  })

  it('refuses filters the job search would refuse, saving nothing', async () => {
    const { headers } = await talent()
    for (const filters of [{ modality: ['moon'] }, { sort: 'newest' }, { text: 'a' }, { workRoleCode: 'XX-WRL-999' }]) {
      const { status, body } = await createAlert(headers, { name: 'Bad', frequency: 'daily', filters })
      expect(status, JSON.stringify(filters)).toBe(400)
      expect(body.code).toBeDefined()
    }
    const missing = await createAlert(headers, { name: '', frequency: 'hourly' })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.map((issue) => issue.path).sort()).toEqual(['frequency', 'name'])
    const list = await request<{ data: JobAlert[] }>(ctx, { method: 'GET', url: '/api/talent/jobAlerts', headers })
    expect(list.body.data).toEqual([])
  })

  it(`refuses alert number ${JOB_ALERTS_MAX + 1}, in the talent's language`, async () => {
    const { headers } = await talent()
    for (let index = 0; index < JOB_ALERTS_MAX; index += 1) {
      expect((await createAlert(headers, { name: `Alert ${index}`, frequency: 'daily' })).status).toBe(201)
    }
    const refused = await createAlert({ ...headers, 'accept-language': 'es' }, { name: 'One more', frequency: 'daily' })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('job_alert_limit')
    expect(refused.body.message).toBe(
      `Ya tienes ${JOB_ALERTS_MAX} alertas de empleo. Elimina una antes de guardar otra.`,
    )
  })

  it('is for talents only', async () => {
    const { headers } = await company('demo')
    expect((await createAlert(headers, { name: 'x', frequency: 'daily' })).status).toBe(403)
    expect((await createAlert({}, { name: 'x', frequency: 'daily' })).status).toBe(401)
  })
})

describe('PATCH and DELETE /api/talent/jobAlerts/{id}', () => {
  it('changes the frequency, pauses, resumes and deletes; never another talent’s alert', async () => {
    const { headers } = await talent()
    const stranger = await talent()
    const { body } = await createAlert(headers, { name: 'Daily', frequency: 'daily' })
    const id = body.data.id
    const patch = (payload: object, as = headers) =>
      request<{ data: JobAlert } & ErrorBody>(ctx, {
        method: 'PATCH',
        url: `/api/talent/jobAlerts/${id}`,
        headers: as,
        payload,
      })

    expect((await patch({ frequency: 'weekly' }, stranger.headers)).status).toBe(404)
    const weekly = await patch({ frequency: 'weekly', name: 'Weekly now' })
    expect(weekly.body.data).toMatchObject({ frequency: 'weekly', name: 'Weekly now' })
    expect((await patch({ status: 'paused' })).body.data.status).toBe('paused')
    expect((await patch({ status: 'active' })).body.data.status).toBe('active')
    expect((await patch({ frequency: 'monthly' })).status).toBe(400)

    const url = `/api/talent/jobAlerts/${id}`
    expect((await request(ctx, { method: 'DELETE', url, headers: stranger.headers })).status).toBe(404)
    expect((await request(ctx, { method: 'DELETE', url, headers })).status).toBe(204)
    expect((await request(ctx, { method: 'DELETE', url, headers })).status).toBe(404)
  })
})

describe('digests', () => {
  it('e-mails new matching jobs once, in the talent’s language, and nothing when nothing is new', async () => {
    const city = uniqueCity()
    const { user, headers } = await talent('pt')
    const employer = await company()
    // Published before the alert was saved: not "new".
    await publish(employer.headers, { city, jobTitle: 'Old SOC Analyst' })
    const { body } = await createAlert(headers, { name: 'Santiago', frequency: 'daily', filters: { city } })
    const alertId = body.data.id
    const first = await publish(employer.headers, { city, jobTitle: 'Threat Hunter' })
    await publish(employer.headers, { city: 'Lima', jobTitle: 'Elsewhere Analyst' })

    expect(await runDue(alertId)).toBe(1)
    const [mail] = await digestsTo(user.email)
    expect(mail!.subject).toBe('1 vaga nova para o seu alerta "Santiago"')
    expect(mail!.text).toContain('Threat Hunter')
    expect(mail!.text).toContain(`/jobs/${first}`)
    expect(mail!.text).not.toContain('Old SOC Analyst')
    expect(mail!.text).not.toContain('Elsewhere Analyst')
    expect(mail!.text).toContain('/alerts/unsubscribe?token=')
    expect(mail!.listUnsubscribe).toMatch(/\/api\/jobAlerts\/unsubscribe\/\d+\.[\w-]{43}$/)

    // The next digest: nothing new, no e-mail; the alert moves on to its next due time.
    expect(await runDue(alertId)).toBe(0)
    expect(await digestsTo(user.email)).toHaveLength(1)
    const [after] = await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId))
    expect(after!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 86_000_000)

    // A job published now is in the next digest, and only it.
    const second = await publish(employer.headers, { city, jobTitle: 'Malware Analyst' })
    expect(await runDue(alertId)).toBe(1)
    const mails = await digestsTo(user.email)
    expect(mails).toHaveLength(2)
    const latest = mails.find((row) => row.id !== mail!.id)!
    expect(latest.text).toContain(`/jobs/${second}`)
    expect(latest.text).not.toContain(`/jobs/${first}`)
  })

  it('never sends a job twice: a digest run again, or twice at once after a restart, sends one e-mail', async () => {
    const city = uniqueCity()
    const { user, headers } = await talent()
    const employer = await company()
    const { body } = await createAlert(headers, { name: 'Restart', frequency: 'daily', filters: { city } })
    const alertId = body.data.id
    const job = await publish(employer.headers, { city })

    const [row] = await ctx.app.db
      .update(jobAlerts)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(jobAlerts.id, alertId))
      .returning()
    const dueAt = row!.nextRunAt.toISOString()
    // Two workers (a job redelivered after a crash) run the same digest at once, then once more.
    const results = await Promise.all([
      ctx.app.jobAlerts.runDigest(alertId, dueAt),
      ctx.app.jobAlerts.runDigest(alertId, dueAt),
    ])
    expect(results.sort()).toEqual([0, 1])
    expect(await ctx.app.jobAlerts.runDigest(alertId, dueAt)).toBe(0)

    // Even if the alert's clock were turned back (restored from an old backup), the job is not sent again.
    await ctx.app.db
      .update(jobAlerts)
      .set({ sinceAt: new Date(Date.now() - 3600_000) })
      .where(eq(jobAlerts.id, alertId))
    expect(await runDue(alertId)).toBe(0)

    expect(await digestsTo(user.email)).toHaveLength(1)
    const deliveries = await ctx.app.db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.alertId, alertId))
    expect(deliveries.map((delivery) => delivery.positionId)).toEqual([job])
  })

  it(`lists at most ${JOB_ALERT_DIGEST_MAX_JOBS} jobs, with "and N more" linking to the search`, async () => {
    const city = uniqueCity()
    const { user, headers } = await talent()
    const employer = await company()
    const { body } = await createAlert(headers, { name: 'Flood', frequency: 'daily', filters: { city } })
    for (let index = 0; index < JOB_ALERT_DIGEST_MAX_JOBS + 2; index += 1) {
      await publish(employer.headers, { city, jobTitle: `Flood analyst ${index}` })
    }
    expect(await runDue(body.data.id)).toBe(JOB_ALERT_DIGEST_MAX_JOBS)
    const [mail] = await digestsTo(user.email)
    expect(mail!.subject).toBe(`${JOB_ALERT_DIGEST_MAX_JOBS} new jobs for your alert "Flood"`)
    expect(mail!.text).toContain('…and 2 more matching jobs.')
    expect(mail!.text).toContain(`/jobs?city=${encodeURIComponent(city).replace(/%20/g, '+')}&sort=newest`)
    // The newest are listed.
    expect(mail!.text).toContain(`Flood analyst ${JOB_ALERT_DIGEST_MAX_JOBS + 1}`)
    expect(mail!.text).not.toContain('Flood analyst 0\n')
  })

  it('keeps to what the talent may see: a private job of another company is not sent', async () => {
    const city = uniqueCity()
    const { user, headers } = await talent()
    const employer = await company()
    const { body } = await createAlert(headers, { name: 'Private', frequency: 'weekly', filters: { city } })
    await publish(employer.headers, { city, privacy: 'private', jobTitle: 'Internal only' })
    expect(await runDue(body.data.id)).toBe(0)
    expect(await digestsTo(user.email)).toHaveLength(0)
  })

  it('a paused alert, or a digest job for an older due time, sends nothing', async () => {
    const city = uniqueCity()
    const { user, headers } = await talent()
    const employer = await company()
    const { body } = await createAlert(headers, { name: 'Paused', frequency: 'daily', filters: { city } })
    await publish(employer.headers, { city })
    expect(await ctx.app.jobAlerts.runDigest(body.data.id, '2020-01-01T00:00:00.000Z')).toBe(0)
    await request(ctx, {
      method: 'PATCH',
      url: `/api/talent/jobAlerts/${body.data.id}`,
      headers,
      payload: { status: 'paused' },
    })
    expect(await runDue(body.data.id)).toBe(0)
    expect(await digestsTo(user.email)).toHaveLength(0)
  })

  it('sends nothing while the talent has job alert e-mails turned off in settings', async () => {
    const city = uniqueCity()
    const { user, headers } = await talent()
    const employer = await company()
    const { body } = await createAlert(headers, { name: 'Muted', frequency: 'daily', filters: { city } })
    await ctx.app.db
      .update(users)
      .set({
        communicationPreferences: {
          jobAlerts: false,
          applicationUpdates: true,
          trainingRecommendations: true,
          productNews: false,
        },
      })
      .where(eq(users.id, user.id))
    await publish(employer.headers, { city })
    expect(await runDue(body.data.id)).toBe(0)
    expect(await digestsTo(user.email)).toHaveLength(0)
  })

  it('queues each active alert’s next digest once, however often workers start', async () => {
    const { headers } = await talent()
    const { body } = await createAlert(headers, { name: 'Queued', frequency: 'daily' })
    const count = async () =>
      rowsOf<{ count: number }>(
        await ctx.app.db.execute(
          sql`select count(*)::int as count from pgboss.job where name = ${JOB_ALERT_DIGEST_QUEUE} and (data->>'alertId')::int = ${body.data.id}`,
        ),
      )[0]!.count
    const first = createQueue(ctx.database, undefined)
    await first.start()
    await ctx.app.jobAlerts.useQueue(first)
    expect(await count()).toBe(1)
    await first.stop({ graceful: false, wait: true })
    const second = createQueue(ctx.database, undefined)
    await second.start()
    await ctx.app.jobAlerts.useQueue(second)
    expect(await count()).toBe(1)
    const [job] = rowsOf<{ start_after: Date | string; data: { dueAt: string } }>(
      await ctx.app.db.execute(
        sql`select start_after, data from pgboss.job where name = ${JOB_ALERT_DIGEST_QUEUE} and (data->>'alertId')::int = ${body.data.id}`,
      ),
    )
    expect(job!.data.dueAt).toBe(body.data.nextRunAt)
    expect(new Date(job!.start_after).toISOString()).toBe(body.data.nextRunAt)
    await second.stop({ graceful: false, wait: true })
  }, 60_000)
})

describe('/api/jobAlerts/unsubscribe', () => {
  async function alertWithToken() {
    const { user, headers } = await talent()
    const { body } = await createAlert(headers, { name: 'Unsubscribe me', frequency: 'daily' })
    return { user, headers, alert: body.data, token: await ctx.app.jobAlerts.unsubscribeToken(body.data.id) }
  }

  it('shows the alert, then stops it, signed out', async () => {
    const { alert, token, headers } = await alertWithToken()
    const url = `/api/jobAlerts/unsubscribe/${encodeURIComponent(token)}`
    const shown = await request<{ data: { name: string; status: string } }>(ctx, { method: 'GET', url })
    expect(shown.status).toBe(200)
    expect(shown.body.data).toEqual({ name: 'Unsubscribe me', status: 'active' })
    const done = await request<{ data: { status: string } }>(ctx, { method: 'POST', url })
    expect(done.status).toBe(200)
    expect(done.body.data.status).toBe('paused')
    const list = await request<{ data: JobAlert[] }>(ctx, { method: 'GET', url: '/api/talent/jobAlerts', headers })
    expect(list.body.data.find((item) => item.id === alert.id)?.status).toBe('paused')
  })

  it('takes a mail client’s RFC 8058 one-click POST', async () => {
    const { alert, token } = await alertWithToken()
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobAlerts/unsubscribe/${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(response.statusCode).toBe(200)
    const [row] = await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))
    expect(row!.status).toBe('paused')
  })

  it('refuses tampered and wrong tokens, changing nothing', async () => {
    const { alert, token } = await alertWithToken()
    const other = await alertWithToken()
    const [id, signature] = token.split('.') as [string, string]
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    const bad = [
      `${id}.${flipped}`,
      `${other.alert.id}.${signature}`,
      `${id}`,
      'nonsense',
      `${id}.${signature}x`,
      `999999999.${signature}`,
    ]
    for (const candidate of bad) {
      for (const method of ['GET', 'POST'] as const) {
        const { status, body } = await request<ErrorBody>(ctx, {
          method,
          url: `/api/jobAlerts/unsubscribe/${encodeURIComponent(candidate)}`,
          headers: { 'accept-language': 'es' },
        })
        expect(status, candidate).toBe(404)
        expect(body.code).toBe('unsubscribe_link_invalid')
        expect(body.message).toContain('no es válido')
      }
    }
    // Past the router's bound on a path segment: refused before any work.
    const tooLong = await request(ctx, { method: 'POST', url: `/api/jobAlerts/unsubscribe/${'1'.repeat(101)}` })
    expect(tooLong.status).toBe(414)
    const rows = await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))
    expect(rows[0]!.status).toBe('active')
    // A deleted alert's link no longer works.
    await request(ctx, {
      method: 'DELETE',
      url: `/api/talent/jobAlerts/${alert.id}`,
      headers: (await alertWithToken()).headers,
    })
    await ctx.app.db.delete(jobAlerts).where(eq(jobAlerts.id, alert.id))
    expect(
      (await request(ctx, { method: 'GET', url: `/api/jobAlerts/unsubscribe/${encodeURIComponent(token)}` })).status,
    ).toBe(404)
  })

  it('the company user cannot reach alerts even with an id', async () => {
    const { alert } = await alertWithToken()
    const employer = await createCompanyUser(ctx.app.db, (await createCompany(ctx.app.db)).company.id)
    const headers = bearer(await signIn(ctx, employer.email))
    const { status } = await request(ctx, {
      method: 'PATCH',
      url: `/api/talent/jobAlerts/${alert.id}`,
      headers,
      payload: { status: 'paused' },
    })
    expect(status).toBe(403)
  })
})
