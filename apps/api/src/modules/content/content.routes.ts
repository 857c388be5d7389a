import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  dataEnvelope,
  ErrorResponseSchema,
  IdParams,
  IdParamSchema,
  pageEnvelope,
} from '@sentinela/shared/schemas/common'
import {
  EntryLevelJobSchema,
  OperatorPostSchema,
  PostInputSchema,
  PostSchema,
  PostsQuerySchema,
  WebinarListSchema,
  WebinarSchema,
} from '@sentinela/shared/schemas/content'
import { PHOTO_MAX_BYTES, readUpload } from '../../lib/uploads'
import { signedInUser } from '../../plugins/access'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}
const tags = ['Content']
const Done = dataEnvelope(z.object({ done: z.literal(true) }))
const COVER_NAME = /^[0-9a-f-]{36}\.jpg$/

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** §3 blog posts, §7 `marketplace/items/Posts`, the Sentinela Sessions webinars and the operator's back office. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services
  const origin = app.config.APP_URL

  app.get(
    '/api/marketplace/items/Posts',
    {
      schema: {
        tags,
        summary: 'Published posts: filter (matched on field: title, tag, language, author), sort and page',
        querystring: PostsQuerySchema,
        response: { 200: pageEnvelope(PostSchema), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => content.listPosts(request.query),
  )

  app.get(
    '/api/posts/:id',
    {
      schema: {
        tags,
        summary: 'One published post',
        params: IdParams,
        response: { 200: dataEnvelope(PostSchema), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await content.getPost(request.params.id) }),
  )

  app.get(
    '/api/posts/:id/cover/:name',
    {
      schema: {
        tags,
        summary: "A published post's cover (re-encoded JPEG)",
        params: z.object({ id: IdParamSchema, name: z.string().max(64).regex(COVER_NAME, 'invalid') }),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const cover = await content.readCover(request.params.id, request.params.name)
      return reply.type('image/jpeg').header('Cache-Control', 'public, max-age=86400').send(cover)
    },
  )

  app.get(
    '/api/webinars',
    {
      schema: {
        tags,
        summary: 'Sentinela Sessions: upcoming and past webinars (with the signed-in talent’s registrations)',
        response: { 200: dataEnvelope(WebinarListSchema), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await content.listWebinars(request.user) }),
  )

  app.get(
    '/api/content/entryLevelJobs',
    {
      schema: {
        tags,
        summary:
          'Entry-level jobs for the beginner path: internships, apprenticeships, or no clearance and NICE minimum ≤ 30%',
        response: { 200: dataEnvelope(z.array(EntryLevelJobSchema)), ...errors },
      },
      config: { access: 'public' },
    },
    async () => ({ data: await content.entryLevelJobs() }),
  )

  app.post(
    '/api/webinars/:id/attend',
    {
      schema: {
        tags,
        summary: 'Register the talent for a session (once per talent)',
        params: IdParams,
        response: { 201: dataEnvelope(WebinarSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await content.attend(request, signedInUser(request).id, request.params.id) }),
  )

  app.get(
    '/api/webinars/:id/calendar.ics',
    {
      schema: { tags, summary: 'The session as a calendar file (RFC 5545, times in UTC)', params: IdParams },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const ics = await content.calendar(request.params.id, `${origin}/sentinelaSessions?session=${request.params.id}`)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="sentinela-session-${request.params.id}.ics"`)
        .send(ics)
    },
  )

  /** RSS 2.0 of the published posts, newest first. */
  app.get('/feed.xml', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) => {
    const items = await content.feedItems()
    const entries = items.map((post) => {
      const link = `${origin}/blog/${post.id}`
      return [
        '<item>',
        `<title>${xmlEscape(post.title)}</title>`,
        `<link>${xmlEscape(link)}</link>`,
        `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
        post.publishedAt ? `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : '',
        `<dc:creator>${xmlEscape(post.author)}</dc:creator>`,
        `<description>${xmlEscape(post.summary)}</description>`,
        '</item>',
      ].join('')
    })
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '<channel>',
      '<title>Sentinela</title>',
      `<link>${xmlEscape(`${origin}/blog`)}</link>`,
      `<atom:link href="${xmlEscape(`${origin}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
      '<description>Cybersecurity careers, training and Sentinela Sessions</description>',
      ...entries,
      '</channel>',
      '</rss>',
    ].join('\n')
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(`${xml}\n`)
  })

  // ——— Operator back office ———

  app.get(
    '/api/operator/posts',
    {
      schema: {
        tags,
        summary: 'Every post and webinar, drafts included, with registration counts',
        response: { 200: dataEnvelope(z.array(OperatorPostSchema)), ...errors },
      },
      config: { access: 'operator' },
    },
    async () => ({ data: await content.listForOperator() }),
  )

  app.get(
    '/api/operator/posts/:id',
    {
      schema: {
        tags,
        summary: 'One post to edit',
        params: IdParams,
        response: { 200: dataEnvelope(OperatorPostSchema), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request) => ({ data: await content.getForOperator(request.params.id) }),
  )

  app.post(
    '/api/operator/posts',
    {
      schema: {
        tags,
        summary: 'Write a post or webinar (draft or published)',
        body: PostInputSchema,
        response: { 201: dataEnvelope(OperatorPostSchema), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await content.create(request, signedInUser(request), request.body) }),
  )

  app.put(
    '/api/operator/posts/:id',
    {
      schema: {
        tags,
        summary: 'Edit, publish or unpublish a post',
        params: IdParams,
        body: PostInputSchema,
        response: { 200: dataEnvelope(OperatorPostSchema), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request) => ({
      data: await content.update(request, signedInUser(request), request.params.id, request.body),
    }),
  )

  app.delete(
    '/api/operator/posts/:id',
    {
      schema: { tags, summary: 'Delete a post', params: IdParams, response: { 200: Done, ...errors } },
      config: { access: 'operator' },
    },
    async (request) => {
      await content.remove(request, signedInUser(request), request.params.id)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/api/operator/posts/:id/cover',
    {
      schema: {
        tags,
        summary: "Upload a post's cover (png/jpg by content, up to 5 MB; re-encoded)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: dataEnvelope(OperatorPostSchema), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request) => {
      const { bytes } = await readUpload(request, PHOTO_MAX_BYTES)
      return { data: await content.setCover(request, signedInUser(request), request.params.id, bytes) }
    },
  )
}
export default contentRoutes
