import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Candidate, CompanyJob, Job, TalentApplication } from '@sentinela/shared/schemas/jobs'
import { STATUS_MESSAGE_MAX } from '@sentinela/shared/schemas/jobs'
import { applications, emails, users } from '../../db/schema/index'
import { rowsOf } from '../../lib/sql'
import { bearer, createCompanyUser, createSessionToken } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { DEFENSE, IR, JOBS_TEST_CONFIG, jobInput, jobsHelpers, type ErrorBody } from './jobs.test-helpers'

const ctx = useTestApp(JOBS_TEST_CONFIG)
const { company, talent, createJob, publishedJob, holdStatements, apply } = jobsHelpers(ctx)

describe('the candidate pipeline', () => {
  it('ranks candidates by fit and records who moved whom to which status, telling the talent', async () => {
    const owner = await company('professional')
    const job = await publishedJob(owner.headers, { roles: [{ workRoleCode: IR, minimumPercentage: 10 }] })
    const strong = await talent({ language: 'es', firstName: 'Lucía' })
    const weak = await talent()
    await holdStatements(weak.headers, IR, 0.2)
    await holdStatements(strong.headers, IR, 0.9)
    await apply(weak.headers, job.id)
    await apply(strong.headers, job.id)

    const { body } = await request<{ data: { candidates: Candidate[] } }>(ctx, {
      method: 'GET',
      url: `/api/positions/appliedPositions/${job.id}`,
      headers: owner.headers,
    })
    const [first, second] = body.data.candidates
    expect(first).toMatchObject({ talentId: strong.user.id, communicationStatus: 1, message: expect.any(String) })
    expect(first!.fit).toBeGreaterThan(second!.fit)
    expect(first!.roles[0]).toMatchObject({ workRoleCode: IR, minimumPercentage: 10, percentage: first!.fit })
    expect(first!.history).toEqual([
      { fromStatus: null, toStatus: 1, changedAt: expect.any(String), changedBy: `Lucía ${strong.user.lastName}` },
    ])

    const recruiter = await createCompanyUser(ctx.app.db, owner.company.id, {
      firstName: 'Rita',
      lastName: 'Recruiter',
    })
    const moved = await request<{ data: Candidate }>(ctx, {
      method: 'POST',
      url: '/api/positions/UpdatedCommunicationStatusAppliedTalent',
      headers: bearer(await createSessionToken(ctx.app.db, recruiter.id)),
      payload: { applicationId: first!.applicationId, communicationStatus: 2 },
    })
    expect(moved.body.data.communicationStatus).toBe(2)
    expect(moved.body.data.history[0]).toMatchObject({ fromStatus: 1, toStatus: 2, changedBy: 'Rita Recruiter' })

    const seen = await request<{ data: TalentApplication[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/appliedPositions',
      headers: strong.headers,
    })
    expect(seen.body.data[0]?.communicationStatus).toBe(2)
    const [notice] = await ctx.app.db.select().from(emails).where(eq(emails.to, strong.user.email))
    expect(notice).toMatchObject({ template: 'application_status_changed', language: 'es' })
    expect(notice!.text).toContain('Conversación en curso')

    const other = await company()
    const forbidden = await request(ctx, {
      method: 'POST',
      url: '/api/positions/UpdatedCommunicationStatusAppliedTalent',
      headers: other.headers,
      payload: { applicationId: first!.applicationId, communicationStatus: 3 },
    })
    expect(forbidden.status).toBe(404)
  })

  // Row locks between connections exist only on a PostgreSQL server; PGlite runs one statement at a time.
  it.skipIf(!process.env.DATABASE_URL)(
    'a job deleted while a candidate moves: both finish, one after the other, never a deadlock',
    async () => {
      const owner = await company('professional')
      const job = await publishedJob(owner.headers, { roles: [] })
      const applicant = await talent()
      const applied = await apply(applicant.headers, job.id)
      expect(applied.status).toBe(201)
      const waiting = () =>
        ctx.app.db.execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`)
      const waiters = async (count: number) => {
        await expect.poll(async () => rowsOf<{ n: number }>(await waiting())[0]!.n, { timeout: 10_000 }).toBe(count)
      }

      // The status change is paused inside its transaction, after it has touched the application: its history row
      // names the changer, and the changer's row is held here by another connection.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let holding!: () => void
      const holds = new Promise<void>((resolve) => (holding = resolve))
      const holder = ctx.app.db.transaction(async (tx) => {
        await tx.select().from(users).where(eq(users.id, owner.admin.id)).for('update')
        holding()
        await held
      })
      await holds
      const moving = request<{ data: Candidate }>(ctx, {
        method: 'POST',
        url: '/api/positions/UpdatedCommunicationStatusAppliedTalent',
        headers: owner.headers,
        payload: { applicationId: applied.body.data.id, communicationStatus: 2, message: 'Let us talk on Monday.' },
      })
      await waiters(1)
      const deleting = request(ctx, { method: 'DELETE', url: `/api/positions/${job.id}`, headers: owner.headers })
      await waiters(2)
      release()
      await holder

      const [moved, deleted] = await Promise.all([moving, deleting])
      // The change is committed; its answer is the candidate, or 404 when the deletion has gone through meanwhile.
      expect([200, 404], JSON.stringify(moved.body)).toContain(moved.status)
      expect(deleted.status).toBe(200)
      expect(await ctx.app.db.select().from(applications).where(eq(applications.positionId, job.id))).toEqual([])
    },
  )

  it("quotes the company's optional message in the talent's e-mail, in words written to the talent", async () => {
    const owner = await company('professional')
    const job = await publishedJob(owner.headers, { roles: [] })
    const applicant = await talent({ language: 'es' })
    await apply(applicant.headers, job.id)
    const { body } = await request<{ data: { candidates: Candidate[] } }>(ctx, {
      method: 'GET',
      url: `/api/positions/appliedPositions/${job.id}`,
      headers: owner.headers,
    })
    const applicationId = body.data.candidates[0]!.applicationId
    const move = (payload: Record<string, unknown>) =>
      request<{ data: Candidate }>(ctx, {
        method: 'POST',
        url: '/api/positions/UpdatedCommunicationStatusAppliedTalent',
        headers: owner.headers,
        payload: { applicationId, ...payload },
      })
    const noticesTo = () => ctx.app.db.select().from(emails).where(eq(emails.to, applicant.user.email))

    // Too long: refused with the field named, nothing moved, nobody told.
    const refused = await move({ communicationStatus: 3, message: 'x'.repeat(STATUS_MESSAGE_MAX + 1) })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'message', code: 'too_long' }] })
    expect(await noticesTo()).toEqual([])

    const hired = await move({ communicationStatus: 3, message: '  ¡Bienvenida al equipo!\nEmpiezas el lunes.  ' })
    expect(hired.status).toBe(200)
    expect(hired.body.data.communicationStatus).toBe(3)
    const [withMessage] = await noticesTo()
    expect(withMessage!.text).toContain('Te contrataron. Su mensaje para ti:')
    expect(withMessage!.text).toContain('> ¡Bienvenida al equipo!\n> Empiezas el lunes.')
    expect(withMessage!.html).toContain('<blockquote')

    // Undo, as the pipeline's notification offers: back to applied, with no message and so no quote.
    const undone = await move({ communicationStatus: 1, message: '' })
    expect(undone.body.data.communicationStatus).toBe(1)
    const latest = (await noticesTo()).find((email) => email.id !== withMessage!.id)!
    expect(latest.text).toContain('Te postulaste.')
    expect(latest.text).not.toContain('Su mensaje')
    expect(latest.html).not.toContain('<blockquote')
  })

  it("pages the ranking and keeps it current when a talent's fits or the job's roles change", async () => {
    const owner = await company('professional')
    const job = await publishedJob(owner.headers, { roles: [{ workRoleCode: IR, minimumPercentage: 0 }] })
    const [low, middle, high] = [await talent(), await talent(), await talent()]
    await holdStatements(low.headers, IR, 0.2)
    await holdStatements(middle.headers, IR, 0.5)
    await holdStatements(high.headers, IR, 0.9)
    for (const applicant of [low, middle, high]) expect((await apply(applicant.headers, job.id)).status).toBe(201)

    const page = async (query: string) => {
      const { status, body } = await request<{
        data: { candidates: Candidate[]; totalNumberOfRecords: number }
      }>(ctx, { method: 'GET', url: `/api/positions/appliedPositions/${job.id}${query}`, headers: owner.headers })
      expect(status, JSON.stringify(body)).toBe(200)
      return body.data
    }
    const first = await page('?page=1&limit=2')
    expect(first.totalNumberOfRecords).toBe(3)
    expect(first.candidates.map((row) => row.talentId)).toEqual([high.user.id, middle.user.id])
    expect((await page('?page=2&limit=2')).candidates.map((row) => row.talentId)).toEqual([low.user.id])
    for (const row of first.candidates) expect(row.fit).toBe(row.roles[0]!.percentage)

    // The weakest candidate completes the role: they rank first at once.
    await holdStatements(low.headers, IR, 1, 1)
    const improved = await page('')
    expect(improved.candidates[0]).toMatchObject({ talentId: low.user.id, fit: 100 })

    // The company changes the job's roles: every candidate's fit is the mean over the new roles.
    const current = await request<{ data: Job }>(ctx, {
      method: 'GET',
      url: `/api/positions/${job.id}`,
      headers: owner.headers,
    })
    const edited = await request(ctx, {
      method: 'PUT',
      url: '/api/positions',
      headers: owner.headers,
      payload: {
        ...jobInput({
          roles: [
            { workRoleCode: IR, minimumPercentage: 0 },
            { workRoleCode: DEFENSE, minimumPercentage: 0 },
          ],
        }),
        id: job.id,
        version: current.body.data.version,
      },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const reranked = await page('')
    expect(reranked.candidates).toHaveLength(3)
    for (const row of reranked.candidates) {
      const [ir, defense] = [
        row.roles.find((role) => role.workRoleCode === IR)!,
        row.roles.find((role) => role.workRoleCode === DEFENSE)!,
      ]
      expect(row.fit).toBe(Math.floor((ir.percentage + defense.percentage) / 2))
    }
    expect(reranked.candidates[0]!.talentId).toBe(low.user.id)
    expect(reranked.candidates[0]!.fit).toBeLessThan(100)

    const refused = await request<ErrorBody>(ctx, {
      method: 'GET',
      url: `/api/positions/appliedPositions/${job.id}?page=0&limit=500`,
      headers: { ...owner.headers, 'accept-language': 'es' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.map((issue) => issue.path).sort()).toEqual(['limit', 'page'])
    expect(refused.body.message).not.toBe('')
  })

  it('counts candidates per status on the company jobs list and the applied list', async () => {
    const owner = await company('professional')
    const job = await publishedJob(owner.headers, { roles: [] })
    await createJob(owner.headers, { roles: [] })
    const applicant = await talent()
    await apply(applicant.headers, job.id)
    const all = await request<{ data: CompanyJob[]; totalNumberOfRecords: number }>(ctx, {
      method: 'POST',
      url: '/api/positions/company',
      headers: owner.headers,
      payload: {},
    })
    expect(all.body.totalNumberOfRecords).toBe(2)
    expect(all.body.data.find((row) => row.id === job.id)).toMatchObject({
      applicantCount: 1,
      countsByStatus: { '0': 0, '1': 1, '2': 0, '3': 0, '4': 0 },
    })
    const withCandidates = await request<{ data: CompanyJob[] }>(ctx, {
      method: 'POST',
      url: '/api/positions/appliedTalentPositions',
      headers: owner.headers,
      payload: {},
    })
    expect(withCandidates.body.data.map((row) => row.id)).toEqual([job.id])
  })
})
