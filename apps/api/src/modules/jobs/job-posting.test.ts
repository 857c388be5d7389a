import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Job } from '@sentinela/shared/schemas/jobs'
import { bearer, createCompany, createSessionToken } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'

const webDist = mkdtempSync(join(tmpdir(), 'sentinela-web-'))
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><title>Sentinela</title></head><body><div id="root"></div></body></html>',
)
const ctx = useTestApp({ WEB_DIST_DIR: webDist, APP_URL: 'https://sentinela.example.com' })

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function job(privacy: 'public' | 'private', publish = true) {
  const { company, admin } = await createCompany(ctx.app.db, { name: 'Andes <Secure>', plan: 'professional' })
  const headers = bearer(await createSessionToken(ctx.app.db, admin.id))
  const { body } = await request<{ data: Job }>(ctx, {
    method: 'POST',
    url: '/api/positions',
    headers,
    payload: {
      jobTitle: 'Cloud Security Engineer </script><script>alert(1)</script>',
      privacy,
      description: 'Protect our AWS estate.',
      salaryMin: 80_000,
      salaryMax: 110_000,
      employmentType: 0,
      country: 'CO',
      city: 'Bogotá',
      modality: 'remote',
      expirationDate: inDays(20),
    },
  })
  if (publish) {
    await request(ctx, {
      method: 'POST',
      url: `/api/positions/${body.data.id}/status`,
      headers,
      payload: { status: 'published' },
    })
  }
  return { id: body.data.id, company }
}

function jsonLdOf(html: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined
}

describe('the public job page carries schema.org JobPosting data', () => {
  it('puts the posting, title and description in the HTML of /jobs/{id}, safe from the text typed', async () => {
    const { id } = await job('public')
    const response = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('<script>alert(1)</script>')
    expect(response.body).toContain('<title>Cloud Security Engineer &lt;/script&gt;')
    expect(response.body).toContain('<meta name="description" content="Protect our AWS estate.">')
    expect(jsonLdOf(response.body)).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Cloud Security Engineer </script><script>alert(1)</script>',
      description: 'Protect our AWS estate.',
      validThrough: `${inDays(20)}T23:59:59Z`,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Andes <Secure>' },
      jobLocation: { address: { addressLocality: 'Bogotá', addressCountry: 'CO' } },
      jobLocationType: 'TELECOMMUTE',
      baseSalary: { currency: 'USD', value: { minValue: 80_000, maxValue: 110_000, unitText: 'YEAR' } },
      url: `https://sentinela.example.com/jobs/${id}`,
    })
  })

  it('leaves private, draft and unknown jobs as the plain app page', async () => {
    const privateJob = await job('private')
    const draft = await job('public', false)
    for (const url of [`/jobs/${privateJob.id}`, `/jobs/${draft.id}`, '/jobs/999999', '/jobs/new']) {
      const response = await ctx.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain('<title>Sentinela</title>')
      expect(jsonLdOf(response.body), url).toBeUndefined()
    }
  })
})
