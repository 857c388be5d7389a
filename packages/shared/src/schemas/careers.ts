import { z } from 'zod'
import { IdSchema, PageSchema, SEARCH_MAX_LENGTH } from './common'

/**
 * §3 "Career path", §4, §7 career calls (PRODUCT.md "Learning").
 *
 * Calls (all under /api):
 * - anyone signed in: POST /marketplace/careers (list, search), GET /marketplace/careers/{careerId},
 *   POST /marketplace/createCareerPath, POST /marketplace/updateCareerPath, POST /marketplace/deleteCareerPath,
 *   POST /marketplace/EditTrainingLevelCareerPath (a level of null removes the training)
 * - talent: POST /marketplace/careerscore (my percentage on a path, with its two parts), POST /marketplace/careerGap
 *   ("close the gap": trainings covering missing statements), POST /talent/saveCareer, POST /talent/DeleteCareer,
 *   GET /talent/favsCareer, GET /talent/companyCareers (paths companies recommended or assigned to me)
 * - company: POST /marketplace/talentCareerscore (a public member's percentage), POST /companies/recommendedCareer
 *   (recommend or assign; recommendedDate null withdraws), POST /companies/employeeScoreByCareer (team scores)
 */

/** §6 career level: 0 entry-level (default), 1 mid-career, 2 professional. */
export const CAREER_LEVELS = [0, 1, 2] as const
export const CareerLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)])
export type CareerLevel = z.infer<typeof CareerLevelSchema>
export const CAREER_LEVEL_KEYS = ['entry_level', 'mid_career', 'professional'] as const

export const CAREER_OWNERS = ['system', 'talent', 'company'] as const
export type CareerOwner = (typeof CAREER_OWNERS)[number]

/** Most trainings one path holds; a path is a plan a person follows, not the catalogue. */
export const CAREER_MAX_TRAININGS = 60
export const CAREER_MAX_ROLES = 10

const WorkRoleCodeSchema = z.string().trim().min(1, 'required').max(20, 'too_long')

export const CareerListRequestSchema = z.strictObject({
  /** Words in the name or description; none lists every visible path. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH, 'too_long').optional(),
  /** Whose paths: Sentinela's, mine (talent), my company's, or every visible one. */
  owner: z.enum(['all', 'system', 'mine', 'company']).default('all'),
  page: PageSchema,
  limit: z.number().int().min(1).max(50).default(12),
})

export const CareerBasicsSchema = z.strictObject({
  name: z.string().trim().min(2, 'too_short').max(120, 'too_long'),
  description: z.string().trim().max(2000, 'too_long').default(''),
  securityLevel: z.string().trim().max(60, 'too_long').nullable().default(null),
  clearanceRequired: z.boolean().default(false),
  polygraphRequired: z.boolean().default(false),
  /** A company path seen by everyone, not only by the company and its team (PRODUCT.md). */
  isPublic: z.boolean().default(false),
  workRoleCodes: z.array(WorkRoleCodeSchema).max(CAREER_MAX_ROLES, 'too_many').default([]),
})
export type CareerBasicsInput = z.input<typeof CareerBasicsSchema>

export const CreateCareerPathSchema = CareerBasicsSchema.extend({
  trainings: z
    .array(z.strictObject({ trainingId: IdSchema, level: CareerLevelSchema.default(0) }))
    .max(CAREER_MAX_TRAININGS, 'too_many')
    .default([]),
})
export type CreateCareerPathInput = z.input<typeof CreateCareerPathSchema>

export const UpdateCareerPathSchema = CareerBasicsSchema.extend({ careerId: IdSchema })
export type UpdateCareerPathInput = z.input<typeof UpdateCareerPathSchema>

export const CareerIdBodySchema = z.strictObject({ careerId: IdSchema })
export const CareerIdParams = z.object({ careerId: z.coerce.number().int().min(1).max(2_147_483_647) })

/** §4: a training's level in a path is removed when null. */
export const EditTrainingLevelSchema = z.strictObject({
  careerId: IdSchema,
  trainingId: IdSchema,
  level: CareerLevelSchema.nullable(),
})

export const TalentCareerScoreRequestSchema = z.strictObject({ careerId: IdSchema, talentId: IdSchema })

/** §3/§4: recommendedDate set = the recommendation exists; null withdraws it. */
export const RecommendCareerSchema = z.strictObject({
  talentId: IdSchema,
  careerId: IdSchema,
  assignedToTalent: z.boolean().default(false),
  recommendedDate: z.iso.datetime({ offset: true, message: 'invalid_date' }).nullable(),
})
export type RecommendCareerInput = z.input<typeof RecommendCareerSchema>

export const EmployeeScoreRequestSchema = z.strictObject({ careerId: IdSchema.optional() })

export const CareerGapRequestSchema = z.strictObject({
  source: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('role'), workRoleCode: WorkRoleCodeSchema }),
    z.strictObject({ kind: z.literal('career'), careerId: IdSchema }),
    z.strictObject({ kind: z.literal('job'), jobId: IdSchema }),
  ]),
})
export type CareerGapRequest = z.infer<typeof CareerGapRequestSchema>

/** The path percentage (PRODUCT.md) and its two parts. */
export const CareerScoreSchema = z.object({
  careerId: z.number().int(),
  percentage: z.number().int(),
  trainingsPart: z.number().int(),
  roleFitPart: z.number().int(),
  completedTrainings: z.number().int(),
  totalTrainings: z.number().int(),
})
export type CareerScore = z.infer<typeof CareerScoreSchema>

export const CareerSummarySchema = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  owner: z.enum(CAREER_OWNERS),
  name: z.string(),
  description: z.string(),
  securityLevel: z.string().nullable(),
  clearanceRequired: z.boolean(),
  polygraphRequired: z.boolean(),
  isPublic: z.boolean(),
  workRoles: z.array(z.object({ code: z.string(), name: z.string() })),
  trainingCount: z.number().int(),
  canEdit: z.boolean(),
  savedAt: z.string().nullable(),
  score: CareerScoreSchema.nullable(),
})
export type CareerSummary = z.infer<typeof CareerSummarySchema>

export const CareerTrainingSchema = z.object({
  trainingId: z.number().int(),
  key: z.string(),
  title: z.string(),
  provider: z.string(),
  url: z.string(),
  price: z.number(),
  durationHours: z.number().nullable(),
  level: CareerLevelSchema,
  /** in_progress, completed, or null (not started); only for the calling talent. */
  progress: z.enum(['in_progress', 'completed']).nullable(),
})
export type CareerTraining = z.infer<typeof CareerTrainingSchema>

export const CareerDetailSchema = CareerSummarySchema.extend({
  trainings: z.array(CareerTrainingSchema),
  /** Who recommended or assigned this path to the calling talent. */
  recommendations: z.array(
    z.object({ companyName: z.string(), assignedToTalent: z.boolean(), recommendedDate: z.string() }),
  ),
})
export type CareerDetail = z.infer<typeof CareerDetailSchema>

export const CareerListResponseSchema = z.object({
  data: z.array(CareerSummarySchema),
  totalNumberOfRecords: z.number().int(),
})

export const CompanyCareerSchema = z.object({
  recommendationId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  assignedToTalent: z.boolean(),
  recommendedDate: z.string(),
  career: CareerSummarySchema,
})
export type CompanyCareer = z.infer<typeof CompanyCareerSchema>

/** §3 "Cyber team member": careerPathScore and recommended careers; both hidden while the profile is private. */
export const EmployeeCareerScoreSchema = z.object({
  talentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  publicProfile: z.boolean(),
  careerPathScore: CareerScoreSchema.nullable(),
  recommendedCareers: z.array(
    z.object({
      id: z.number().int(),
      careerId: z.number().int(),
      careerName: z.string(),
      assignedToTalent: z.boolean(),
      recommendedDate: z.string(),
      score: CareerScoreSchema.nullable(),
    }),
  ),
})
export type EmployeeCareerScore = z.infer<typeof EmployeeCareerScoreSchema>

export const CareerGapTrainingSchema = z.object({
  trainingId: z.number().int(),
  title: z.string(),
  provider: z.string(),
  url: z.string(),
  price: z.number(),
  durationHours: z.number().nullable(),
  /** Missing statement codes this training covers. */
  covers: z.array(z.string()),
  coveredPerHour: z.number(),
})
export type CareerGapTraining = z.infer<typeof CareerGapTrainingSchema>

export const CareerGapSchema = z.object({
  name: z.string(),
  workRoleCodes: z.array(z.string()),
  missingStatements: z.array(z.object({ code: z.string(), text: z.string() })),
  trainings: z.array(CareerGapTrainingSchema),
})
export type CareerGap = z.infer<typeof CareerGapSchema>

/** The path percentage, PRODUCT.md: 60 % × share of trainings completed + 40 % × mean fit to target roles, rounded. */
export function careerPercentage(completed: number, total: number, roleFits: readonly number[]) {
  const trainingsShare = total > 0 ? completed / total : 0
  const meanFit = roleFits.length > 0 ? roleFits.reduce((sum, fit) => sum + fit, 0) / roleFits.length : 0
  return {
    percentage: Math.round(60 * trainingsShare + 0.4 * meanFit),
    trainingsPart: Math.round(100 * trainingsShare),
    roleFitPart: Math.round(meanFit),
  }
}
