import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import {
  PROJECT_STATEMENTS_MAX,
  PROJECTS_PER_TALENT_MAX,
  type ActivityPage,
  type Project,
} from '@sentinela/shared/schemas/portfolio'
import { talentProjects } from '../../db/schema/index'
import { request, useTestApp } from '../../../test/helper'
import { seedPortfolio } from '../../../seed/portfolio'
import { portfolioHelpers, type ErrorBody } from './portfolio.test-helpers'

// A talent's projects: adding, changing and deleting them, who else sees them, and the demo seed's.
const ctx = useTestApp()
const { roleStatements, talent, company, project, addProject, listProjects, publishJob, apply } = portfolioHelpers(ctx)

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
