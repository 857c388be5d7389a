import { beforeAll, expect } from 'vitest'
import { sql } from 'drizzle-orm'
import { bearer, createCompany, createSessionToken, createTalent, jobInput } from '../../../test/factories'
import { request, type TestContext } from '../../../test/helper'
import type { Project, ProjectList } from '@sentinela/shared/schemas/portfolio'

/**
 * What the portfolio test files share: users signed in, a project of the role below, jobs and applications, and one
 * call per route of the projects. Each test file builds its own app (`useTestApp`) and passes it here; the role's
 * statements are read once per file, before its tests.
 */

export type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
export type Headers = Record<string, string>

export const ROLE = 'PD-WRL-003'

export function portfolioHelpers(ctx: TestContext) {
  const roleStatements: string[] = []

  beforeAll(async () => {
    roleStatements.push(...((await ctx.app.services.framework.getRoleStatements()).get(ROLE) ?? []))
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

  return {
    roleStatements,
    talent,
    company,
    project,
    addProject,
    listProjects,
    publishJob,
    apply,
    setStatus,
    chooseRole,
  }
}
