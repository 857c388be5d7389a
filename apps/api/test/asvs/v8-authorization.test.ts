import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema/index'
import { bearer, createCompany, createCompanyUser, createSessionToken, createTalent } from '../factories'
import { request, useTestApp } from '../helper'
import { createJob, type ErrorBody } from './support'

/**
 * OWASP ASVS 5.0.0, V8 Authorization, level 2 (docs/security.md). authorization.test.ts walks every route with each
 * kind of caller; these tests check the rules per requirement on real data.
 */
const ctx = useTestApp()

async function companyCaller(main = true) {
  const { company, admin } = await createCompany(ctx.app.db)
  const user = main ? admin : await createCompanyUser(ctx.app.db, company.id)
  return { company, user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

async function talentCaller(overrides: Parameters<typeof createTalent>[1] = {}) {
  const user = await createTalent(ctx.app.db, overrides)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

describe('V8.2 General authorization design', () => {
  it('V8.2.1 restricts each function to callers with the permission: anonymous, talent, admin, main admin', async () => {
    const talent = await talentCaller()
    const admin = await companyCaller(false)
    const cases = [
      [{}, 'POST', '/api/positions', 401],
      [talent.headers, 'POST', '/api/positions', 403],
      [talent.headers, 'POST', '/api/marketplace/TalentSerch', 403],
      [admin.headers, 'GET', '/api/profile', 403],
      [admin.headers, 'POST', '/api/employees', 403],
      [admin.headers, 'DELETE', `/api/employees/${admin.user.id}`, 403],
    ] as const
    for (const [headers, method, url, expected] of cases) {
      const { status, body } = await request<ErrorBody>(ctx, { method, url, headers, payload: {} })
      expect(status, `${method} ${url}`).toBe(expected)
      expect(body.code).toBe(expected === 401 ? 'not_authenticated' : 'forbidden')
    }
  })

  it("V8.2.2 restricts data to callers entitled to it: no other company's jobs, no unshared profile or PDF", async () => {
    const owner = await companyCaller()
    const rival = await companyCaller()
    const jobId = await createJob(ctx, owner.headers)
    for (const [method, url, payload] of [
      ['GET', `/api/positions/${jobId}`, undefined],
      ['DELETE', `/api/positions/${jobId}`, undefined],
      ['POST', `/api/positions/${jobId}/status`, { status: 'published' }],
      ['GET', `/api/positions/appliedPositions/${jobId}`, undefined],
    ] as const) {
      const { status } = await request(ctx, { method, url, headers: rival.headers, ...(payload ? { payload } : {}) })
      expect(status, `${method} ${url}`).toBe(404)
    }
    expect((await request(ctx, { method: 'GET', url: `/api/positions/${jobId}`, headers: owner.headers })).status).toBe(
      200,
    )

    const private_ = await talentCaller({ dataSharingConsent: false })
    const profile = await request(ctx, {
      method: 'GET',
      url: `/api/talent/${private_.user.id}`,
      headers: owner.headers,
    })
    expect(profile.status).toBe(404)
    const pdf = await request(ctx, {
      method: 'GET',
      url: `/api/talent/${private_.user.id}/pdf`,
      headers: owner.headers,
    })
    expect(pdf.status).toBe(404)
    const other = await talentCaller()
    const theirs = await request(ctx, { method: 'GET', url: `/api/talent/${private_.user.id}`, headers: other.headers })
    expect(theirs.status).toBe(404)
  })

  it('V8.2.3 restricts fields: companies never read contact details, and no caller writes a field not meant for them', async () => {
    const sharing = await talentCaller({
      dataSharingConsent: true,
      phone: '+525598765432',
      secondaryEmail: 'me@example.org',
    })
    const company = await companyCaller()
    const { body } = await request<{ data: Record<string, unknown> }>(ctx, {
      method: 'GET',
      url: `/api/talent/${sharing.user.id}`,
      headers: company.headers,
    })
    expect(body.data).toMatchObject({
      firstName: sharing.user.firstName,
      phone: null,
      secondaryEmail: null,
      birthDate: null,
    })
    expect(JSON.stringify(body)).not.toContain(sharing.user.email)

    // Writes: unknown fields are refused whole (no mass assignment of role, company or someone else's id).
    for (const [url, payload] of [
      [
        '/api/users/privacy',
        { dataSharingConsent: true, marketingConsent: false, topTalentOptIn: false, role: 'company' },
      ],
      ['/api/users/language', { language: 'es', userId: company.user.id }],
    ] as const) {
      const refused = await request<ErrorBody>(ctx, { method: 'PUT', url, headers: sharing.headers, payload })
      expect(refused.status, url).toBe(400)
    }
    // A company user's privacy save cannot switch on talent-only fields.
    await request(ctx, {
      method: 'PUT',
      url: '/api/users/privacy',
      headers: company.headers,
      payload: { dataSharingConsent: true, marketingConsent: true, topTalentOptIn: true },
    })
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, company.user.id))
    expect(row).toMatchObject({
      role: 'company',
      dataSharingConsent: false,
      topTalentOptIn: false,
      marketingConsent: true,
    })
  })
})

describe('V8.3 Operation level authorization', () => {
  it('V8.3.1 decides on the server from the session alone, whatever the client claims', async () => {
    const talent = await talentCaller()
    const claims = {
      ...talent.headers,
      cookie: 'sentinela.session=%7B%22role%22%3A%22company%22%7D',
      'x-role': 'company',
      'x-company-id': '1',
    }
    const { status, body } = await request<ErrorBody>(ctx, {
      method: 'GET',
      url: '/api/employees?role=company',
      headers: claims,
    })
    expect(status).toBe(403)
    expect(body.code).toBe('forbidden')
  })
})

describe('V8.4 Other authorization considerations', () => {
  it("V8.4.1 keeps tenants apart: one company's main admin cannot touch another company's users or candidates", async () => {
    const x = await companyCaller()
    const y = await companyCaller()
    const yMember = await createCompanyUser(ctx.app.db, y.company.id)
    const removal = await request(ctx, { method: 'DELETE', url: `/api/employees/${yMember.id}`, headers: x.headers })
    expect(removal.status).toBe(404)
    const [still] = await ctx.app.db.select().from(users).where(eq(users.id, yMember.id))
    expect(still!.status).toBe('active')

    const team = await request(ctx, { method: 'GET', url: '/api/employees', headers: x.headers })
    expect(team.status).toBe(200)
    expect(JSON.stringify(team.body)).not.toContain(yMember.email)

    // A real candidate of company Y: company X can neither list nor move them.
    const jobId = await createJob(ctx, y.headers, true)
    const applicant = await talentCaller()
    const applied = await request<{ data: { id: number } }>(ctx, {
      method: 'POST',
      url: '/api/talent/apply',
      headers: applicant.headers,
      payload: { positionId: jobId, message: 'Hello' },
    })
    expect(applied.status, JSON.stringify(applied.body)).toBe(201)
    const candidates = await request(ctx, {
      method: 'GET',
      url: `/api/positions/appliedPositions/${jobId}`,
      headers: x.headers,
    })
    expect(candidates.status).toBe(404)
    const moved = await request(ctx, {
      method: 'POST',
      url: '/api/positions/UpdatedCommunicationStatusAppliedTalent',
      headers: x.headers,
      payload: { applicationId: applied.body.data.id, communicationStatus: 1 },
    })
    expect(moved.status).toBe(404)
  })
})
