import { z } from 'zod'
import { LANGUAGE_CODES } from '../master-data/languages'
import { PERSONALITY_TYPE_CODES } from '../master-data/personality-types'
import { OPTION_LISTS } from '../master-data/option-lists'
import { cappedPageEnvelope, IdSchema, PageSchema, SearchTextSchema } from './common'
import { WorkRoleCodeSchema } from './framework'

/**
 * #6 talent search and top talent (§7 `POST /marketplace/TalentSerch`, `POST /talent/fetch`,
 * `POST positions/company/toptalent`, `POST positions/company/TopTalentFilter`, `PUT /positions/company/UpdateTopTalent`).
 * Search covers only talents who consented to data sharing; top talent only those who opted into it (PRODUCT.md).
 */

export const TALENT_PAGE_SIZE = 12

const levelCode = <T extends readonly number[]>(list: T) =>
  z.union(list.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>])

/** The filters both searches share. */
const filters = {
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'invalid_format')
    .optional(),
  workRoleCode: WorkRoleCodeSchema.optional(),
  /** With a work role: only talents at this fit or above. */
  minFit: z.number().int().min(0, 'too_small').max(100, 'too_big').optional(),
  hasClearance: z.boolean().optional(),
  /** The lowest clearance level accepted (§3 security level codes). */
  clearanceLevel: levelCode(OPTION_LISTS.security_level).optional(),
  seekingOpportunities: z.boolean().optional(),
  page: PageSchema,
  limit: z.number().int().min(1).max(100).default(TALENT_PAGE_SIZE),
}

/** POST /marketplace/TalentSerch and /talent/fetch. */
export const TalentSearchSchema = z.strictObject({
  ...filters,
  text: SearchTextSchema.optional(),
  /** Part of a certification name (2+ characters). */
  certification: SearchTextSchema.optional(),
  /** Talents who speak every one of these. */
  languages: z.array(z.enum(LANGUAGE_CODES)).max(5, 'too_many').optional(),
  /** The lowest education level accepted (§3 codes). */
  educationLevel: levelCode(OPTION_LISTS.education_level).optional(),
  minYearsExperience: z.number().int().min(0, 'too_small').max(50, 'too_big').optional(),
  /** Open to travel at least a quarter of the time. */
  openToTravel: z.boolean().optional(),
  /** Soft skills (#16, plans with soft-skill filters): talents whose personality type is one of these. */
  personalityTypes: z.array(z.enum(PERSONALITY_TYPE_CODES)).max(16, 'too_many').optional(),
})
export type TalentSearchInput = z.input<typeof TalentSearchSchema>
export type TalentSearch = z.output<typeof TalentSearchSchema>

/** POST positions/company/toptalent (role only) and TopTalentFilter (with filters). */
export const TopTalentSchema = z.strictObject({ ...filters, workRoleCode: WorkRoleCodeSchema })
export type TopTalentInput = z.input<typeof TopTalentSchema>

/** PUT /positions/company/UpdateTopTalent: recompute one talent's fit for a role and explain it. */
export const UpdateTopTalentSchema = z.strictObject({
  talentId: IdSchema,
  workRoleCode: WorkRoleCodeSchema,
})

export const TalentRoleFitSchema = z.object({
  workRoleCode: z.string(),
  name: z.string(),
  percentage: z.number().int(),
})

/** One talent as the search results show them: the professional profile, never contact data. */
export const TalentCardSchema = z.object({
  talentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  currentJobTitle: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  yearsOfExperience: z.number().int(),
  highestEducationLevel: z.number().int().nullable(),
  hasClearance: z.boolean(),
  clearanceLevel: z.number().int().nullable(),
  openToTravel: z.number().int().nullable(),
  seekingOpportunities: z.boolean(),
  /**
   * The talent consented to data sharing, so the company may open the whole profile and its PDF. A top talent who
   * did not is listed (they opted in) and may be contacted, but their profile stays closed.
   */
  sharesProfile: z.boolean(),
  certifications: z.array(z.string()),
  languages: z.array(z.object({ language: z.string(), level: z.string() })),
  /** The talent's best roles. */
  topRoles: z.array(TalentRoleFitSchema),
  /** Fit for the role searched for, when one was. */
  fit: TalentRoleFitSchema.nullable(),
})
export type TalentCard = z.infer<typeof TalentCardSchema>

/**
 * A page of talents, the count (exact up to SEARCH_COUNT_LIMIT) and whether there are more. `preview` (top talent on
 * a plan without it, #16): fit only, every card anonymous (no name, photo, job title or usable talentId, which is then
 * the card's rank on the page), and nothing about a talent can be opened from it.
 */
export const TalentPageSchema = cappedPageEnvelope(TalentCardSchema).extend({ preview: z.boolean() })
export type TalentPage = z.infer<typeof TalentPageSchema>
