import { describe, expect, it } from 'vitest'
import { request, useTestApp } from './helper'

const ctx = useTestApp()

describe('unknown routes', () => {
  it('answer 404 with the error shape, translated', async () => {
    const { status, body } = await request(ctx, {
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'accept-language': 'es' },
    })
    expect(status).toBe(404)
    expect(body).toEqual({
      statusCode: 404,
      code: 'route_not_found',
      message: 'No hay nada en esta dirección.',
      errors: [],
    })
  })

  it('fall back to English for languages we do not speak', async () => {
    const { body } = await request<{ message: string }>(ctx, {
      method: 'DELETE',
      url: '/api/nowhere',
      headers: { 'accept-language': 'de' },
    })
    expect(body.message).toBe('There is nothing at this address.')
  })
})

describe('OpenAPI', () => {
  it('GET /api/openapi.json documents the Framework calls from their zod schemas', async () => {
    const { status, body } = await request<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(ctx, {
      method: 'GET',
      url: '/api/openapi.json',
    })
    expect(status).toBe(200)
    expect(body.openapi).toMatch(/^3\./)
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/workforceframework/categories',
        '/api/workforceframework/categories/specialties',
        '/api/workforceframework/quizAttribute',
        '/api/master-data',
      ]),
    )
    const specialties = body.paths['/api/workforceframework/categories/specialties']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } }
    }
    expect(specialties.requestBody.content['application/json'].schema.required).toEqual(['categoryCodes'])
  })

  it('GET /api/docs serves the docs page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
  })
})

describe('security headers', () => {
  it('set a content security policy and forbid framing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})
