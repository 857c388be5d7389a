import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { positions } from '../src/db/schema/index'
import { createCompany } from './factories'
import { useTestApp } from './helper'

const ctx = useTestApp({ APP_URL: 'https://sentinela.example.com' })

describe('robots.txt and sitemap.xml', () => {
  it('keeps private screens out and points crawlers at the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    for (const line of ['Disallow: /api/', 'Disallow: /talent/', 'Disallow: /company/', 'Allow: /jobs']) {
      expect(response.body).toContain(line)
    }
    expect(response.body).toContain('Sitemap: https://sentinela.example.com/sitemap.xml')
  })

  it('lists every published public job that is open, and nothing else', async () => {
    const { company, admin } = await createCompany(ctx.app.db)
    const base = {
      companyId: company.id,
      createdBy: admin.id,
      jobTitle: 'Analista SOC',
      description: 'Monitoreo y respuesta a incidentes.',
      employmentType: 1,
      modality: 'remote',
      country: 'CO',
      expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    }
    const rows = await ctx.app.db
      .insert(positions)
      .values([
        { ...base, status: 'published' as const, privacy: 'public' as const },
        { ...base, status: 'published' as const, privacy: 'private' as const },
        { ...base, status: 'draft' as const, privacy: 'public' as const },
        { ...base, status: 'published' as const, privacy: 'public' as const, expirationDate: '2020-01-01' },
      ])
      .returning({ id: positions.id })

    const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(index.statusCode).toBe(200)
    const parser = new XMLParser()
    const sitemapIndex = parser.parse(index.body) as { sitemapindex: { sitemap: { loc: string } } }
    expect(sitemapIndex.sitemapindex.sitemap.loc).toBe('https://sentinela.example.com/sitemaps/jobs-1.xml')

    const page = await ctx.app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' })
    expect(page.statusCode).toBe(200)
    const urlset = parser.parse(page.body) as { urlset: { url: { loc: string } | { loc: string }[] } }
    const locs = [urlset.urlset.url].flat().map((url) => url.loc)
    expect(locs).toEqual([`https://sentinela.example.com/jobs/${rows[0]!.id}`])
  })
})
