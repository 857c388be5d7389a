import type { OperatorPost, Post } from '@sentinela/shared/schemas/content'
import { bearer, createOperator, createSessionToken, createTalent } from '../../../test/factories'
import { request, type TestContext } from '../../../test/helper'

/**
 * What the content test files share: an operator and a talent signed in, a blog post and a webinar to save, and the
 * public list of posts. Each test file builds its own app (`useTestApp`) and passes it here.
 */

export type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
export type Headers = Record<string, string>

export const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()

export const blogPost = (changes: Record<string, unknown> = {}) => ({
  title: 'Five labs to practise incident response',
  body: 'Start with **log analysis**, then move to memory forensics.',
  language: 'en',
  tagIds: [3],
  reference: 'https://www.example.com/labs',
  author: 'Sentinela editorial team',
  status: 'published',
  ...changes,
})

export const webinar = (changes: Record<string, unknown> = {}) => ({
  title: 'Threat hunting with open data',
  body: 'A live session on **hunting** with public telemetry.',
  language: 'en',
  tagIds: [6],
  author: 'Sentinela Sessions',
  status: 'published',
  speaker: 'Marina Quispe',
  startsAt: inHours(72),
  durationMinutes: 60,
  joinUrl: 'https://meet.example.com/session',
  ...changes,
})

export function contentHelpers(ctx: TestContext) {
  async function operator() {
    const user = await createOperator(ctx.app.db)
    return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
  }

  async function talent() {
    const user = await createTalent(ctx.app.db)
    return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
  }

  const save = (headers: Headers, payload: unknown, language = 'en') =>
    request<{ data: OperatorPost } & ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/operator/posts',
      headers: { ...headers, 'accept-language': language },
      payload: payload as Record<string, unknown>,
    })

  const publicPosts = async (query = '') =>
    (
      await request<{ data: Post[]; totalNumberOfRecords: number }>(ctx, {
        method: 'GET',
        url: `/api/marketplace/items/Posts${query}`,
      })
    ).body

  return { operator, talent, save, publicPosts }
}
