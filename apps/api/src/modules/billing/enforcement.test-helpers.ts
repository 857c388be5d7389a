import { expect } from 'vitest'
import type { PlanCode } from '@sentinela/shared/schemas/billing'
import type { Job, JobInput } from '@sentinela/shared/schemas/jobs'
import type { TalentCard } from '@sentinela/shared/schemas/talent-search'
import { talentProfiles, talentRoleFits } from '../../db/schema/index'
import { bearer, createCompany, createSessionToken, createTalent, jobInput } from '../../../test/factories'
import { request, type TestContext } from '../../../test/helper'

/**
 * What the plan enforcement test files share (#16: what each plan allows, enforced by the server from the plan in
 * force, PRODUCT.md "Plans"). Every company here is on Demo unless given a plan; a refusal is a translated 403 whose
 * code names the feature, with its details. Each test file builds its own app with ENFORCEMENT_SETTINGS and passes it
 * here.
 */

export const ENFORCEMENT_SETTINGS = { DEMO_JOB_POST_LIMIT: '2', CONTACT_RATE_LIMIT_PER_HOUR: '1000' }

export type Headers = Record<string, string>
export type ErrorBody = { code: string; message: string; details?: Record<string, string> }
export type Page = { data: TalentCard[]; totalNumberOfRecords: number; preview: boolean }

export const IR = 'PD-WRL-003'
export const DEFENSE = 'PD-WRL-001'
export const PLANS: PlanCode[] = ['demo', 'starter', 'professional', 'enterprise']

export function expectRefusal(
  answer: { status: number; body: ErrorBody },
  code: string,
  details: { feature: string; plan: PlanCode },
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403)
  expect(answer.body.code).toBe(code)
  expect(answer.body.details).toEqual(details)
}

export function enforcementHelpers(ctx: TestContext) {
  async function company(plan: PlanCode = 'demo') {
    const { company: row, admin } = await createCompany(ctx.app.db, { plan })
    return { company: row, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
  }

  const call = <T = unknown>(headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    request<T & ErrorBody>(ctx, { method, url, headers, ...(payload ? { payload } : {}) })

  /** A talent with a profile and stored fits (role code → percentage). */
  async function talent(
    overrides: Parameters<typeof createTalent>[1] = {},
    profile: Partial<typeof talentProfiles.$inferInsert> = {},
    fits: Record<string, number> = {},
  ) {
    const user = await createTalent(ctx.app.db, overrides)
    await ctx.app.db.insert(talentProfiles).values({ userId: user.id, ...profile })
    const entries = Object.entries(fits)
    if (entries.length > 0) {
      await ctx.app.db
        .insert(talentRoleFits)
        .values(entries.map(([workRoleCode, percentage]) => ({ userId: user.id, workRoleCode, percentage })))
    }
    return user
  }

  async function createJob(headers: Headers, changes: Partial<JobInput> = {}) {
    const created = await call<{ data: Job }>(headers, 'POST', '/api/positions', jobInput(changes))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    return created.body.data
  }

  const publish = (headers: Headers, id: number, language = 'en') =>
    request<{ data: Job } & ErrorBody>(ctx, {
      method: 'POST',
      url: `/api/positions/${id}/status`,
      headers: { ...headers, 'accept-language': language },
      payload: { status: 'published' },
    })

  return { company, call, talent, createJob, publish }
}
