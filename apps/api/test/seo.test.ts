import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { positions, posts } from '../src/db/schema/index'
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
    const sitemapIndex = parser.parse(index.body) as { sitemapindex: { sitemap: { loc: string }[] } }
    expect(sitemapIndex.sitemapindex.sitemap.map((entry) => entry.loc)).toEqual([
      'https://sentinela.example.com/sitemaps/jobs-1.xml',
      'https://sentinela.example.com/sitemaps/posts.xml',
    ])

    const page = await ctx.app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' })
    expect(page.statusCode).toBe(200)
    const urlset = parser.parse(page.body) as { urlset: { url: { loc: string } | { loc: string }[] } }
    const locs = [urlset.urlset.url].flat().map((url) => url.loc)
    expect(locs).toEqual([`https://sentinela.example.com/jobs/${rows[0]!.id}`])
  })

  it('lists every published post that is due, and no draft nor a post dated later', async () => {
    const base = {
      body: 'Texto.',
      language: 'es' as const,
      author: 'Equipo Sentinela',
      reference: 'https://example.com',
    }
    const rows = await ctx.app.db
      .insert(posts)
      .values([
        { ...base, title: 'Publicado', status: 'published' as const, publishedAt: new Date(Date.now() - 86_400_000) },
        { ...base, title: 'Borrador', status: 'draft' as const },
        { ...base, title: 'Mañana', status: 'published' as const, publishedAt: new Date(Date.now() + 86_400_000) },
      ])
      .returning({ id: posts.id })

    const page = await ctx.app.inject({ method: 'GET', url: '/sitemaps/posts.xml' })
    expect(page.statusCode).toBe(200)
    const parsed = new XMLParser().parse(page.body) as { urlset: { url: { loc: string } | { loc: string }[] } }
    const locs = [parsed.urlset.url].flat().map((url) => url.loc)
    expect(locs).toContain(`https://sentinela.example.com/blog/${rows[0]!.id}`)
    expect(locs).not.toContain(`https://sentinela.example.com/blog/${rows[1]!.id}`)
    expect(locs).not.toContain(`https://sentinela.example.com/blog/${rows[2]!.id}`)
  })
})
