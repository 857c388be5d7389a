import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Profile, RoleFitSummary } from '@sentinela/shared/schemas/profile'
import { applications, users } from '../../db/schema/index'
import { bearer, createCompany, createSessionToken, jobInput } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { profileHelpers } from './profile.test-helpers'

// A talent's profile as others read it: companies with consent or an application, nobody else.
const ctx = useTestApp()
const { signedInTalent, readProfile } = profileHelpers(ctx)

describe('GET /api/talent/{id}', () => {
  it('shows companies the profile only with consent, without contact details', async () => {
    const { admin } = await createCompany(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    const { user, headers } = await signedInTalent({ dataSharingConsent: false })
    expect((await request(ctx, { method: 'GET', url: `/api/talent/${user.id}`, headers: company })).status).toBe(404)
    expect((await request(ctx, { method: 'GET', url: `/api/talent/${user.id}`, headers })).status).toBe(200)

    await ctx.app.db.update(users).set({ dataSharingConsent: true }).where(eq(users.id, user.id))
    const shared = await request<{ data: Profile }>(ctx, {
      method: 'GET',
      url: `/api/talent/${user.id}`,
      headers: company,
    })
    expect(shared.status).toBe(200)
    expect(shared.body.data).toMatchObject({ firstName: user.firstName, phone: null, email: '', secondaryEmail: null })

    const otherTalent = await signedInTalent()
    expect(
      (await request(ctx, { method: 'GET', url: `/api/talent/${user.id}`, headers: otherTalent.headers })).status,
    ).toBe(404)
  })
})

describe('GET /api/talent/{id}, an applicant in the pipeline', () => {
  it('shows the company applied to the profile and fit of an applicant who does not share it; no one else', async () => {
    const { admin } = await createCompany(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    const { admin: otherAdmin } = await createCompany(ctx.app.db)
    const otherCompany = bearer(await createSessionToken(ctx.app.db, otherAdmin.id))
    const { user, headers } = await signedInTalent({ dataSharingConsent: false })
    const { version } = await readProfile(headers)
    const saved = await request(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version, categoryCodes: ['OG'], workRoleCodes: ['OG-WRL-001'], statementCodes: ['T1015', 'K0018'] },
    })
    expect(saved.status).toBe(200)
    const created = await request<{ data: { id: number } }>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers: company,
      payload: jobInput({ roles: [{ workRoleCode: 'OG-WRL-001', minimumPercentage: 0 }] }),
    })
    expect(created.status).toBe(201)
    const positionId = created.body.data.id
    const view = (viewer: Record<string, string>) =>
      request<{ data: Profile & { roleFits: RoleFitSummary[] } }>(ctx, {
        method: 'GET',
        url: `/api/talent/${user.id}?lang=pt`,
        headers: viewer,
      })

    // Contacted by the company, not applied: still private.
    await ctx.app.db
      .insert(applications)
      .values({ positionId, talentId: user.id, communicationStatus: 0, contactedAt: new Date() })
    expect((await view(company)).status).toBe(404)

    await ctx.app.db
      .update(applications)
      .set({ appliedAt: new Date(), communicationStatus: 1 })
      .where(eq(applications.talentId, user.id))
    const read = await view(company)
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({ firstName: user.firstName, phone: null, email: '', secondaryEmail: null })
    expect(read.body.data.roleFits[0]).toMatchObject({
      workRoleCode: 'OG-WRL-001',
      name: 'Gestão da segurança das comunicações (COMSEC)',
    })
    expect(read.body.data.roleFits[0]!.percentage).toBeGreaterThan(0)

    expect((await view(otherCompany)).status).toBe(404)
    expect((await view((await signedInTalent()).headers)).status).toBe(404)
  })
})

describe('GET /api/talent/{id}, work roles', () => {
  it("gives a company the talent's stored fit per work role, best first, named in the reader's language", async () => {
    const { admin } = await createCompany(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    const { user, headers } = await signedInTalent({ dataSharingConsent: true })
    const { version } = await readProfile(headers)
    // Two statements of Communications Security (COMSEC) Management, one of which other roles share.
    const saved = await request(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version, categoryCodes: ['OG'], workRoleCodes: ['OG-WRL-001'], statementCodes: ['T1015', 'K0018'] },
    })
    expect(saved.status).toBe(200)
    const own = await request<{ data: RoleFitSummary[] }>(ctx, { method: 'GET', url: '/api/profile/fit', headers })
    const expected = own.body.data.filter((fit) => fit.percentage > 0)
    expect(expected[0]).toMatchObject({ workRoleCode: 'OG-WRL-001' })

    const read = await request<{ data: Profile & { roleFits: RoleFitSummary[] } }>(ctx, {
      method: 'GET',
      url: `/api/talent/${user.id}?lang=es`,
      headers: company,
    })
    expect(read.status).toBe(200)
    expect(read.body.data.roleFits.map(({ workRoleCode, percentage }) => ({ workRoleCode, percentage }))).toEqual(
      expected.map(({ workRoleCode, percentage }) => ({ workRoleCode, percentage })),
    )
    const percentages = read.body.data.roleFits.map((fit) => fit.percentage)
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a))
    expect(read.body.data.roleFits[0]!.name).toBe('Gestión de la seguridad de las comunicaciones (COMSEC)')
  })
})
