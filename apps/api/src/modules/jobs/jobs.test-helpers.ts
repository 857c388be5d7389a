import { expect } from 'vitest'
import { eq } from 'drizzle-orm'
import type { PlanCode } from '@sentinela/shared/schemas/billing'
import type { Job, JobInput, JobSummary, TalentApplication } from '@sentinela/shared/schemas/jobs'
import { positions } from '../../db/schema/index'
import { readStatementTranslations } from '../../db/reference/nice-statement-translations'
import type { Config } from '../../config'
import { bearer, createCompany, createSessionToken, createTalent } from '../../../test/factories'
import { request, type TestContext } from '../../../test/helper'

/**
 * What the jobs test files share: the app's settings for them (a demo limit of two jobs, three contacts an hour), two
 * NICE roles, a whole job's input, and one call per step: a company or talent signed in, a job created, published,
 * searched, expired or applied to, and a talent's statements through the profile wizard. Each test file builds its
 * own app (`useTestApp(JOBS_TEST_CONFIG)`) and passes it to `jobsHelpers`.
 */

export const JOBS_TEST_CONFIG: Partial<Record<keyof Config, string>> = {
  DEMO_JOB_POST_LIMIT: '2',
  CONTACT_RATE_LIMIT_PER_HOUR: '3',
}

export const IR = 'PD-WRL-003'
export const DEFENSE = 'PD-WRL-001'
export const translations = readStatementTranslations()
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
export type Headers = Record<string, string>

export function jobInput(changes: Partial<JobInput> = {}): JobInput {
  return {
    jobTitle: 'Incident Response Analyst',
    privacy: 'public',
    description: 'Join our CSIRT to detect, contain and recover from incidents across Latin America.',
    requirements: 'Three years in a SOC.',
    salaryMin: 60_000,
    salaryMax: 90_000,
    salaryCurrency: 'USD',
    employmentType: 0,
    country: 'CL',
    city: 'Santiago',
    modality: 'hybrid',
    expirationDate: inDays(30),
    roles: [{ workRoleCode: IR, minimumPercentage: 30 }],
    certifications: [{ id: 0, name: 'GCIH' }],
    languages: [{ id: 0, language: 'es', level: 'proficient' }],
    ...changes,
  }
}

export function jobsHelpers(ctx: TestContext) {
  /** A company on a plan (#16): Demo unless told. */
  async function company(plan: PlanCode = 'demo') {
    const { company: row, admin } = await createCompany(ctx.app.db, { plan })
    return { company: row, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
  }

  async function talent(overrides: Parameters<typeof createTalent>[1] = {}) {
    const user = await createTalent(ctx.app.db, overrides)
    return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
  }

  async function createJob(headers: Headers, changes: Partial<JobInput> = {}) {
    const { status, body } = await request<{ data: Job }>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers,
      payload: jobInput(changes),
    })
    expect(status, JSON.stringify(body)).toBe(201)
    return body.data
  }

  const setStatus = (headers: Headers, id: number, status: 'draft' | 'published', language = 'en') =>
    request<{ data: Job } & ErrorBody>(ctx, {
      method: 'POST',
      url: `/api/positions/${id}/status`,
      headers: { ...headers, 'accept-language': language },
      payload: { status },
    })

  async function publishedJob(headers: Headers, changes: Partial<JobInput> = {}) {
    const job = await createJob(headers, changes)
    const { status } = await setStatus(headers, job.id, 'published')
    expect(status).toBe(200)
    return job
  }

  /** Gives the talent the share of the role's statements that reaches `share` of each type, through the wizard call. */
  async function holdStatements(headers: Headers, workRoleCode: string, share: number, version = 0) {
    const statements = (await ctx.app.services.framework.getRoleStatements()).get(workRoleCode)!
    const byType = (prefix: string) => statements.filter((code) => code.startsWith(prefix))
    const take = (codes: string[]) => codes.slice(0, Math.ceil(codes.length * share))
    const statementCodes = [...take(byType('T')), ...take(byType('K')), ...take(byType('S'))]
    const { status, body } = await request(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version, categoryCodes: [workRoleCode.slice(0, 2)], workRoleCodes: [workRoleCode], statementCodes },
    })
    expect(status, JSON.stringify(body)).toBe(200)
  }

  const search = (payload: Record<string, unknown>, headers: Headers = {}) =>
    request<{ data: JobSummary[]; totalNumberOfRecords: number; totalIsCapped: boolean } & ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/positions/fetch',
      headers,
      payload,
    })

  /** The job's expiration date moved to yesterday, as if it had passed. */
  const expire = (positionId: number) =>
    ctx.app.db
      .update(positions)
      .set({ expirationDate: inDays(-1) })
      .where(eq(positions.id, positionId))

  const apply = (headers: Headers, positionId: number, language = 'en') =>
    request<{ data: TalentApplication } & ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/talent/apply',
      headers: { ...headers, 'accept-language': language },
      payload: { positionId, message: 'I led incident response at a bank for three years.' },
    })

  return { company, talent, createJob, setStatus, publishedJob, holdStatements, search, expire, apply }
}
