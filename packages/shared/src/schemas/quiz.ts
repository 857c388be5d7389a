import { z } from 'zod'
import { QUIZ_ATTRIBUTES, type QuizAttribute } from '../master-data/quiz-attributes'
import { LEGACY_CATEGORY_CODES, QUIZ_QUESTIONS } from '../quiz/scoring'
import { QuizAttributeNameSchema, StatementCodeSchema, WorkRoleCodeSchema } from './framework'

export const QUIZ_QUESTION_COUNT = QUIZ_QUESTIONS.length
const LONGEST_OPTION_LIST = Math.max(...Object.values(QUIZ_ATTRIBUTES).map((options) => options.length))

/** PUT /talent/quiz/attempts/{id}/answer: one question's answer; the service checks the options (§5). */
export const QuizAnswerInputSchema = z.strictObject({
  attribute: QuizAttributeNameSchema,
  options: z.array(z.string().max(60, 'too_long')).max(LONGEST_OPTION_LIST, 'too_many'),
})
export type QuizAnswerInput = z.infer<typeof QuizAnswerInputSchema>

/** PUT /talent/quiz/attempts/{id}/position: previous/next without answering (never past the first unanswered). */
export const QuizPositionInputSchema = z.strictObject({
  position: z
    .number()
    .int('not_integer')
    .min(0, 'too_small')
    .max(QUIZ_QUESTION_COUNT - 1, 'too_big'),
})

export const QuizOptionSchema = z.object({ code: z.string(), label: z.string() })
export const QuizQuestionSchema = z.object({
  attribute: QuizAttributeNameSchema,
  multiple: z.boolean(),
  options: z.array(QuizOptionSchema),
})
export type QuizQuestionView = z.infer<typeof QuizQuestionSchema>

/** One answer's share in a figure, with the option's label in the reader's language. */
export const QuizReasonSchema = z.object({
  attribute: QuizAttributeNameSchema,
  option: z.string(),
  label: z.string(),
  points: z.number(),
})
export type QuizReasonView = z.infer<typeof QuizReasonSchema>

export const QuizResultSchema = z.object({
  categories: z.array(
    z.object({
      code: z.enum(LEGACY_CATEGORY_CODES),
      name: z.string(),
      percentage: z.number().int(),
      reasons: z.array(QuizReasonSchema),
    }),
  ),
  workRoles: z.array(
    z.object({
      workRoleCode: WorkRoleCodeSchema,
      name: z.string(),
      categoryCode: z.string(),
      percentage: z.number().int(),
      legacyWorkRoleCodes: z.array(z.string()),
      reasons: z.array(QuizReasonSchema),
      /** Suggested for "Add to my profile". */
      suggested: z.boolean(),
    }),
  ),
  /** The statements "Add to my profile" would merge (those the suggested roles hold). */
  suggestedStatementCodes: z.array(StatementCodeSchema),
})
export type QuizResultView = z.infer<typeof QuizResultSchema>

export const QuizAttemptSchema = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'finished']),
  position: z.number().int(),
  answers: z.partialRecord(QuizAttributeNameSchema, z.array(z.string())),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  addedToProfileAt: z.string().nullable(),
  result: QuizResultSchema.nullable(),
})
export type QuizAttempt = z.infer<typeof QuizAttemptSchema>

/** A past attempt in the history: when, and what it pointed to most. */
export const QuizAttemptSummarySchema = z.object({
  id: z.number().int(),
  finishedAt: z.string(),
  addedToProfileAt: z.string().nullable(),
  topCategory: z.object({ code: z.string(), name: z.string(), percentage: z.number().int() }).nullable(),
  topWorkRole: z.object({ workRoleCode: z.string(), name: z.string(), percentage: z.number().int() }).nullable(),
})
export type QuizAttemptSummary = z.infer<typeof QuizAttemptSummarySchema>

export const QuizOverviewSchema = z.object({
  open: QuizAttemptSchema.nullable(),
  history: z.array(QuizAttemptSummarySchema),
})
export type QuizOverview = z.infer<typeof QuizOverviewSchema>

export const QuizAddedSchema = z.object({
  addedWorkRoleCodes: z.array(z.string()),
  addedStatementCodes: z.array(z.string()),
  skippedWorkRoleCodes: z.array(z.string()),
  profileVersion: z.number().int(),
})
export type QuizAdded = z.infer<typeof QuizAddedSchema>

export type { QuizAttribute }
