import { expect } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { PlanCode } from '@sentinela/shared/schemas/billing'
import type { Job, JobInput } from '@sentinela/shared/schemas/jobs'
import type { Connection, Message, Thread } from '@sentinela/shared/schemas/messages'
import { emails } from '../../db/schema/index'
import {
  bearer,
  createCompany,
  createCompanyUser,
  createSessionToken,
  createTalent,
  inDays,
} from '../../../test/factories'
import { request, type TestContext } from '../../../test/helper'

/**
 * What the messages test files share: users signed in, a published job, and one call per route of the module. Each
 * test file builds its own app (`useTestApp`) and passes it here.
 */

export type Headers = Record<string, string>
export type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }

const jobInput = (changes: Partial<JobInput> = {}): JobInput => ({
  jobTitle: 'SOC Analyst',
  privacy: 'public',
  description: 'Monitor and triage alerts for our clients across the region.',
  requirements: 'Two years in a SOC.',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'USD',
  employmentType: 0,
  country: 'CL',
  city: 'Santiago',
  modality: 'remote',
  expirationDate: inDays(30),
  roles: [],
  certifications: [],
  languages: [],
  ...changes,
})

export function messagesHelpers(ctx: TestContext) {
  async function company(plan: PlanCode = 'professional') {
    const { company: row, admin } = await createCompany(ctx.app.db, { plan })
    return { company: row, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
  }

  async function colleague(companyId: number) {
    const user = await createCompanyUser(ctx.app.db, companyId)
    return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
  }

  async function talent(overrides: Parameters<typeof createTalent>[1] = {}) {
    const user = await createTalent(ctx.app.db, { dataSharingConsent: true, ...overrides })
    return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
  }

  async function publishedJob(headers: Headers, changes: Partial<JobInput> = {}) {
    const created = await request<{ data: Job }>(ctx, {
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
    expect(published.status).toBe(200)
    return created.body.data
  }

  const contact = (
    headers: Headers,
    talentId: number,
    message = 'Hello, we liked your profile.',
    positionId?: number,
  ) =>
    request<{ data: { done: true } } & ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/companies/contact/talent',
      headers,
      payload: { talentId, message, ...(positionId ? { positionId } : {}) },
    })

  const unread = async (headers: Headers) => {
    const {
      status,
      body,
      headers: answer,
    } = await request<{ data: { unread: number } }>(ctx, {
      method: 'GET',
      url: '/api/messages/unread',
      headers,
    })
    expect(status).toBe(200)
    expect(answer['cache-control']).toBe('no-store')
    return body.data.unread
  }

  const connections = async (headers: Headers) =>
    (await request<{ data: Connection[] }>(ctx, { method: 'GET', url: '/api/messages/connections', headers })).body.data

  const getThread = (headers: Headers, id: number, before?: number | string) =>
    request<{ data: Thread } & ErrorBody>(ctx, {
      method: 'GET',
      url: `/api/messages/threads/${id}`,
      headers,
      ...(before !== undefined ? { query: { before: String(before) } } : {}),
    })

  const threadWith = async (headers: Headers, talentId: number) =>
    (
      await request<{ data: Thread | null }>(ctx, {
        method: 'GET',
        url: `/api/messages/company/talents/${talentId}`,
        headers,
      })
    ).body.data

  const reply = (headers: Headers, id: number, body: string, language = 'en') =>
    request<{ data: Message } & ErrorBody>(ctx, {
      method: 'POST',
      url: `/api/messages/threads/${id}/messages`,
      headers: { ...headers, 'accept-language': language },
      payload: { body },
    })

  const markRead = (headers: Headers, id: number) =>
    request(ctx, { method: 'POST', url: `/api/messages/threads/${id}/read`, headers })

  const block = (headers: Headers, companyId: number, blocked = true) =>
    request<{ data: { companyId: number; blocked: boolean } }>(ctx, {
      method: blocked ? 'POST' : 'DELETE',
      url: `/api/messages/companies/${companyId}/block`,
      headers,
    })

  const emailsTo = (address: string, template = 'message_received') =>
    ctx.app.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, address), eq(emails.template, template)))

  /** A company's contact opens a thread: the talent's side of it. */
  async function contactedPair() {
    const employer = await company()
    const candidate = await talent()
    expect((await contact(employer.headers, candidate.user.id)).status).toBe(200)
    const thread = (await threadWith(employer.headers, candidate.user.id))!
    return { employer, candidate, thread }
  }

  return {
    company,
    colleague,
    talent,
    publishedJob,
    contact,
    unread,
    connections,
    getThread,
    threadWith,
    reply,
    markRead,
    block,
    emailsTo,
    contactedPair,
  }
}
