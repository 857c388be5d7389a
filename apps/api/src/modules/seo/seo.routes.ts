import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { rowsOf } from '../../lib/sql'

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_PAGE_SIZE = 50_000

/**
 * Signed-in screens and the API are nobody's search result; public jobs are everybody's. The AI search's results page
 * (#18, `/search?q=…`) is open to visitors but is a page per question: crawlers find the jobs through the sitemap.
 */
const PRIVATE_PREFIXES = [
  '/api/',
  '/talent/',
  '/company/',
  '/dashboard',
  '/settings',
  '/operator',
  '/builder',
  '/dev/',
  '/search',
]

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/**
 * What crawlers read (#13): robots.txt keeps private screens out, sitemap.xml lists every published public job so
 * its page (with its schema.org JobPosting data) is found (an index of pages of 50,000 jobs each), and every
 * published post (#15).
 */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.APP_URL
  const openPublicJobs = sql`status = 'published' and expiration_date >= current_date and privacy = 'public'`

  app.get('/robots.txt', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) => {
    const lines = ['User-agent: *', ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), 'Allow: /jobs']
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`)
  })

  app.get('/sitemap.xml', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) => {
    const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(
      await app.db.execute(sql`select count(*)::int as total from positions where ${openPublicJobs}`),
    )
    const pages = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE))
    const entries = [
      ...Array.from(
        { length: pages },
        (_, index) => `<sitemap><loc>${xmlEscape(`${origin}/sitemaps/jobs-${index + 1}.xml`)}</loc></sitemap>`,
      ),
      `<sitemap><loc>${xmlEscape(`${origin}/sitemaps/posts.xml`)}</loc></sitemap>`,
    ]
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`,
      )
  })

  app.get(
    '/sitemaps/jobs-:page.xml',
    {
      schema: { hide: true, params: z.object({ page: z.coerce.number().int().min(1).max(10_000) }) },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const rows = rowsOf<{ id: number; lastModified: string }>(
        await app.db.execute(sql`select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as "lastModified"
          from positions where ${openPublicJobs} order by id
          limit ${SITEMAP_PAGE_SIZE} offset ${(request.params.page - 1) * SITEMAP_PAGE_SIZE}`),
      )
      const urls = rows.map(
        (row) => `<url><loc>${xmlEscape(`${origin}/jobs/${row.id}`)}</loc><lastmod>${row.lastModified}</lastmod></url>`,
      )
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
        )
    },
  )

  // Published posts (the blog and Sentinela Sessions), each at its own page; drafts and posts not yet due stay out.
  app.get('/sitemaps/posts.xml', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) => {
    const rows = rowsOf<{ id: number; lastModified: string }>(
      await app.db.execute(sql`select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as "lastModified"
        from posts where status = 'published' and published_at <= now() order by id limit ${SITEMAP_PAGE_SIZE}`),
    )
    const urls = rows.map(
      (row) => `<url><loc>${xmlEscape(`${origin}/blog/${row.id}`)}</loc><lastmod>${row.lastModified}</lastmod></url>`,
    )
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      )
  })
}
export default seoRoutes
