import { z } from 'zod'
import { IdSchema } from './common'

/**
 * "Take my data" (issue #20, decision 018): one ZIP with everything the platform holds about the talent (JSON + their
 * files), built by a queued job and e-mailed as a link valid 24 hours.
 *
 * Calls (all under /api, talent only):
 * - GET /talent/dataExports: the talent's recent requests
 * - POST /talent/dataExports: asks for a new archive
 * - POST /talent/dataExports/download { token }: the archive; needs the owner's session AND the e-mailed token (in the
 *   body: never in an address)
 */

/** How long an e-mailed download link works. */
export const DATA_EXPORT_LINK_HOURS = 24
/** Requests per talent in 24 hours: each one reads every table and file the talent has. */
export const DATA_EXPORTS_PER_DAY = 3

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const
export const DataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES)
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>

export const DataExportSchema = z.object({
  id: IdSchema,
  status: DataExportStatusSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
})
export type DataExport = z.infer<typeof DataExportSchema>

export const DataExportDownloadSchema = z.strictObject({
  token: z.string().trim().min(1, 'required').max(200, 'too_long'),
})
