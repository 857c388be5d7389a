import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { CompanyProfile, CompanyProfileInput, CompanyUser } from '@sentinela/shared/schemas/company'
import { companyTeamMembers } from '../../db/schema/index'
import {
  bearer,
  createCompany,
  createCompanyUser,
  createSessionToken,
  createTalent,
  signIn,
  TEST_PASSWORD,
} from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'

const ctx = useTestApp()

type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }

async function company() {
  const { company: row, admin } = await createCompany(ctx.app.db)
  return { company: row, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
}

async function readProfile(headers: Record<string, string>) {
  const { status, body } = await request<{ data: { profile: CompanyProfile } }>(ctx, {
    method: 'GET',
    url: '/api/companies/company',
    headers,
  })
  expect(status).toBe(200)
  return body.data.profile
}

const profileInput = (changes: Partial<CompanyProfileInput> = {}): CompanyProfileInput => ({
  version: 0,
  name: 'Andes Secure',
  industry: 'computer_network_security',
  country: 'CO',
  region: 'CO-DC',
  city: 'Bogotá',
  description: 'Managed detection and response for Latin America.',
  ceo: 'Camila Torres',
  foundedYear: 2014,
  numberOfEmployees: 4,
  revenueRange: 2,
  adminFirstName: 'Mateo',
  adminLastName: 'Rojas',
  adminJobTitle: 'CISO',
  phone: '300 123 4567',
  phoneCountry: 'CO',
  website: 'https://andes.example.com',
  secondaryEmail: 'security@andes.example.com',
  employer: true,
  ...changes,
})

const adminInput = (changes: Record<string, unknown> = {}) => ({
  firstName: 'Valentina',
  lastName: 'Gómez',
  jobTitle: 'Talent Acquisition Lead',
  email: `admin.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  ...changes,
})

describe('company profile (GET /companies/company, PUT /companies)', () => {
  it('saves every §3 field, normalises the phone, and refuses a stale version without losing anything', async () => {
    const { headers } = await company()
    const { status, body } = await request<{ data: CompanyProfile }>(ctx, {
      method: 'PUT',
      url: '/api/companies',
      headers,
      payload: profileInput(),
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ...profileInput(), version: 1, phone: '+573001234567', logoUrl: null })
    expect(await readProfile(headers)).toMatchObject({ name: 'Andes Secure', ceo: 'Camila Torres', version: 1 })

    const stale = await request<ErrorBody>(ctx, {
      method: 'PUT',
      url: '/api/companies',
      headers,
      payload: profileInput({ name: 'Overwritten?' }),
    })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('company_version_conflict')
    expect((await readProfile(headers)).name).toBe('Andes Secure')
  })

  it('refuses bad input with translated field messages and changes nothing', async () => {
    const { headers, company: row } = await company()
    const { status, body } = await request<ErrorBody>(ctx, {
      method: 'PUT',
      url: '/api/companies',
      headers: { ...headers, 'accept-language': 'es' },
      payload: profileInput({ name: '', phone: '12', foundedYear: new Date().getFullYear() + 1, website: 'andes' }),
    })
    expect(status).toBe(400)
    expect(body.errors.map((issue) => issue.path).sort()).toEqual(['foundedYear', 'name', 'phone', 'website'])
    expect(body.errors.find((issue) => issue.path === 'name')!.message).toBe('Este campo es obligatorio.')
    expect((await readProfile(headers)).name).toBe(row.name)

    const refined = await request<ErrorBody>(ctx, {
      method: 'PUT',
      url: '/api/companies',
      headers,
      payload: profileInput({ phone: '12', foundedYear: new Date().getFullYear() + 1 }),
    })
    expect(refined.body.errors.map((issue) => issue.code).sort()).toEqual(['date_in_future', 'invalid_phone'])
  })

  it('uploads a logo through the upload service, by content, and serves it re-encoded', async () => {
    const { headers } = await company()
    const png = await sharp({ create: { width: 800, height: 400, channels: 4, background: '#1c4ed8' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png')
    const upload = await ctx.app.inject({ method: 'POST', url: '/api/azurefile/uploadfile', headers, body: form })
    expect(upload.statusCode, upload.body).toBe(200)
    const { logoUrl } = (upload.json() as { data: { logoUrl: string } }).data
    expect((await readProfile(headers)).logoUrl).toBe(logoUrl)
    const served = await ctx.app.inject({ method: 'GET', url: logoUrl })
    expect(served.headers['content-type']).toBe('image/png')
    expect((await sharp(served.rawPayload).metadata()).width).toBe(512)

    const text = new FormData()
    text.append('file', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'logo.png')
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/azurefile/uploadfile', headers, body: text })
    expect(refused.statusCode).toBe(400)
    expect((refused.json() as ErrorBody).code).toBe('image_type_invalid')

    await request(ctx, { method: 'DELETE', url: '/api/azurefile/deletefile', headers, payload: { kind: 'logo' } })
    expect((await readProfile(headers)).logoUrl).toBeNull()
    expect((await ctx.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404)
  })
})

describe('admin users (POST /employees, DELETE /employees/{id})', () => {
  it('lets the main admin add an admin user who signs in at once; numberOfUsers follows', async () => {
    const { headers, company: row } = await company()
    expect((await readProfile(headers)).numberOfUsers).toBe(1)
    const input = adminInput()
    const { status, body } = await request<{ data: CompanyUser }>(ctx, {
      method: 'POST',
      url: '/api/employees',
      headers,
      payload: input,
    })
    expect(status).toBe(201)
    expect(body.data).toMatchObject({
      email: input.email,
      isMainAdmin: false,
      status: 'active',
      jobTitle: input.jobTitle,
    })
    expect(await signIn(ctx, input.email)).toEqual(expect.any(String))
    const profile = await readProfile(headers)
    expect(profile.numberOfUsers).toBe(2)
    expect(profile.users.map((user) => user.isMainAdmin)).toEqual([true, false])

    // Active cyber team members count too; pending invitations do not.
    const member = await createTalent(ctx.app.db)
    const invited = await createTalent(ctx.app.db)
    await ctx.app.db.insert(companyTeamMembers).values([
      { companyId: row.id, talentId: member.id, status: 'active' },
      { companyId: row.id, talentId: invited.id, status: 'pending' },
    ])
    expect((await readProfile(headers)).numberOfUsers).toBe(3)
  })

  it('requires every field, the password rule and a matching confirmation (§5)', async () => {
    const { headers } = await company()
    const { status, body } = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/employees',
      headers: { ...headers, 'accept-language': 'pt' },
      payload: adminInput({ firstName: '', lastName: ' ', jobTitle: '', password: 'short' }),
    })
    expect(status).toBe(400)
    expect(body.errors.map((issue) => `${issue.path}:${issue.code}`).sort()).toEqual([
      'confirmPassword:passwords_do_not_match',
      'firstName:required',
      'jobTitle:required',
      'lastName:required',
      'password:password_weak',
    ])
    expect(body.errors.find((issue) => issue.path === 'firstName')!.message).toBe('Este campo é obrigatório.')

    const mismatch = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/employees',
      headers,
      payload: adminInput({ confirmPassword: `${TEST_PASSWORD}x` }),
    })
    expect(mismatch.body.errors).toEqual([
      expect.objectContaining({ path: 'confirmPassword', code: 'passwords_do_not_match' }),
    ])
    expect((await readProfile(headers)).users).toHaveLength(1)
  })

  it('refuses an e-mail already registered, saying whether it belongs to a company', async () => {
    const { headers, admin } = await company()
    const talent = await createTalent(ctx.app.db)
    const taken = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/employees',
      headers,
      payload: adminInput({ email: talent.email }),
    })
    expect(taken.body.code).toBe('email_already_registered')
    const companyEmail = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/employees',
      headers,
      payload: adminInput({ email: admin.email.toUpperCase() }),
    })
    expect(companyEmail.body.code).toBe('email_belongs_to_company')
  })

  it('lets only the main admin create or remove admins; removal ends their sessions', async () => {
    const { headers, company: row } = await company()
    const adminUser = await createCompanyUser(ctx.app.db, row.id)
    const adminHeaders = bearer(await createSessionToken(ctx.app.db, adminUser.id))
    const refused = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/employees',
      headers: adminHeaders,
      payload: adminInput(),
    })
    expect(refused.status).toBe(403)
    expect(
      (await request(ctx, { method: 'DELETE', url: `/api/employees/${adminUser.id}`, headers: adminHeaders })).status,
    ).toBe(403)

    const removed = await request(ctx, { method: 'DELETE', url: `/api/employees/${adminUser.id}`, headers })
    expect(removed.status).toBe(200)
    expect((await request(ctx, { method: 'GET', url: '/api/companies/company', headers: adminHeaders })).status).toBe(
      401,
    )
    expect((await readProfile(headers)).numberOfUsers).toBe(1)
    await expect(signIn(ctx, adminUser.email)).rejects.toThrow()
  })

  it('never removes the main admin nor another company user', async () => {
    const x = await company()
    const y = await company()
    const yAdmin = await createCompanyUser(ctx.app.db, y.company.id)
    expect(
      (await request(ctx, { method: 'DELETE', url: `/api/employees/${x.admin.id}`, headers: x.headers })).status,
    ).toBe(403)
    expect(
      (await request(ctx, { method: 'DELETE', url: `/api/employees/${yAdmin.id}`, headers: x.headers })).status,
    ).toBe(404)
    const list = await request<{ data: CompanyUser[] }>(ctx, {
      method: 'GET',
      url: '/api/employees',
      headers: x.headers,
    })
    expect(list.body.data.map((user) => user.id)).toEqual([x.admin.id])
  })
})
