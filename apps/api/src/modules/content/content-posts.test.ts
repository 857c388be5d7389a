import { describe, expect, it } from 'vitest'
import { XMLParser } from 'fast-xml-parser'
import sharp from 'sharp'
import type { OperatorPost, Post } from '@sentinela/shared/schemas/content'
import { bearer, createCompany, createSessionToken } from '../../../test/factories'
import { multipart, request, useTestApp } from '../../../test/helper'
import { blogPost, contentHelpers, inHours, webinar, type ErrorBody } from './content.test-helpers'

// What visitors read in Content: posts (the blog rule, drafts, Markdown, the list, covers, the feed) and the beginner
// path's jobs.
const ctx = useTestApp()
const { operator, save, publicPosts } = contentHelpers(ctx)

describe('posts (§3, §7 Posts and the blog rule)', () => {
  it('a blog post needs a reference (translated); a webinar (tag 6) needs none but needs speaker and time', async () => {
    const { headers } = await operator()
    const before = (await publicPosts()).totalNumberOfRecords
    const missing = await save(headers, blogPost({ reference: null }), 'pt')
    expect(missing.status).toBe(400)
    expect(missing.body.code).toBe('post_reference_required')
    expect(missing.body.message).toMatch(/referência/)
    expect(missing.body.errors[0]?.path).toBe('reference')
    expect((await save(headers, blogPost({ reference: '' }))).body.code).toBe('post_reference_required')
    expect((await publicPosts()).totalNumberOfRecords).toBe(before)

    const session = await save(headers, webinar({ reference: null }))
    expect(session.status).toBe(201)
    expect(session.body.data.isWebinar).toBe(true)
    const noSpeaker = await save(headers, webinar({ speaker: null, startsAt: null }))
    expect(noSpeaker.status).toBe(400)
    expect(noSpeaker.body.code).toBe('webinar_details_required')
    expect(noSpeaker.body.errors.map((issue) => issue.path)).toEqual(['speaker', 'startsAt'])
  })

  it('drafts are invisible to the public: not listed, no page, not in the feed', async () => {
    const { headers } = await operator()
    const title = `Draft ${Date.now()}`
    const draft = await save(headers, blogPost({ title, status: 'draft' }))
    expect(draft.status).toBe(201)
    expect((await publicPosts(`?filter=${encodeURIComponent(title)}`)).totalNumberOfRecords).toBe(0)
    expect((await request(ctx, { method: 'GET', url: `/api/posts/${draft.body.data.id}` })).status).toBe(404)
    const feed = await ctx.app.inject({ method: 'GET', url: '/feed.xml' })
    expect(feed.body).not.toContain(title)
    // The operator sees it, and publishing makes it public.
    const list = await request<{ data: OperatorPost[] }>(ctx, { method: 'GET', url: '/api/operator/posts', headers })
    expect(list.body.data.some((post) => post.title === title && post.status === 'draft')).toBe(true)
    await request(ctx, {
      method: 'PUT',
      url: `/api/operator/posts/${draft.body.data.id}`,
      headers,
      payload: blogPost({ title, status: 'published' }),
    })
    expect((await publicPosts(`?filter=${encodeURIComponent(title)}`)).totalNumberOfRecords).toBe(1)
    expect((await request(ctx, { method: 'GET', url: `/api/posts/${draft.body.data.id}` })).status).toBe(200)
  })

  it('renders Markdown safely: a script payload and raw HTML never come through', async () => {
    const { headers } = await operator()
    const body = [
      '# Safe',
      '<script>alert("x")</script>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1)) and [source](https://www.example.com)',
      '<iframe src="https://evil.example.com"></iframe>',
    ].join('\n\n')
    const created = await save(headers, blogPost({ body }))
    const { body: page } = await request<{ data: Post }>(ctx, {
      method: 'GET',
      url: `/api/posts/${created.body.data.id}`,
    })
    const html = page.data.bodyHtml
    expect(html).toContain('<h1>Safe</h1>')
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<img[^>]*onerror/i)
    expect(html).not.toMatch(/<iframe/i)
    expect(html).not.toContain('javascript:')
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('href="https://www.example.com"')
  })

  it('§7 Posts: filter on a field, sort, and the "Sentinela Sessions" tag filters to webinars', async () => {
    const { headers } = await operator()
    const stamp = Date.now()
    await save(headers, blogPost({ title: `Alpha ${stamp}`, language: 'es', publishedAt: inHours(-5) }))
    await save(headers, blogPost({ title: `Beta ${stamp}`, language: 'pt', publishedAt: inHours(-2) }))
    const newest = await publicPosts(`?filter=${stamp}&field=title&sort=newest`)
    expect(newest.data.map((post) => post.title)).toEqual([`Beta ${stamp}`, `Alpha ${stamp}`])
    const oldest = await publicPosts(`?filter=${stamp}&sort=oldest`)
    expect(oldest.data.map((post) => post.title)).toEqual([`Alpha ${stamp}`, `Beta ${stamp}`])
    const sessions = await publicPosts('?filter=Sentinela%20Sessions&field=tag&limit=50')
    expect(sessions.data.length).toBeGreaterThan(0)
    expect(sessions.data.every((post) => post.tagIds.includes(6) && post.isWebinar)).toBe(true)
    expect((await publicPosts('?filter=6&field=tag&limit=50')).totalNumberOfRecords).toBe(sessions.totalNumberOfRecords)
    const spanish = await publicPosts('?filter=es&field=language&limit=50')
    expect(spanish.data.every((post) => post.language === 'es')).toBe(true)
    const bad = await request<ErrorBody>(ctx, { method: 'GET', url: '/api/marketplace/items/Posts?sort=random' })
    expect(bad.status).toBe(400)
  })

  it('a cover is re-encoded (a fresh 1200×630 JPEG) and served for the published post', async () => {
    const { headers } = await operator()
    const created = await save(headers, blogPost())
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1c7ed6' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer()
    const upload = multipart('cover.png', png, 'image/png')
    const response = await request<{ data: OperatorPost }>(ctx, {
      method: 'POST',
      url: `/api/operator/posts/${created.body.data.id}/cover`,
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    })
    expect(response.status).toBe(200)
    const cover = await ctx.app.inject({ method: 'GET', url: response.body.data.coverUrl! })
    expect(cover.headers['content-type']).toBe('image/jpeg')
    const meta = await sharp(cover.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1200, 630, undefined])
    const text = multipart('cover.png', Buffer.from('not an image'), 'image/png')
    const refused = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: `/api/operator/posts/${created.body.data.id}/cover`,
      headers: { ...headers, ...text.headers },
      payload: text.payload,
    })
    expect(refused.body.code).toBe('image_type_invalid')
  })

  it('the feed is RSS 2.0 with its text escaped', async () => {
    const { headers } = await operator()
    const title = `Q&A <live> "ask us" ${Date.now()}`
    await save(headers, blogPost({ title }))
    const feed = await ctx.app.inject({ method: 'GET', url: '/feed.xml' })
    expect(feed.headers['content-type']).toContain('application/rss+xml')
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(feed.body) as {
      rss: { '@_version': string; channel: { item: { title: string; link: string }[] } }
    }
    expect(parsed.rss['@_version']).toBe('2.0')
    const item = parsed.rss.channel.item.find((entry) => String(entry.title).startsWith('Q&A'))
    expect(item?.title).toBe(title)
    expect(item?.link).toMatch(/\/blog\/\d+$/)
  })
})

describe('the beginner path (PRODUCT.md "Content")', () => {
  it('lists entry-level jobs: internships and apprenticeships, or no clearance and no NICE minimum above 30%', async () => {
    const { admin } = await createCompany(ctx.app.db, { plan: 'professional' })
    const headers = bearer(await createSessionToken(ctx.app.db, admin.id))
    const { jobInput } = await import('../../../test/factories')
    const post = async (changes: Parameters<typeof jobInput>[0]) => {
      const created = await request<{ data: { id: number } }>(ctx, {
        method: 'POST',
        url: '/api/positions',
        headers,
        payload: jobInput(changes) as unknown as Record<string, unknown>,
      })
      const id = created.body.data.id
      await request(ctx, {
        method: 'POST',
        url: `/api/positions/${id}/status`,
        headers,
        payload: { status: 'published' },
      })
      return id
    }
    const base = jobInput()
    const role = base.roles![0]!
    const intern = await post({ employmentType: 5, roles: [{ ...role, minimumPercentage: 80 }] })
    const open = await post({
      employmentType: 0,
      clearanceRequired: false,
      roles: [{ ...role, minimumPercentage: 30 }],
    })
    const demanding = await post({ employmentType: 0, roles: [{ ...role, minimumPercentage: 60 }] })
    const ids = (
      await request<{ data: { id: number }[] }>(ctx, { method: 'GET', url: '/api/content/entryLevelJobs' })
    ).body.data.map((job) => job.id)
    expect(ids).toContain(intern)
    expect(ids).toContain(open)
    expect(ids).not.toContain(demanding)
  })
})
