import { z } from 'zod'
import { IdSchema, PAGE_MAX } from './common'

/**
 * §3 blog posts and the Sentinela Sessions webinars (PRODUCT.md "Content"), written by the operator.
 *
 * Calls (all under /api):
 * - public: GET /marketplace/items/Posts (filter, field, sort), GET /posts/{id}, GET /webinars,
 *   GET /webinars/{id}/calendar.ics; the RSS feed is /feed.xml
 * - talent: POST /webinars/{id}/attend (once per talent)
 * - operator: GET/POST /operator/posts, GET/PUT/DELETE /operator/posts/{id}, POST /operator/posts/{id}/cover
 */

/** §7: tag id 6 "Sentinela Sessions" marks a webinar; every other post is a blog post. */
export const WEBINAR_TAG_ID = 6
/** The post tags; names are in the `content` catalog under `tags.<key>`. */
export const POST_TAGS = [
  { id: 1, key: 'careers' },
  { id: 2, key: 'threat_intelligence' },
  { id: 3, key: 'training' },
  { id: 4, key: 'community' },
  { id: 5, key: 'industry' },
  { id: WEBINAR_TAG_ID, key: 'sentinela_sessions', name: 'Sentinela Sessions' },
] as const
export const POST_TAG_IDS = POST_TAGS.map((tag) => tag.id) as number[]

export const POST_LANGUAGES = ['en', 'es', 'pt'] as const
export const POST_STATUSES = ['draft', 'published'] as const

/** §9: webinar times are shown in California and New York time, and in the viewer's own zone. */
export const WEBINAR_TIME_ZONES = ['America/Los_Angeles', 'America/New_York'] as const

/** An http(s) address, or nothing (an empty field counts as nothing). */
const httpUrl = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .url({ protocol: /^https?$/, error: 'invalid_url' })
      .max(max, 'too_long')
      .nullish()
      .transform((value) => value ?? null),
  )

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .nullish()
    .transform((value) => value || null)

/** What the operator saves. The tag and reference rules are checked by the API (they depend on each other). */
export const PostInputSchema = z.strictObject({
  title: z.string().trim().min(1, 'required').max(200, 'too_long'),
  body: z.string().trim().min(1, 'required').max(50_000, 'too_long'),
  language: z.enum(POST_LANGUAGES, 'required'),
  tagIds: z
    .array(IdSchema.refine((id) => POST_TAG_IDS.includes(id), 'invalid_value'))
    .max(POST_TAGS.length, 'too_big')
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  reference: httpUrl(500),
  author: z.string().trim().min(1, 'required').max(120, 'too_long'),
  status: z.enum(POST_STATUSES, 'required'),
  /** When it appears as published; now when left out on publishing. */
  publishedAt: z.iso.datetime({ offset: true, message: 'invalid_date' }).nullish(),
  speaker: optionalText(160),
  startsAt: z.iso.datetime({ offset: true, message: 'invalid_date' }).nullish(),
  durationMinutes: z.number().int().min(15, 'too_small').max(480, 'too_big').nullish(),
  joinUrl: httpUrl(500),
  recordingUrl: httpUrl(500),
})
export type PostInput = z.input<typeof PostInputSchema>

/** A post as the public reads it: the body already rendered to sanitised HTML. */
export const PostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  bodyHtml: z.string(),
  /** The first words of the body, as plain text, for lists and the feed. */
  summary: z.string(),
  language: z.enum(POST_LANGUAGES),
  tagIds: z.array(z.number().int()),
  coverUrl: z.string().nullable(),
  reference: z.string().nullable(),
  author: z.string(),
  publishedAt: z.string().nullable(),
  isWebinar: z.boolean(),
  speaker: z.string().nullable(),
  startsAt: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  recordingUrl: z.string().nullable(),
})
export type Post = z.infer<typeof PostSchema>

/** The operator's view: the Markdown as written, the status, and how many registered (webinars). */
export const OperatorPostSchema = PostSchema.extend({
  body: z.string(),
  status: z.enum(POST_STATUSES),
  joinUrl: z.string().nullable(),
  registrations: z.number().int(),
  updatedAt: z.string(),
})
export type OperatorPost = z.infer<typeof OperatorPostSchema>

/** §7 `GET /marketplace/items/Posts`: `filter` is matched against `field`; `sort` orders the page. */
export const PostsQuerySchema = z.object({
  filter: z.string().trim().max(100, 'too_long').optional(),
  field: z.enum(['title', 'tag', 'language', 'author']).default('title'),
  sort: z.enum(['newest', 'oldest', 'title']).default('newest'),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
})

export const WebinarSchema = PostSchema.extend({
  registered: z.boolean(),
  /** Only for a registered talent. */
  joinUrl: z.string().nullable(),
})
export type Webinar = z.infer<typeof WebinarSchema>

export const WebinarListSchema = z.object({ upcoming: z.array(WebinarSchema), past: z.array(WebinarSchema) })
export type WebinarList = z.infer<typeof WebinarListSchema>

/** A job on the beginner path (PRODUCT.md "Content": entry-level jobs). */
export const EntryLevelJobSchema = z.object({
  id: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  employmentType: z.number().int(),
})
export type EntryLevelJob = z.infer<typeof EntryLevelJobSchema>
