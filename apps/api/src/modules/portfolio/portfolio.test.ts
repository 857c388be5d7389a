import { beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import {
  PROJECT_STATEMENTS_MAX,
  PROJECTS_PER_TALENT_MAX,
  type ActivityPage,
  type Project,
  type ProjectList,
  type TalentDashboard,
} from '@sentinela/shared/schemas/portfolio'
import { auditEvents, messages, messageThreads, talentProjects, users } from '../../db/schema/index'
import { bearer, createCompany, createSessionToken, createTalent, inDays, jobInput } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { seedPortfolio } from '../../../seed/portfolio'

const ctx = useTestApp()

type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
type Headers = Record<string, string>

const ROLE = 'PD-WRL-003'
let roleStatements: string[] = []

beforeAll(async () => {
  roleStatements = [...((await ctx.app.services.framework.getRoleStatements()).get(ROLE) ?? [])]
})

async function talent(overrides: Parameters<typeof createTalent>[1] = {}) {
  const user = await createTalent(ctx.app.db, overrides)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

async function company() {
  const { company: row, admin } = await createCompany(ctx.app.db, { plan: 'professional' })
  return { company: row, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
}

function project(changes: Record<string, unknown> = {}) {
  return {
    title: 'Hack The Box: Cyber Apocalypse 2026',
    description: 'Solved 14 of 20 forensics and web challenges with my team.',
    link: 'https://github.com/example/ctf-writeups',
    kind: 'ctf',
    startDate: '2026-03-10',
    endDate: '2026-03-14',
    statementCodes: roleStatements.slice(0, 2),
    ...changes,
  }
}

const addProject = (headers: Headers, payload: unknown, language = 'en') =>
  request<{ data: Project } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/talent/projects',
    headers: { ...headers, 'accept-language': language },
    payload: payload as Record<string, unknown>,
  })

const listProjects = (headers: Headers, language = 'en') =>
  request<{ data: ProjectList } & ErrorBody>(ctx, {
    method: 'GET',
    url: '/api/talent/projects',
    headers: { ...headers, 'accept-language': language },
  })

async function publishJob(headers: Headers, changes: Parameters<typeof jobInput>[0] = {}) {
  const created = await request<{ data: { id: number } }>(ctx, {
    method: 'POST',
    url: '/api/positions',
    headers,
    payload: jobInput(changes),
  })
  expect(created.status).toBe(201)
  const published = await request(ctx, {
    method: 'POST',
    url: `/api/positions/${created.body.data.id}/status`,
    headers,
    payload: { status: 'published' },
  })
  expect(published.status).toBe(200)
  return created.body.data.id
}

async function apply(headers: Headers, positionId: number) {
  const applied = await request(ctx, {
    method: 'POST',
    url: '/api/talent/apply',
    headers,
    payload: { positionId, message: 'I run the SOC night shift and write detections.' },
  })
  expect(applied.status).toBe(201)
  const [row] = await ctx.app.db
    .execute<{ id: number }>(
      sql`select id from applications where position_id = ${positionId} order by id desc limit 1`,
    )
    .then((result) => (result as unknown as { rows: { id: number }[] }).rows)
  return row!.id
}

const setStatus = (headers: Headers, applicationId: number, communicationStatus: number) =>
  request(ctx, {
    method: 'POST',
    url: '/api/positions/UpdatedCommunicationStatusAppliedTalent',
    headers,
    payload: { applicationId, communicationStatus },
  })

async function chooseRole(headers: Headers, statementCodes: string[]) {
  const profile = await request<{ data: { profile: { version: number } } }>(ctx, {
    method: 'GET',
    url: '/api/profile',
    headers,
  })
  const saved = await request(ctx, {
    method: 'PUT',
    url: '/api/profile/nice',
    headers,
    payload: {
      version: profile.body.data.profile.version,
      categoryCodes: ['PD'],
      workRoleCodes: [ROLE],
      statementCodes,
    },
  })
  expect(saved.status).toBe(200)
}

describe('POST /api/talent/projects', () => {
  it('adds a project with its NICE statements described in the reader language, and lists it', async () => {
    const { headers } = await talent()
    const created = await addProject(headers, project(), 'es')
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      title: 'Hack The Box: Cyber Apocalypse 2026',
      kind: 'ctf',
      link: 'https://github.com/example/ctf-writeups',
      startDate: '2026-03-10',
      endDate: '2026-03-14',
    })
    expect(created.body.data.statements.map((statement) => statement.code)).toEqual(roleStatements.slice(0, 2))
    const statement = created.body.data.statements[0]!
    expect(statement.description).not.toBe('')
    expect(statement.originalDescription).not.toBe('')

    const list = await listProjects(headers)
    expect(list.status).toBe(200)
    expect(list.headers['cache-control']).toContain('no-store')
    expect(list.body.data.limit).toBe(PROJECTS_PER_TALENT_MAX)
    expect(list.body.data.projects.map((item) => item.id)).toEqual([created.body.data.id])
  })

  it('accepts an ongoing project without an end date or link, each statement once', async () => {
    const { headers } = await talent()
    const created = await addProject(
      headers,
      project({
        endDate: null,
        link: '',
        kind: 'repository',
        statementCodes: [roleStatements[0]!, roleStatements[0]!],
      }),
    )
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ endDate: null, link: null, kind: 'repository' })
    expect(created.body.data.statements.map((item) => item.code)).toEqual([roleStatements[0]])
  })

  it('refuses a link that is not https, an end before the start, an unknown kind and too many statements', async () => {
    const { user, headers } = await talent()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ link: 'http://example.com/write-up' }, 'link', 'invalid_url'],
      [{ link: 'javascript:alert(1)' }, 'link', 'invalid_url'],
      [{ endDate: '2026-03-01' }, 'endDate', 'end_before_start'],
      [{ kind: 'poster' }, 'kind', 'invalid_value'],
      [{ title: ' ' }, 'title', 'required'],
      [{ title: 'x'.repeat(121) }, 'title', 'too_long'],
      [{ statementCodes: roleStatements.slice(0, PROJECT_STATEMENTS_MAX + 1) }, 'statementCodes', 'too_many'],
    ]
    for (const [changes, path, code] of cases) {
      const refused = await addProject(headers, project(changes))
      expect(refused.status, JSON.stringify(changes)).toBe(400)
      expect(refused.body.code).toBe('validation_failed')
      const issue = refused.body.errors.find((item) => item.path === path)
      expect(issue, JSON.stringify(refused.body.errors)).toBeDefined()
      if (code !== 'invalid_value') expect(issue!.code).toBe(code)
      expect(issue!.message).not.toBe('')
    }
    const rows = await ctx.app.db.select().from(talentProjects).where(eq(talentProjects.talentId, user.id))
    expect(rows).toEqual([])
  })

  it('refuses a statement code the framework does not have, naming the field', async () => {
    const { headers } = await talent()
    const refused = await addProject(headers, project({ statementCodes: [roleStatements[0], 'K9999'] }), 'pt')
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'statementCodes.1', code: 'unknown_code' })])
  })

  it(`refuses a project past ${PROJECTS_PER_TALENT_MAX}, in the talent's language, and keeps ${PROJECTS_PER_TALENT_MAX}`, async () => {
    const { user, headers } = await talent()
    await ctx.app.db.insert(talentProjects).values(
      Array.from({ length: PROJECTS_PER_TALENT_MAX - 1 }, (_, index) => ({
        talentId: user.id,
        title: `Lab ${index + 1}`,
        kind: 'lab' as const,
        startDate: '2025-01-01',
      })),
    )
    const last = await addProject(headers, project())
    expect(last.status).toBe(201)
    const refused = await addProject(headers, project(), 'es')
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      code: 'project_limit',
      message: `Ya tienes ${PROJECTS_PER_TALENT_MAX} proyectos. Elimina uno antes de agregar otro.`,
    })
    const [counted] = await ctx.app.db
      .select({ value: sql<number>`count(*)::int` })
      .from(talentProjects)
      .where(eq(talentProjects.talentId, user.id))
    expect(counted!.value).toBe(PROJECTS_PER_TALENT_MAX)
  })

  it('is for talents only', async () => {
    const { headers } = await company()
    const refused = await addProject(headers, project())
    expect(refused.status).toBe(403)
    const anonymous = await request<ErrorBody>(ctx, { method: 'POST', url: '/api/talent/projects', payload: project() })
    expect(anonymous.status).toBe(401)
  })
})

describe('PUT and DELETE /api/talent/projects/:id', () => {
  it('changes and deletes only the talent own project', async () => {
    const owner = await talent()
    const other = await talent()
    const created = (await addProject(owner.headers, project())).body.data

    const foreign = await request<ErrorBody>(ctx, {
      method: 'PUT',
      url: `/api/talent/projects/${created.id}`,
      headers: other.headers,
      payload: project({ title: 'Taken over' }),
    })
    expect(foreign.status).toBe(404)
    expect(foreign.body.code).toBe('project_not_found')
    const foreignDelete = await request<ErrorBody>(ctx, {
      method: 'DELETE',
      url: `/api/talent/projects/${created.id}`,
      headers: other.headers,
    })
    expect(foreignDelete.status).toBe(404)

    const changed = await request<{ data: Project }>(ctx, {
      method: 'PUT',
      url: `/api/talent/projects/${created.id}`,
      headers: owner.headers,
      payload: project({ title: 'Cyber Apocalypse 2026 write-up', kind: 'write_up', statementCodes: [] }),
    })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({
      title: 'Cyber Apocalypse 2026 write-up',
      kind: 'write_up',
      statements: [],
    })

    const removed = await request(ctx, {
      method: 'DELETE',
      url: `/api/talent/projects/${created.id}`,
      headers: owner.headers,
    })
    expect(removed.status).toBe(200)
    expect((await listProjects(owner.headers)).body.data.projects).toEqual([])
    const again = await request<ErrorBody>(ctx, {
      method: 'DELETE',
      url: `/api/talent/projects/${created.id}`,
      headers: owner.headers,
    })
    expect(again.status).toBe(404)
  })

  it('refuses an id past the integer range as a validation error', async () => {
    const { headers } = await talent()
    const refused = await request<ErrorBody>(ctx, {
      method: 'DELETE',
      url: '/api/talent/projects/99999999999',
      headers,
    })
    expect(refused.status).toBe(400)
  })
})

describe('GET /api/talent/:id/projects', () => {
  it('shows the projects to a company the talent shares the profile with, and to nobody else', async () => {
    const sharing = await talent({ dataSharingConsent: true })
    const private_ = await talent({ dataSharingConsent: false })
    await addProject(sharing.headers, project())
    await addProject(private_.headers, project())
    const { headers } = await company()

    const seen = await request<{ data: Project[] }>(ctx, {
      method: 'GET',
      url: `/api/talent/${sharing.user.id}/projects`,
      headers,
    })
    expect(seen.status).toBe(200)
    expect(seen.headers['cache-control']).toContain('no-store')
    expect(seen.body.data.map((item) => item.title)).toEqual(['Hack The Box: Cyber Apocalypse 2026'])

    const hidden = await request<ErrorBody>(ctx, {
      method: 'GET',
      url: `/api/talent/${private_.user.id}/projects`,
      headers,
    })
    expect(hidden.status).toBe(404)

    // Another talent does not see them either.
    const peer = await request<ErrorBody>(ctx, {
      method: 'GET',
      url: `/api/talent/${sharing.user.id}/projects`,
      headers: private_.headers,
    })
    expect(peer.status).toBe(404)
  })

  it('shows a candidate projects to the company whose job they applied to', async () => {
    const candidate = await talent({ dataSharingConsent: false })
    await addProject(candidate.headers, project())
    const hiring = await company()
    const positionId = await publishJob(hiring.headers, { roles: [] })
    await apply(candidate.headers, positionId)
    const seen = await request<{ data: Project[] }>(ctx, {
      method: 'GET',
      url: `/api/talent/${candidate.user.id}/projects`,
      headers: hiring.headers,
    })
    expect(seen.status).toBe(200)
    expect(seen.body.data).toHaveLength(1)
  })
})

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

describe('seedPortfolio', () => {
  it('gives the demo talent a CTF, a write-up and a repository whose statements all exist, once', async () => {
    const { user, headers } = await talent()
    await seedPortfolio(ctx.app.db, { lucia: user.id })
    await seedPortfolio(ctx.app.db, { lucia: user.id })
    const { body } = await listProjects(headers)
    expect(body.data.projects.map((item) => item.kind).sort()).toEqual(['ctf', 'repository', 'write_up'])
    for (const item of body.data.projects) {
      expect(item.link).toMatch(/^https:\/\/(github\.com\/example|example\.com)\//)
      expect(item.statements.length).toBeGreaterThan(0)
    }
    const activity = await request<ActivityPage>(ctx, { method: 'GET', url: '/api/talent/activity', headers })
    expect(activity.body.data.filter((event) => event.type === 'security')).toHaveLength(4)
  })
})
