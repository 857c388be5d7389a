import { z } from 'zod'
import { IdSchema } from './common'
import { JobSearchSchema } from './jobs'
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_NAME_MAX_LENGTH } from './job-alert-limits'

/**
 * Job alerts, the talent's "campaigns" (PRODUCT.md "The talent's own space", issue #20, decision 018): a job search
 * saved from /jobs with its filters, e-mailed as a daily or weekly digest of new matching jobs.
 *
 * Calls (all under /api):
 * - talent: GET /talent/jobAlerts, POST /talent/jobAlerts, PATCH /talent/jobAlerts/{id}, DELETE /talent/jobAlerts/{id}
 * - anyone holding an e-mailed link: GET /jobAlerts/unsubscribe/{token} (which alert), POST /jobAlerts/unsubscribe/{token}
 *   (RFC 8058 one-click: pauses the alert)
 */

export * from './job-alert-limits'

export const JobAlertFrequencySchema = z.enum(JOB_ALERT_FREQUENCIES, 'required')
export type JobAlertFrequency = z.infer<typeof JobAlertFrequencySchema>
export const JOB_ALERT_STATUSES = ['active', 'paused'] as const
export const JobAlertStatusSchema = z.enum(JOB_ALERT_STATUSES)
export type JobAlertStatus = z.infer<typeof JobAlertStatusSchema>

/** The search's filters as stored and answered: the job search schema's own; order and paging are not part of an alert. */
export const JobAlertFiltersSchema = JobSearchSchema.omit({ sort: true, page: true, limit: true })
export type JobAlertFilters = z.output<typeof JobAlertFiltersSchema>

/** A lone UTF-16 surrogate cannot be stored in JSON (filters are kept as jsonb): it becomes U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const wellFormed = (value: string | undefined) => value?.replace(LONE_SURROGATE, '\uFFFD')

/** The filters a talent saves: validated as the search validates them, then made storable. */
export const JobAlertFiltersInputSchema = JobAlertFiltersSchema.transform((filters): JobAlertFilters => ({
  ...filters,
  ...(filters.text !== undefined ? { text: wellFormed(filters.text) } : {}),
  ...(filters.city !== undefined ? { city: wellFormed(filters.city) } : {}),
}))

const name = z.string().trim().min(1, 'required').max(JOB_ALERT_NAME_MAX_LENGTH, 'too_long')

export const CreateJobAlertSchema = z.strictObject({
  name,
  frequency: JobAlertFrequencySchema,
  filters: JobAlertFiltersInputSchema.default({}),
})
export type CreateJobAlert = z.input<typeof CreateJobAlertSchema>

/** PATCH: any of name, frequency and status (pause or resume). */
export const UpdateJobAlertSchema = z.strictObject({
  name: name.optional(),
  frequency: JobAlertFrequencySchema.optional(),
  status: JobAlertStatusSchema.optional(),
})
export type UpdateJobAlert = z.input<typeof UpdateJobAlertSchema>

export const JobAlertSchema = z.object({
  id: IdSchema,
  name: z.string(),
  frequency: JobAlertFrequencySchema,
  status: JobAlertStatusSchema,
  filters: JobAlertFiltersSchema,
  nextRunAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** How many jobs this alert has e-mailed so far. */
  sentCount: z.number().int(),
  createdAt: z.string(),
})
export type JobAlert = z.infer<typeof JobAlertSchema>

/**
 * An e-mailed unsubscribe link's token: `<alert id>.<signature>`, bounded so junk is refused before any work. It is in
 * the address (RFC 8058: the List-Unsubscribe URL alone must identify what to stop), as a path segment kept out of logs.
 */
export const UnsubscribeParamsSchema = z.object({ token: z.string().trim().min(1, 'required').max(100, 'too_long') })

/** What the signed-out confirmation page shows: which alert the link names, and whether it is still sending. */
export const UnsubscribeInfoSchema = z.object({
  name: z.string(),
  status: JobAlertStatusSchema,
})
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfoSchema>
