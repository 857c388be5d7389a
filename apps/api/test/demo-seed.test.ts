import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemo } from '../seed/demo'
import { request, useTestApp } from './helper'

const ctx = useTestApp()

describe('demo seed', () => {
  it('creates the README demo accounts, who can sign in, and is idempotent', async () => {
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    for (const [email, role] of [
      ['talent@example.com', 'talent'],
      ['company@example.com', 'company'],
      ['recruiter@example.com', 'company'],
    ] as const) {
      const { status, body } = await request<{ data: { role: string } }>(ctx, {
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email, password: DEMO_PASSWORD },
      })
      expect(status, email).toBe(200)
      expect(body.data.role).toBe(role)
    }
    const token = (
      await request<{ data: { token: string } }>(ctx, {
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email: 'talent@example.com', password: DEMO_PASSWORD },
      })
    ).body.data.token
    const fits = await request<{ data: { workRoleCode: string; percentage: number }[] }>(ctx, {
      method: 'GET',
      url: '/api/profile/fit',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(fits.body.data[0]).toMatchObject({ workRoleCode: 'PD-WRL-001' })
    expect(fits.body.data[0]!.percentage).toBeGreaterThan(50)
  })
})
