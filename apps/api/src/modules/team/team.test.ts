import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { Profile } from '@sentinela/shared/schemas/profile'
import type { TalentRelation, TeamMember } from '@sentinela/shared/schemas/team'
import { emails } from '../../db/schema/index'
import { bearer, createCompany, createCompanyUser, createSessionToken, createTalent } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'

const ctx = useTestApp()

type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
type Headers = Record<string, string>

async function company() {
  const { company: row, admin } = await createCompany(ctx.app.db, { plan: 'professional' })
  return { company: row, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
}

async function talent(overrides: Parameters<typeof createTalent>[1] = {}) {
  const user = await createTalent(ctx.app.db, overrides)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

const invite = (headers: Headers, email: string, language = 'en') =>
  request<{ data: { linkId: number } } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/employees/jointTalent',
    headers: { ...headers, 'accept-language': language },
    payload: { firstName: 'Ana', lastName: 'Ferreira', email },
  })

const members = async (owner: { headers: Headers; company: { id: number } }) =>
  (
    await request<{ data: TeamMember[] }>(ctx, {
      method: 'GET',
      url: `/api/companies/companyTalents/${owner.company.id}`,
      headers: owner.headers,
    })
  ).body.data

const relations = async (headers: Headers) =>
  (await request<{ data: TalentRelation[] }>(ctx, { method: 'GET', url: '/api/employees/relations', headers })).body
    .data

const confirm = (headers: Headers, linkId: number, accept: boolean) =>
  request(ctx, { method: 'POST', url: '/api/employees/confirmTalentLink', headers, payload: { linkId, accept } })

async function emailsTo(address: string, template: string) {
  return ctx.app.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, address), eq(emails.template, template)))
}

describe('cyber team invitations (§4 pending → active)', () => {
  it('invites a talent by e-mail, in their language; they accept and become an active member', async () => {
    const owner = await company()
    const member = await talent({ language: 'pt' })
    const { status, body } = await invite(owner.headers, member.user.email.toUpperCase())
    expect(status).toBe(201)
    const [invitation] = await emailsTo(member.user.email, 'team_invitation')
    expect(invitation).toMatchObject({ language: 'pt' })
    expect(invitation!.text).toContain('/talent/account/relations')

    expect(await members(owner)).toMatchObject([{ linkId: body.data.linkId, status: 'pending', publicProfile: false }])
    expect(await relations(member.headers)).toMatchObject([{ companyId: owner.company.id, status: 'pending' }])

    expect((await confirm(member.headers, body.data.linkId, true)).status).toBe(200)
    expect(await members(owner)).toMatchObject([{ status: 'active', acceptedAt: expect.any(String) }])
  })

  it('requires every field and a talent account, and refuses a second invitation', async () => {
    const owner = await company()
    const missing = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/employees/jointTalent',
      headers: { ...owner.headers, 'accept-language': 'es' },
      payload: { firstName: '', lastName: '', email: '' },
    })
    expect(missing.body.errors.map((issue) => issue.path).sort()).toEqual(['email', 'firstName', 'lastName'])
    expect(missing.body.errors[0]!.message).toBe('Este campo es obligatorio.')

    const nobody = await invite(owner.headers, 'nobody.here@example.com', 'es')
    expect(nobody.status).toBe(400)
    expect(nobody.body.code).toBe('invitation_failed')
    expect(nobody.body.message).toContain('No pudimos invitar')
    expect(nobody.body.errors).toEqual([
      {
        path: 'email',
        code: 'invitation_failed',
        message: 'Este correo no pertenece a una cuenta de talento de Sentinela.',
      },
    ])
    const companyUser = await createCompanyUser(ctx.app.db, owner.company.id)
    expect((await invite(owner.headers, companyUser.email)).body.code).toBe('invitation_failed')

    const member = await talent()
    await invite(owner.headers, member.user.email)
    expect((await invite(owner.headers, member.user.email)).body.code).toBe('already_in_team')
  })

  it('lets the talent decline; the company keeps the notice and is e-mailed', async () => {
    const owner = await company()
    const member = await talent()
    const { body } = await invite(owner.headers, member.user.email)
    await confirm(member.headers, body.data.linkId, false)
    expect(await members(owner)).toMatchObject([{ status: 'declined', endedAt: expect.any(String) }])
    expect(await relations(member.headers)).toEqual([])
    expect(await emailsTo(owner.admin.email, 'team_member_left')).toHaveLength(1)
    // An ended link can be renewed with a new invitation.
    expect((await invite(owner.headers, member.user.email)).status).toBe(201)
  })
})

describe('a linked member', () => {
  async function linked() {
    const owner = await company()
    const member = await talent({ firstName: 'Ana' })
    const { body } = await invite(owner.headers, member.user.email)
    await confirm(member.headers, body.data.linkId, true)
    return { owner, member, linkId: body.data.linkId }
  }

  it("shows the company the member's profile and best roles only while public", async () => {
    const { owner, member, linkId } = await linked()
    const statementCodes = (await ctx.app.services.framework.getRoleStatements()).get('PD-WRL-003')!.slice(0, 20)
    const saved = await request(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers: member.headers,
      payload: { version: 0, categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-003'], statementCodes },
    })
    expect(saved.status).toBe(200)
    const profileUrl = `/api/talent/${member.user.id}`
    expect((await members(owner))[0]).toMatchObject({ publicProfile: false, bestRoles: [], currentJobTitle: null })
    expect((await request(ctx, { method: 'GET', url: profileUrl, headers: owner.headers })).status).toBe(404)

    await request(ctx, {
      method: 'POST',
      url: '/api/employees/UpdatePublicCompanyTalentProfile',
      headers: member.headers,
      payload: { linkId, publicProfile: true },
    })
    const [shown] = await members(owner)
    expect(shown!.publicProfile).toBe(true)
    expect(shown!.bestRoles.length).toBeGreaterThan(0)
    expect(shown!.bestRoles[0]).toMatchObject({ name: expect.any(String), percentage: expect.any(Number) })
    const profile = await request<{ data: Profile }>(ctx, { method: 'GET', url: profileUrl, headers: owner.headers })
    expect(profile.status).toBe(200)
    expect(profile.body.data.email).toBe('')

    const other = await company()
    expect((await request(ctx, { method: 'GET', url: profileUrl, headers: other.headers })).status).toBe(404)
  })

  it('sees and may apply to private jobs while active, and loses them on unlinking; the company is told', async () => {
    const { owner, member } = await linked()
    const { body: job } = await request<{ data: { id: number } }>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers: owner.headers,
      payload: {
        jobTitle: 'Internal red team lead',
        privacy: 'private',
        description: 'Lead our internal red team.',
        employmentType: 0,
        modality: 'remote',
        expirationDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      },
    })
    await request(ctx, {
      method: 'POST',
      url: `/api/positions/${job.data.id}/status`,
      headers: owner.headers,
      payload: { status: 'published' },
    })
    const read = () => request(ctx, { method: 'GET', url: `/api/positions/${job.data.id}`, headers: member.headers })
    expect((await read()).status).toBe(200)

    const unlinked = await request(ctx, {
      method: 'DELETE',
      url: `/api/employees/unlinkCompany/${owner.company.id}`,
      headers: member.headers,
    })
    expect(unlinked.status).toBe(200)
    expect((await read()).status).toBe(404)
    expect((await members(owner))[0]).toMatchObject({ status: 'unlinked', endedAt: expect.any(String) })
    const [notice] = await emailsTo(owner.admin.email, 'team_member_left')
    expect(notice!.text).toContain('unlinked the company')
    expect(
      (
        await request(ctx, {
          method: 'DELETE',
          url: `/api/employees/unlinkCompany/${owner.company.id}`,
          headers: member.headers,
        })
      ).status,
    ).toBe(404)
  })

  it('lets the company remove a member, who is told; numberOfUsers follows', async () => {
    const { owner, member, linkId } = await linked()
    const count = async () =>
      (
        await request<{ data: { profile: { numberOfUsers: number } } }>(ctx, {
          method: 'GET',
          url: '/api/companies/company',
          headers: owner.headers,
        })
      ).body.data.profile.numberOfUsers
    expect(await count()).toBe(2)
    expect(
      (await request(ctx, { method: 'DELETE', url: `/api/employees/talent/${linkId}`, headers: owner.headers })).status,
    ).toBe(200)
    expect(await count()).toBe(1)
    expect(await relations(member.headers)).toEqual([])
    expect(await emailsTo(member.user.email, 'team_member_removed')).toHaveLength(1)
  })

  it("keeps one company's team from another and a talent's links from other talents", async () => {
    const { owner, member, linkId } = await linked()
    const other = await company()
    const stranger = await talent()
    expect(
      (
        await request(ctx, {
          method: 'GET',
          url: `/api/companies/companyTalents/${owner.company.id}`,
          headers: other.headers,
        })
      ).status,
    ).toBe(404)
    expect(
      (await request(ctx, { method: 'DELETE', url: `/api/employees/talent/${linkId}`, headers: other.headers })).status,
    ).toBe(404)
    expect((await confirm(stranger.headers, linkId, false)).status).toBe(404)
    expect(
      (
        await request(ctx, {
          method: 'POST',
          url: '/api/employees/UpdatePublicCompanyTalentProfile',
          headers: stranger.headers,
          payload: { linkId, publicProfile: true },
        })
      ).status,
    ).toBe(404)
    expect((await members(owner))[0]).toMatchObject({ talentId: member.user.id, status: 'active' })
  })
})
