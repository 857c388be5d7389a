import { z } from 'zod'
import { QUIZ_ATTRIBUTES } from '../master-data/quiz-attributes'
import { STATEMENT_CODE_PATTERN, STATEMENT_TYPES } from '../nice/statement-codes'
import { PageRequestSchema, SearchTextSchema } from './common'

/** The five NICE work role categories (PRODUCT.md: the wizard's "competency area"). */
export const NICE_CATEGORY_CODES = ['OG', 'DD', 'IO', 'PD', 'IN'] as const
export const NiceCategoryCodeSchema = z.enum(NICE_CATEGORY_CODES)
export const WorkRoleCodeSchema = z.string().regex(/^[A-Z]{2}-WRL-\d{3}$/, 'invalid_format')
export const StatementCodeSchema = z.string().regex(STATEMENT_CODE_PATTERN, 'invalid_format')
export const StatementTypeSchema = z.enum(STATEMENT_TYPES)

/** Work roles a single request may name; the profile limit is 5, a job's is similar, 41 exist in all. */
export const WORK_ROLE_CODES_MAX = 41
/** Statements a single request may name: every statement of the framework fits. */
export const STATEMENT_CODES_MAX = 3000

export const NiceCategorySchema = z.object({
  code: NiceCategoryCodeSchema,
  name: z.string(),
  description: z.string(),
  workRoleCount: z.number().int(),
})
export type NiceCategory = z.infer<typeof NiceCategorySchema>

export const StatementCountsSchema = z.object({
  task: z.number().int(),
  knowledge: z.number().int(),
  skill: z.number().int(),
})

export const WorkRoleSchema = z.object({
  code: z.string(),
  categoryCode: NiceCategoryCodeSchema,
  name: z.string(),
  description: z.string(),
  opmCodes: z.array(z.string()),
  statementCounts: StatementCountsSchema,
})
export type WorkRole = z.infer<typeof WorkRoleSchema>

export const CategoryWithRolesSchema = NiceCategorySchema.extend({ workRoles: z.array(WorkRoleSchema) })

export const CompetencyAreaSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** NIST has published K/S lists for only some areas so far. */
  ksListPublished: z.boolean(),
  statementCodes: z.array(z.string()),
})
export type CompetencyArea = z.infer<typeof CompetencyAreaSchema>

/**
 * A statement's text as a reader sees it (PRODUCT.md): `description` in the caller's language (the project's Spanish
 * and Portuguese, NIST's English for English readers) and `originalDescription`, NIST's English, one click away.
 */
export const StatementTextSchema = z.object({
  description: z.string(),
  originalDescription: z.string(),
})

/** §3 framework item: id, code (K/S/T prefix), description, selected. */
export const FrameworkItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: StatementTypeSchema,
  ...StatementTextSchema.shape,
  selected: z.boolean(),
  workRoleCodes: z.array(z.string()),
})
export type FrameworkItem = z.infer<typeof FrameworkItemSchema>

/** Without categories it asks for all of them. */
export const CompetencyCategoriesRequestSchema = z.strictObject({
  categoryCodes: z.array(NiceCategoryCodeSchema).max(NICE_CATEGORY_CODES.length, 'too_many').optional(),
})

export const SpecialtiesRequestSchema = z.strictObject({
  categoryCodes: z.array(NiceCategoryCodeSchema).min(1, 'too_few').max(NICE_CATEGORY_CODES.length, 'too_many'),
})

export const StatementsRequestSchema = z.strictObject({
  workRoleCodes: z.array(WorkRoleCodeSchema).min(1, 'too_few').max(WORK_ROLE_CODES_MAX, 'too_many'),
  search: SearchTextSchema.optional(),
  selectedCodes: z.array(StatementCodeSchema).max(STATEMENT_CODES_MAX, 'too_many').optional(),
  ...PageRequestSchema.shape,
})
export type StatementsRequest = z.infer<typeof StatementsRequestSchema>

export const TasksRolesRequestSchema = z.strictObject({
  statementCodes: z.array(StatementCodeSchema).min(1, 'too_few').max(STATEMENT_CODES_MAX, 'too_many'),
})

export const RoleFitSchema = z.object({
  workRole: WorkRoleSchema,
  percentage: z.number().int(),
  heldCodes: z.array(z.string()),
  missingCount: z.number().int(),
})

export const QuizAttributeNameSchema = z.enum(Object.keys(QUIZ_ATTRIBUTES) as [keyof typeof QUIZ_ATTRIBUTES])
/**
 * Without attributes it asks for all of them. At most one of each: unbounded, a 1 MB body of repeated names kept the
 * server busy for half a minute (the fuzz test found it).
 */
export const QuizAttributeRequestSchema = z.strictObject({
  attributes: z
    .array(QuizAttributeNameSchema)
    .min(1, 'too_few')
    .max(QuizAttributeNameSchema.options.length, 'too_many')
    .optional(),
})

export const QuizCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Current work roles the 2017 category's roles cross over to; roles without an equivalent are counted apart. */
  currentWorkRoleCodes: z.array(z.string()),
  rolesWithoutCurrentEquivalent: z.array(z.object({ code: z.string(), name: z.string() })),
})

export const QuizAttributesSchema = z.object({
  categories: z.array(QuizCategorySchema),
  attributes: z.record(z.string(), z.array(z.object({ code: z.string(), label: z.string() }))),
})
