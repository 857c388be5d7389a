import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/index'
import { bearer, createCompany, createTalent, signIn, TEST_PASSWORD } from '../../../test/factories'
import { request } from '../../../test/helper'
import { useAccountsTestApp } from './accounts.test-helpers'

const { ctx, smtp, post, auditOf } = useAccountsTestApp()

describe('settings', () => {
  it('saves communication, privacy and language preferences', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await signIn(ctx, talent.email)
    await request(ctx, {
      method: 'POST',
      url: '/api/users/CommunicationPreferences',
      headers: bearer(token),
      payload: { jobAlerts: false, applicationUpdates: true, trainingRecommendations: false, productNews: true },
    })
    await request(ctx, {
      method: 'PUT',
      url: '/api/users/privacy',
      headers: bearer(token),
      payload: { dataSharingConsent: true, marketingConsent: false, topTalentOptIn: true },
    })
    await request(ctx, {
      method: 'PUT',
      url: '/api/users/language',
      headers: bearer(token),
      payload: { language: 'pt' },
    })
    const { body } = await request(ctx, { method: 'GET', url: '/api/users/Preferences', headers: bearer(token) })
    expect(body).toEqual({
      data: {
        language: 'pt',
        communication: {
          jobAlerts: false,
          applicationUpdates: true,
          trainingRecommendations: false,
          productNews: true,
        },
        privacy: { dataSharingConsent: true, marketingConsent: false, topTalentOptIn: true },
      },
    })
  })

  it('lists sign-in methods and connected accounts', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await signIn(ctx, talent.email)
    const { body } = await request(ctx, { method: 'GET', url: '/api/users/ConnectedAccounts', headers: bearer(token) })
    expect(body).toEqual({ data: { hasPassword: true, twoStepEnabled: false, accounts: [], availableProviders: [] } })
  })

  it('deletes the account only with its e-mail and password, removing personal data and sessions', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await signIn(ctx, talent.email)
    const refused = await request<{ code: string }>(ctx, {
      method: 'DELETE',
      url: '/api/users/user',
      headers: bearer(token),
      payload: { email: talent.email, password: 'Wrong-Password-1' },
    })
    expect(refused.body.code).toBe('deletion_not_confirmed')
    const deleted = await request(ctx, {
      method: 'DELETE',
      url: '/api/users/user',
      headers: bearer(token),
      payload: { email: talent.email, password: TEST_PASSWORD },
    })
    expect(deleted.status).toBe(200)
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, talent.id))
    expect(row).toMatchObject({ status: 'deleted', firstName: '', phone: null, passwordHash: null })
    expect(row!.email).not.toBe(talent.email)
    expect((await request(ctx, { method: 'GET', url: '/api/profile', headers: bearer(token) })).status).toBe(401)
    expect((await post('/authentication/login', { email: talent.email, password: TEST_PASSWORD })).status).toBe(401)
    await smtp.waitFor(talent.email, { subject: /deleted/ })
    expect(await auditOf(talent.id)).toContain('account_deleted')
  })

  it('lets an account without a password (provider sign-in only) confirm deletion with its e-mail', async () => {
    const talent = await createTalent(ctx.app.db, { passwordHash: null })
    const { createSessionToken } = await import('../../../test/factories')
    const token = await createSessionToken(ctx.app.db, talent.id)
    const deleted = await request(ctx, {
      method: 'DELETE',
      url: '/api/users/user',
      headers: bearer(token),
      payload: { email: talent.email, password: '-' },
    })
    expect(deleted.status).toBe(200)
  })

  it('keeps a main admin with other admins from deleting the account', async () => {
    const { admin, company } = await createCompany(ctx.app.db)
    const { createCompanyUser } = await import('../../../test/factories')
    await createCompanyUser(ctx.app.db, company.id)
    const token = await signIn(ctx, admin.email)
    const { status, body } = await request<{ code: string }>(ctx, {
      method: 'DELETE',
      url: '/api/users/user',
      headers: bearer(token),
      payload: { email: admin.email, password: TEST_PASSWORD },
    })
    expect(status).toBe(409)
    expect(body.code).toBe('main_admin_has_admins')
  })
})
