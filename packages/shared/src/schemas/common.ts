import { z } from 'zod'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search-limits'

export * from './search-limits'

export const SearchTextSchema = z
  .string()
  .trim()
  .min(SEARCH_MIN_LENGTH, 'search_too_short')
  .max(SEARCH_MAX_LENGTH, 'too_long')

/** §7: responses carry their payload in `data`. */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema })

/** §7 `positions/fetch`: a page of results and the total count across pages. */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), totalNumberOfRecords: z.number().int().nonnegative() })

/**
 * Searches count their matches exactly up to this many; past it the answer says "more than" (`totalIsCapped`), so a
 * word found in most jobs or profiles costs no more to count than the pages anyone reads (decision 004).
 */
export const SEARCH_COUNT_LIMIT = 1000

/** A search's page whose count stops at SEARCH_COUNT_LIMIT. */
export const cappedPageEnvelope = <T extends z.ZodType>(item: T) =>
  pageEnvelope(item).extend({ totalIsCapped: z.boolean() })

/**
 * PostgreSQL `integer` columns hold at most 2^31 − 1. Every id a client sends is bounded to that, so an id past it is
 * a validation error (400), never a database error.
 */
export const INT4_MAX = 2_147_483_647
/** An existing row's id in a JSON body. */
export const IdSchema = z.number().int().min(1).max(INT4_MAX)
/** An existing row's id in a path or query string (text, coerced). */
export const IdParamSchema = z.coerce.number().int().min(1).max(INT4_MAX)
/** `{ id }` in a path. */
export const IdParams = z.object({ id: IdParamSchema })
/** A list item's id in a whole-section save: 0 (or none) is a new item (§4). */
export const ItemIdSchema = z.number().int().min(0).max(INT4_MAX).default(0)
/** A row's optimistic-concurrency version, as the client read it. */
export const VersionSchema = z.number().int().min(0).max(INT4_MAX)
/** Pages past this are empty anyway; bounding them keeps offsets inside the database's range. */
export const PAGE_MAX = 100_000
export const PageSchema = z.number().int().min(1).max(PAGE_MAX).default(1)

export const PageRequestSchema = z.object({
  page: PageSchema,
  limit: z.number().int().min(1).max(200).default(50),
})

export const FieldIssueSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
})

/** The one error body the API answers with (STYLE.md §3). `message` is in the caller's language. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.array(FieldIssueSchema),
  /** Extra values a client needs to act on an error, e.g. `resetToken` for password_expired. */
  details: z.record(z.string(), z.string()).optional(),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>

/** A code with its label in the caller's language: what forms put in a select. */
export const LabelledOptionSchema = z.object({ code: z.union([z.string(), z.number()]), label: z.string() })
export type LabelledOption = z.infer<typeof LabelledOptionSchema>
