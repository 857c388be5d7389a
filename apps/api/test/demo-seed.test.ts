import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemo } from '../seed/demo'
import { request, useTestApp } from './helper'

const ctx = useTestApp()

describe('demo seed', () => {
  it('creates the README demo accounts, who can sign in, and is idempotent', async () => {
    await seedDemo(ctx.app.db)
    await seedDemo(ctx.app.db)
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
  })
})
