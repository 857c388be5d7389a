import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { ActivityPage, TalentDashboard } from '@sentinela/shared/schemas/portfolio'
import { auditEvents, messages, messageThreads, users } from '../../db/schema/index'
import { inDays } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { portfolioHelpers, ROLE, type ErrorBody } from './portfolio.test-helpers'

// A talent's own overview: the activity timeline and the dashboard.
const ctx = useTestApp()
const { roleStatements, talent, company, project, addProject, publishJob, apply, setStatus, chooseRole } =
  portfolioHelpers(ctx)

describe('GET /api/talent/activity', () => {
  it('lists applications and their status changes, trainings and security events, newest first, in pages', async () => {
    const candidate = await talent()
    const hiring = await company()
    const positionId = await publishJob(hiring.headers, { roles: [], jobTitle: 'Threat Hunter' })
    const applicationId = await apply(candidate.headers, positionId)
    expect((await setStatus(hiring.headers, applicationId, 2)).status).toBe(200)

    const [training] = await ctx.app.db
      .execute(sql`select id from trainings order by id limit 1`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows)
    expect(training).toBeDefined()
    const saved = await request(ctx, {
      method: 'POST',
      url: '/api/talent/saveTraining',
      headers: candidate.headers,
      payload: { trainingId: training!.id },
    })
    expect(saved.status).toBe(200)
    await ctx.app.db.insert(auditEvents).values([
      { userId: candidate.user.id, event: 'sign_in', ip: '203.0.113.7', createdAt: new Date(Date.now() - 86_400_000) },
      { userId: candidate.user.id, event: 'password_changed', createdAt: new Date(Date.now() - 2 * 86_400_000) },
      // Not a security event a talent reads on the timeline.
      { userId: candidate.user.id, event: 'webinar_registered', createdAt: new Date(Date.now() - 3 * 86_400_000) },
    ])

    const first = await request<ActivityPage>(ctx, {
      method: 'GET',
      url: '/api/talent/activity?limit=2',
      headers: candidate.headers,
    })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toContain('no-store')
    expect(first.body.data).toHaveLength(2)
    expect(first.body.nextCursor).not.toBeNull()

    const events = [...first.body.data]
    let cursor = first.body.nextCursor
    while (cursor) {
      const next = await request<ActivityPage>(ctx, {
        method: 'GET',
        url: `/api/talent/activity?limit=2&cursor=${cursor}`,
        headers: candidate.headers,
      })
      expect(next.status).toBe(200)
      events.push(...next.body.data)
      cursor = next.body.nextCursor
    }
    // No event twice, newest first throughout.
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length)
    const times = events.map((event) => event.occurredAt)
    expect([...times].sort().reverse()).toEqual(times)

    const statuses = events.filter((event) => event.type === 'application_status')
    expect(statuses.map((event) => [event.fromStatus, event.toStatus, event.byTalent, event.jobTitle])).toEqual([
      [1, 2, false, 'Threat Hunter'],
      [null, 1, true, 'Threat Hunter'],
    ])
    expect(events.filter((event) => event.type === 'security').map((event) => event.securityEvent)).toEqual([
      'sign_in',
      'password_changed',
    ])
    expect(events.filter((event) => event.type === 'training_saved').map((event) => event.trainingId)).toEqual([
      training!.id,
    ])
  })

  it('shows messages received and sent in the talent threads, not application notes', async () => {
    const candidate = await talent()
    const hiring = await company()
    const [thread] = await ctx.app.db
      .insert(messageThreads)
      .values({ companyId: hiring.company.id, talentId: candidate.user.id })
      .returning()
    await ctx.app.db.insert(messages).values([
      {
        threadId: thread!.id,
        senderId: hiring.admin.id,
        senderName: 'Rosa Quiroga',
        fromTalent: false,
        kind: 'contact',
        body: 'Hello! We would like to talk about our detection engineering team.',
        createdAt: new Date(Date.now() - 3 * 60_000),
      },
      {
        threadId: thread!.id,
        senderId: candidate.user.id,
        senderName: 'Talent',
        fromTalent: true,
        kind: 'application',
        body: 'My application message.',
        createdAt: new Date(Date.now() - 2 * 60_000),
      },
      {
        threadId: thread!.id,
        senderId: candidate.user.id,
        senderName: 'Talent',
        fromTalent: true,
        kind: 'message',
        body: 'Thank you, happy to talk on Thursday.',
        createdAt: new Date(Date.now() - 60_000),
      },
    ])
    const page = await request<ActivityPage>(ctx, {
      method: 'GET',
      url: '/api/talent/activity',
      headers: candidate.headers,
    })
    expect(page.status).toBe(200)
    expect(page.body.data.map((event) => [event.type, event.companyName, event.excerpt])).toEqual([
      ['message_sent', hiring.company.name, 'Thank you, happy to talk on Thursday.'],
      ['message_received', hiring.company.name, 'Hello! We would like to talk about our detection engineering team.'],
    ])
  })

  it('shows only the talent own events', async () => {
    const one = await talent()
    const other = await talent()
    await ctx.app.db.insert(auditEvents).values({ userId: one.user.id, event: 'sign_in' })
    const page = await request<ActivityPage>(ctx, {
      method: 'GET',
      url: '/api/talent/activity',
      headers: other.headers,
    })
    expect(page.status).toBe(200)
    expect(page.body).toEqual({ data: [], nextCursor: null })
  })

  it('refuses a cursor it did not hand out, and a page size past 50', async () => {
    const { headers } = await talent()
    const forged = Buffer.from(JSON.stringify(["1' or 1=1", 'security', 1])).toString('base64url')
    for (const cursor of [forged, 'not-a-cursor', Buffer.from('[]').toString('base64url')]) {
      const refused = await request<ErrorBody>(ctx, {
        method: 'GET',
        url: `/api/talent/activity?cursor=${cursor}`,
        headers: { ...headers, 'accept-language': 'pt' },
      })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({
        code: 'activity_cursor_invalid',
        message: 'Não foi possível encontrar esta página da sua atividade. Recomece pelos eventos mais recentes.',
      })
    }
    const tooMany = await request<ErrorBody>(ctx, { method: 'GET', url: '/api/talent/activity?limit=51', headers })
    expect(tooMany.status).toBe(400)
    const tooLong = await request<ErrorBody>(ctx, {
      method: 'GET',
      url: `/api/talent/activity?cursor=${'a'.repeat(201)}`,
      headers,
    })
    expect(tooLong.status).toBe(400)
  })

  it('is for talents only', async () => {
    const { headers } = await company()
    expect((await request(ctx, { method: 'GET', url: '/api/talent/activity', headers })).status).toBe(403)
  })
})

describe('GET /api/talent/dashboard', () => {
  it('shows completeness with the next step, best roles, new matching jobs and applications to look at', async () => {
    const candidate = await talent()
    const hiring = await company()
    const empty = await request<{ data: TalentDashboard }>(ctx, {
      method: 'GET',
      url: '/api/talent/dashboard',
      headers: candidate.headers,
    })
    expect(empty.status).toBe(200)
    expect(empty.headers['cache-control']).toContain('no-store')
    expect(empty.body.data.completeness.nextStep).toBe('basic_data')
    expect(empty.body.data.bestRoles).toEqual([])
    expect(empty.body.data.newJobs).toEqual([])

    await chooseRole(candidate.headers, roleStatements)
    await addProject(candidate.headers, project())
    const matching = await publishJob(hiring.headers, { jobTitle: 'Product Security Engineer' })
    const other = await publishJob(hiring.headers, {
      jobTitle: 'Governance Lead',
      roles: [{ workRoleCode: 'OG-WRL-001', minimumPercentage: 0 }],
    })
    const appliedTo = await publishJob(hiring.headers, { jobTitle: 'Application Security Analyst', roles: [] })
    const applicationId = await apply(candidate.headers, appliedTo)
    expect((await setStatus(hiring.headers, applicationId, 2)).status).toBe(200)

    const before = await ctx.app.db
      .select({ updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.id, candidate.user.id))
    const { status, body } = await request<{ data: TalentDashboard }>(ctx, {
      method: 'GET',
      url: '/api/talent/dashboard',
      headers: { ...candidate.headers, 'accept-language': 'es' },
    })
    expect(status).toBe(200)
    const { completeness, bestRoles, newJobs, attention } = body.data
    expect(completeness.sections.find((entry) => entry.section === 'nice_roles')!.done).toBe(true)
    expect(completeness.sections.find((entry) => entry.section === 'projects')!.done).toBe(true)
    expect(completeness.percentage).toBe(Math.round((3 / completeness.sections.length) * 100))
    expect(completeness.nextStep).toBe('basic_data')
    expect(bestRoles[0]).toMatchObject({ workRoleCode: ROLE })
    expect(bestRoles[0]!.percentage).toBe(100)
    expect(newJobs.map((job) => job.id)).toEqual([matching])
    expect(newJobs.map((job) => job.id)).not.toContain(other)
    expect(attention).toEqual([
      expect.objectContaining({
        applicationId,
        positionId: appliedTo,
        jobTitle: 'Application Security Analyst',
        communicationStatus: 2,
        reason: 'status_changed',
      }),
    ])
    // Reading the dashboard writes nothing.
    const after = await ctx.app.db
      .select({ updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.id, candidate.user.id))
    expect(after).toEqual(before)
  })

  it('does not count a status the talent changed (applying) as needing attention', async () => {
    const candidate = await talent()
    const hiring = await company()
    await apply(candidate.headers, await publishJob(hiring.headers, { roles: [], expirationDate: inDays(20) }))
    const { body } = await request<{ data: TalentDashboard }>(ctx, {
      method: 'GET',
      url: '/api/talent/dashboard',
      headers: candidate.headers,
    })
    expect(body.data.attention).toEqual([])
  })

  it('is for talents only', async () => {
    const { headers } = await company()
    expect((await request(ctx, { method: 'GET', url: '/api/talent/dashboard', headers })).status).toBe(403)
    expect((await request(ctx, { method: 'GET', url: '/api/talent/dashboard' })).status).toBe(401)
  })
})
