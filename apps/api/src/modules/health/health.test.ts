import { describe, expect, it } from 'vitest'
import { request, useTestApp } from '../../../test/helper'

const ctx = useTestApp()

describe('health', () => {
  it('GET /healthz answers while the process lives', async () => {
    expect(await request(ctx, { method: 'GET', url: '/healthz' })).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    })
  })

  it('GET /readyz checks the database', async () => {
    expect(await request(ctx, { method: 'GET', url: '/readyz' })).toMatchObject({
      status: 200,
      body: { status: 'ready' },
    })
  })

  it('tags every answer with a request id, keeping the caller one', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-123' } })
    expect(response.headers['x-request-id']).toBe('trace-123')
    const generated = await ctx.app.inject({ method: 'GET', url: '/healthz' })
    expect(String(generated.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/)
  })
})
