import { z } from 'zod'
import { IdParamSchema, IdSchema, PAGE_MAX, SearchTextSchema } from './common'

/**
 * §3 "Training", §4 training progress, §7 marketplace and talent training calls (PRODUCT.md "Learning").
 *
 * Calls (all under /api):
 * - anyone: GET /marketplace/items/training (search, facets, page), POST /marketplace/trainings (the same search as a
 *   body), GET /marketplace/trainings/{trainingId}, GET /marketplace/items/training_courses/{id} (one module)
 * - talent: POST /marketplace/takeTraining, POST /talent/saveTraining (toggle), GET /talent/favsTrainings,
 *   POST /talent/changeTrainingProgress, GET /talent/trainingProgress, POST /talent/acceptTrainingStatements
 */

/** §6 training level, as stored codes (labels in the `learning` catalog). */
export const TRAINING_LEVELS = ['new_to_cyber', 'foundations', 'introductory', 'intermediate', 'advanced'] as const
export type TrainingLevel = (typeof TRAINING_LEVELS)[number]
/** §6 training type (also Course). */
export const TRAINING_TYPES = ['training', 'certification', 'awareness', 'education', 'course'] as const
export type TrainingType = (typeof TRAINING_TYPES)[number]
/** §3: English, Spanish, Portuguese. */
export const TRAINING_LANGUAGES = ['en', 'es', 'pt'] as const
export type TrainingLanguage = (typeof TRAINING_LANGUAGES)[number]
/** §4: no record = not started; take training → in progress → completed; deleting returns to not started. */
export const TRAINING_PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const
export type TrainingProgressStatus = (typeof TRAINING_PROGRESS_STATUSES)[number]

/** §9: the training list's default page size; larger pages are refused. */
export const TRAINING_PAGE_SIZE = 12
export const TRAINING_PAGE_MAX_SIZE = 48
export const TRAINING_FACETS = ['provider', 'level', 'type', 'language'] as const
export type TrainingFacet = (typeof TRAINING_FACETS)[number]

const StatementCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{1,3}\d{3,5}[A-Z]?$/, 'invalid_code')

// ---------------------------------------------------------------------------------------------------------------
// The data file (packages/shared/src/learning/data/trainings.json), what the operator edits.

const HttpsUrl = z.url({ protocol: /^https$/ }).max(500)

export const TrainingDataItemSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80),
  title: z.string().min(3).max(200),
  description: z.string().min(10).max(2000),
  price: z.number().min(0).max(100_000),
  priceSentinela: z.number().min(0).max(100_000).optional(),
  currency: z.literal('USD'),
  provider: z.string().min(2).max(120),
  providerUrl: HttpsUrl,
  url: HttpsUrl,
  type: z.enum(TRAINING_TYPES),
  level: z.enum(TRAINING_LEVELS),
  area: z.string().max(120).optional(),
  requiredFor: z.string().max(200).optional(),
  author: z.string().max(120).optional(),
  authorUrl: HttpsUrl.optional(),
  authorRole: z.string().max(120).optional(),
  language: z.enum(TRAINING_LANGUAGES),
  durationHours: z.number().positive().max(10_000),
  modules: z
    .array(
      z.object({
        title: z.string().min(2).max(200),
        description: z.string().max(2000),
        durationHours: z.number().positive().max(10_000).optional(),
      }),
    )
    .min(2)
    .max(6),
  statements: z
    .array(z.string().regex(/^[A-Z]{1,3}\d{3,5}[A-Z]?$/))
    .min(1)
    .max(12),
})
export type TrainingDataItem = z.infer<typeof TrainingDataItemSchema>

export const TrainingDataFileSchema = z
  .object({ version: z.literal(1), trainings: z.array(TrainingDataItemSchema).min(1) })
  .superRefine((file, context) => {
    const seen = new Set<string>()
    file.trainings.forEach((training, index) => {
      if (seen.has(training.key)) {
        context.addIssue({
          code: 'custom',
          path: ['trainings', index, 'key'],
          message: `duplicate key ${training.key}`,
        })
      }
      seen.add(training.key)
    })
  })
export type TrainingDataFile = z.infer<typeof TrainingDataFileSchema>

// ---------------------------------------------------------------------------------------------------------------
// Search

/** One value or several (`type=a&type=b`), or a comma-separated list, from a query string. */
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((entry) =>
            typeof entry === 'string' ? entry.split(',').filter(Boolean) : [entry],
          ),
    z.array(item).max(max, 'too_many').optional(),
  )

const searchFields = {
  /** Words of the title or description, 2 characters at least (§5). */
  text: SearchTextSchema.optional(),
  provider: z.string().trim().min(1).max(120).optional(),
  level: z.enum(TRAINING_LEVELS, 'invalid_value').optional(),
  language: z.enum(TRAINING_LANGUAGES, 'invalid_value').optional(),
}

/** POST /marketplace/trainings body. */
export const TrainingSearchSchema = z.object({
  ...searchFields,
  types: z.array(z.enum(TRAINING_TYPES, 'invalid_value')).max(TRAINING_TYPES.length, 'too_many').optional(),
  /** Facets to count, by field (§7 groupBy + aggregate count). */
  groupBy: z.array(z.enum(TRAINING_FACETS, 'invalid_value')).max(TRAINING_FACETS.length, 'too_many').optional(),
  page: z.number().int().min(1).max(PAGE_MAX).default(1),
  limit: z.number().int().min(1).max(TRAINING_PAGE_MAX_SIZE, 'too_big').default(TRAINING_PAGE_SIZE),
})
export type TrainingSearch = z.infer<typeof TrainingSearchSchema>
export type TrainingSearchInput = z.input<typeof TrainingSearchSchema>

/** GET /marketplace/items/training query: the same search as text. */
export const TrainingSearchQuerySchema = z.object({
  ...searchFields,
  text: z.preprocess((value) => (value === '' ? undefined : value), SearchTextSchema.optional()),
  type: listOf(z.enum(TRAINING_TYPES, 'invalid_value'), TRAINING_TYPES.length),
  groupBy: listOf(z.enum(TRAINING_FACETS, 'invalid_value'), TRAINING_FACETS.length),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(TRAINING_PAGE_MAX_SIZE, 'too_big').default(TRAINING_PAGE_SIZE),
})

export const TrainingSummarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  provider: z.string(),
  providerUrl: z.string(),
  url: z.string(),
  type: z.enum(TRAINING_TYPES),
  level: z.enum(TRAINING_LEVELS),
  area: z.string().nullable(),
  price: z.number(),
  priceSentinela: z.number().nullable(),
  currency: z.string(),
  durationHours: z.number().nullable(),
  language: z.enum(TRAINING_LANGUAGES),
  /** The caller's own state; false / not_started when not a talent. */
  saved: z.boolean(),
  progressStatus: z.enum(TRAINING_PROGRESS_STATUSES),
})
export type TrainingSummary = z.infer<typeof TrainingSummarySchema>

export const FacetCountSchema = z.object({ value: z.string(), count: z.number().int().nonnegative() })
export type FacetCount = z.infer<typeof FacetCountSchema>

export const TrainingSearchResultSchema = z.object({
  data: z.array(TrainingSummarySchema),
  meta: z.object({ total: z.number().int().nonnegative(), page: z.number().int(), limit: z.number().int() }),
  /** Per facet, the count of matches for each value, with every other filter applied. */
  facets: z.partialRecord(z.enum(TRAINING_FACETS), z.array(FacetCountSchema)),
})
export type TrainingSearchResult = z.infer<typeof TrainingSearchResultSchema>

export const TrainingCourseSchema = z.object({
  id: z.number().int(),
  trainingId: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  durationHours: z.number().nullable(),
})
export type TrainingCourse = z.infer<typeof TrainingCourseSchema>

/** A NICE statement in the reader's language with NIST's English beside it. */
export const TrainingStatementSchema = z.object({
  code: z.string(),
  type: z.string(),
  description: z.string(),
  originalDescription: z.string(),
})
export type TrainingStatement = z.infer<typeof TrainingStatementSchema>

export const TrainingDetailSchema = TrainingSummarySchema.extend({
  requiredFor: z.string().nullable(),
  author: z.string().nullable(),
  authorUrl: z.string().nullable(),
  authorRole: z.string().nullable(),
  modules: z.array(TrainingCourseSchema),
  statements: z.array(TrainingStatementSchema),
  savedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
})
export type TrainingDetail = z.infer<typeof TrainingDetailSchema>

export const TrainingIdParams = z.object({ trainingId: IdParamSchema })
export const TrainingIdBodySchema = z.object({ trainingId: IdSchema })

// ---------------------------------------------------------------------------------------------------------------
// The talent's trainings

export const SaveTrainingResultSchema = z.object({ saved: z.boolean() })

export const SavedTrainingSchema = TrainingSummarySchema.extend({ savedAt: z.string() })
export type SavedTraining = z.infer<typeof SavedTrainingSchema>

export const ChangeTrainingProgressSchema = z.object({
  trainingId: IdSchema,
  /** not_started deletes the progress (§4). */
  status: z.enum(TRAINING_PROGRESS_STATUSES, 'invalid_value'),
})
export type ChangeTrainingProgress = z.infer<typeof ChangeTrainingProgressSchema>

export const TrainingProgressItemSchema = TrainingSummarySchema.extend({
  progressStatus: z.enum(['in_progress', 'completed']),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Statements of a completed training that the talent's NICE profile still lacks and may add. */
  offeredStatementCount: z.number().int().nonnegative(),
})
export type TrainingProgressItem = z.infer<typeof TrainingProgressItemSchema>

export const ChangeTrainingProgressResultSchema = z.object({
  trainingId: z.number().int(),
  status: z.enum(TRAINING_PROGRESS_STATUSES),
  /** On completion: the training's statements the talent's NICE profile lacks, within the talent's work roles. */
  offer: z.array(TrainingStatementSchema),
})
export type ChangeTrainingProgressResult = z.infer<typeof ChangeTrainingProgressResultSchema>

export const AcceptTrainingStatementsSchema = z.object({
  trainingId: IdSchema,
  statementCodes: z.array(StatementCodeSchema).min(1, 'required').max(12, 'too_many'),
})
export type AcceptTrainingStatements = z.infer<typeof AcceptTrainingStatementsSchema>

export const FitChangeSchema = z.object({
  workRoleCode: z.string(),
  name: z.string(),
  before: z.number().int(),
  after: z.number().int(),
})
export type FitChange = z.infer<typeof FitChangeSchema>

export const AcceptTrainingStatementsResultSchema = z.object({
  added: z.array(z.string()),
  /** Work roles whose stored fit changed, largest rise first. */
  fitChanges: z.array(FitChangeSchema),
})
export type AcceptTrainingStatementsResult = z.infer<typeof AcceptTrainingStatementsResultSchema>
