import { isValidPhoneNumber } from 'libphonenumber-js/min'
import { z } from 'zod'
import { LANGUAGE_CODES } from '../master-data/languages'
import { INDUSTRY_CODES } from '../master-data/industries'
import { OPTION_LISTS } from '../master-data/option-lists'
import { PERSONALITY_TYPE_CODES } from '../master-data/personality-types'
import { EmailSchema } from './credentials'
import { ItemIdSchema, VersionSchema } from './common'
import { NiceCategoryCodeSchema, StatementCodeSchema, StatementTextSchema, WorkRoleCodeSchema } from './framework'

/** PRODUCT.md: at most 3 categories ("domains") and 5 work roles ("specialities"); §5: at least one of each. */
export const MAX_PROFILE_CATEGORIES = 3
export const MAX_PROFILE_WORK_ROLES = 5
export const MAX_LIST_ITEMS = 50

const text = (max: number) => z.string().trim().max(max, 'too_long')
const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long')
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null))
/** A calendar date as YYYY-MM-DD. */
export const DateSchema = z.iso.date('invalid_date')
const optionalDate = DateSchema.nullish().transform((value) => value ?? null)
const code = <T extends readonly (string | number)[]>(list: T) =>
  z
    .union(list.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>])
    .nullish()
    .transform((value) => value ?? null)
/** §4: an id above 0 is an existing item, anything else is new. */

export const ExperienceInputSchema = z
  .strictObject({
    id: ItemIdSchema,
    jobTitle: requiredText(120),
    company: requiredText(120),
    startDate: DateSchema,
    endDate: optionalDate,
    currentlyWorksHere: z.boolean().default(false),
    employmentType: code(OPTION_LISTS.employment_type),
    industry: code(INDUSTRY_CODES),
    description: optionalText(4000),
    aboutCompany: optionalText(2000),
  })
  .superRefine((value, context) => {
    if (!value.currentlyWorksHere && !value.endDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'required' })
    }
    if (value.endDate && value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'end_before_start' })
    }
  })

export const EducationInputSchema = z
  .strictObject({
    id: ItemIdSchema,
    school: requiredText(160),
    degree: requiredText(160),
    fieldOfStudy: optionalText(160),
    graduated: z.boolean().default(false),
    graduationDate: optionalDate,
    groupsAndActivities: optionalText(1000),
  })
  .superRefine((value, context) => {
    if (value.graduated && !value.graduationDate) {
      context.addIssue({ code: 'custom', path: ['graduationDate'], message: 'required' })
    }
  })

export const CertificationInputSchema = z
  .strictObject({
    id: ItemIdSchema,
    name: requiredText(160),
    issuingEntity: optionalText(160),
    dateIssued: DateSchema,
    expires: z.boolean().default(false),
    dateExpired: optionalDate,
  })
  .superRefine((value, context) => {
    if (value.expires && !value.dateExpired) {
      context.addIssue({ code: 'custom', path: ['dateExpired'], message: 'required' })
    }
    if (value.dateExpired && value.dateExpired < value.dateIssued) {
      context.addIssue({ code: 'custom', path: ['dateExpired'], message: 'end_before_start' })
    }
  })

export const CourseInputSchema = z.strictObject({
  id: ItemIdSchema,
  name: requiredText(160),
  number: optionalText(60),
  associatedWith: optionalText(160),
})

export const LanguageInputSchema = z.strictObject({
  id: ItemIdSchema,
  language: z.enum(LANGUAGE_CODES, 'required'),
  level: z.enum(OPTION_LISTS.language_level, 'required'),
})

export const ReferenceInputSchema = z
  .strictObject({
    id: ItemIdSchema,
    name: requiredText(120),
    email: EmailSchema.nullish().transform((value) => value ?? null),
    referralCode: optionalText(60),
  })
  .superRefine((value, context) => {
    // §3: a reference has an e-mail or a referral code.
    if (!value.email && !value.referralCode) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'email_or_referral_required' })
    }
  })

export const NiceSelectionSchema = z.strictObject({
  categoryCodes: z.array(NiceCategoryCodeSchema).min(1, 'too_few').max(MAX_PROFILE_CATEGORIES, 'too_many'),
  workRoleCodes: z.array(WorkRoleCodeSchema).min(1, 'too_few').max(MAX_PROFILE_WORK_ROLES, 'too_many'),
  statementCodes: z.array(StatementCodeSchema).min(1, 'too_few').max(3000, 'too_many'),
})
export type NiceSelection = z.infer<typeof NiceSelectionSchema>

export const ClearanceSchema = z
  .strictObject({
    hasClearance: z.boolean(),
    level: code(OPTION_LISTS.security_level),
    lastGranted: optionalDate,
    renewal: code(OPTION_LISTS.clearance_renewal),
    polygraphPerformed: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.hasClearance && value.level === null) {
      context.addIssue({ code: 'custom', path: ['level'], message: 'required' })
    }
  })

function isEmptyNice(value: unknown) {
  if (typeof value !== 'object' || value === null) return false
  const { categoryCodes, workRoleCodes, statementCodes } = value as Record<string, unknown>
  return [categoryCodes, workRoleCodes, statementCodes].every((list) => Array.isArray(list) && list.length === 0)
}

/** PUT /profile: the whole profile (§4), based on the version it was read at. */
export const ProfileInputSchema = z
  .strictObject({
    version: VersionSchema,
    firstName: requiredText(80),
    middleName: optionalText(80),
    lastName: requiredText(80),
    secondaryEmail: EmailSchema.nullish().transform((value) => value ?? null),
    gender: code(OPTION_LISTS.gender),
    nationality: z
      .string()
      .regex(/^[A-Z]{2}$/, 'invalid_format')
      .nullish()
      .transform((value) => value ?? null),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'invalid_format')
      .nullish()
      .transform((value) => value ?? null),
    region: z
      .string()
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'invalid_format')
      .nullish()
      .transform((value) => value ?? null),
    city: optionalText(100),
    birthDate: optionalDate,
    phone: z
      .string()
      .trim()
      .max(32, 'too_long')
      .nullish()
      .transform((value) => value || null),
    website: z
      .url({ protocol: /^https?$/, error: 'invalid_url' })
      .max(300, 'too_long')
      .nullish()
      .transform((value) => value ?? null),
    currentJobTitle: optionalText(120),
    desiredEmploymentType: code(OPTION_LISTS.desired_employment_type),
    highestEducationLevel: code(OPTION_LISTS.education_level),
    schoolName: optionalText(160),
    latestDegree: optionalText(160),
    openToTravel: code(OPTION_LISTS.open_to_travel),
    seekingOpportunities: z.boolean().default(false),
    personalityType: z
      .enum(PERSONALITY_TYPE_CODES)
      .nullish()
      .transform((value) => value ?? null),
    clearance: ClearanceSchema,
    isBeginner: z.boolean().default(false),
    experiences: z.array(ExperienceInputSchema).max(MAX_LIST_ITEMS, 'too_many'),
    educations: z.array(EducationInputSchema).max(MAX_LIST_ITEMS, 'too_many'),
    certifications: z.array(CertificationInputSchema).max(MAX_LIST_ITEMS, 'too_many'),
    courses: z.array(CourseInputSchema).max(MAX_LIST_ITEMS, 'too_many'),
    languages: z.array(LanguageInputSchema).max(MAX_LIST_ITEMS, 'too_many'),
    references: z.array(ReferenceInputSchema).max(MAX_LIST_ITEMS, 'too_many'),
    /**
     * Left out, or sent empty as GET /profile answers before the wizard ran: the NICE section stays as it is (the
     * roles wizard saves it through PUT /profile/nice).
     */
    nice: z.preprocess((value) => (isEmptyNice(value) ? undefined : value), NiceSelectionSchema.optional()),
  })
  .superRefine((value, context) => {
    if (value.phone && !isValidPhoneNumber(value.phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' })
    }
    if (value.birthDate && value.birthDate > new Date().toISOString().slice(0, 10)) {
      context.addIssue({ code: 'custom', path: ['birthDate'], message: 'date_in_future' })
    }
  })
export type ProfileInput = z.input<typeof ProfileInputSchema>
export type ProfileValues = z.output<typeof ProfileInputSchema>

const withId = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  z.object({ id: z.number().int(), ...schema.shape })
const Nullable = <T extends z.ZodType>(schema: T) => schema.nullable()

/** GET /profile's `profile`: everything of §3, lists with their ids. */
export const ProfileSchema = z.object({
  userId: z.number().int(),
  version: z.number().int(),
  email: z.string(),
  secondaryEmail: z.string().nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  gender: z.number().int().nullable(),
  nationality: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  birthDate: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  photoUrl: z.string().nullable(),
  cv: z.object({ fileName: z.string(), url: z.string() }).nullable(),
  currentJobTitle: z.string().nullable(),
  desiredEmploymentType: z.number().int().nullable(),
  highestEducationLevel: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  latestDegree: z.string().nullable(),
  openToTravel: z.number().int().nullable(),
  seekingOpportunities: z.boolean(),
  personalityType: z.string().nullable(),
  clearance: z.object({
    hasClearance: z.boolean(),
    level: z.number().int().nullable(),
    lastGranted: z.string().nullable(),
    renewal: z.number().int().nullable(),
    polygraphPerformed: z.boolean(),
  }),
  isBeginner: z.boolean(),
  experiences: z.array(
    withId(
      z.object({
        jobTitle: z.string(),
        company: z.string(),
        startDate: z.string(),
        endDate: Nullable(z.string()),
        currentlyWorksHere: z.boolean(),
        employmentType: Nullable(z.number().int()),
        industry: Nullable(z.string()),
        description: Nullable(z.string()),
        aboutCompany: Nullable(z.string()),
      }),
    ),
  ),
  educations: z.array(
    withId(
      z.object({
        school: z.string(),
        degree: z.string(),
        fieldOfStudy: Nullable(z.string()),
        graduated: z.boolean(),
        graduationDate: Nullable(z.string()),
        groupsAndActivities: Nullable(z.string()),
      }),
    ),
  ),
  certifications: z.array(
    withId(
      z.object({
        name: z.string(),
        issuingEntity: Nullable(z.string()),
        dateIssued: z.string(),
        expires: z.boolean(),
        dateExpired: Nullable(z.string()),
      }),
    ),
  ),
  courses: z.array(
    withId(z.object({ name: z.string(), number: Nullable(z.string()), associatedWith: Nullable(z.string()) })),
  ),
  languages: z.array(withId(z.object({ language: z.string(), level: z.string() }))),
  references: z.array(
    withId(z.object({ name: z.string(), email: Nullable(z.string()), referralCode: Nullable(z.string()) })),
  ),
  nice: z.object({
    categoryCodes: z.array(z.string()),
    workRoleCodes: z.array(z.string()),
    statementCodes: z.array(z.string()),
  }),
})
export type Profile = z.infer<typeof ProfileSchema>

export const RoleFitSummarySchema = z.object({
  workRoleCode: z.string(),
  name: z.string(),
  categoryCode: z.string(),
  percentage: z.number().int(),
})
export type RoleFitSummary = z.infer<typeof RoleFitSummarySchema>

/**
 * GET /talent/{id}: the profile as its reader may see it, with the talent's stored fit per NICE work role, best
 * first (roles with some fit only): the product's core signal for a company reading a profile.
 */
export const TalentProfileViewSchema = ProfileSchema.extend({ roleFits: z.array(RoleFitSummarySchema) })
export type TalentProfileView = z.infer<typeof TalentProfileViewSchema>

/** A statement behind a fit, in the caller's language with NIST's English original. */
export const FitStatementSchema = z.object({ code: z.string(), type: z.string(), ...StatementTextSchema.shape })
export const RoleFitDetailSchema = RoleFitSummarySchema.extend({
  coverage: z.record(z.string(), z.object({ held: z.number().int(), total: z.number().int() })),
  held: z.array(FitStatementSchema),
  missing: z.array(FitStatementSchema),
})

export const UploadKindSchema = z.enum(['photo', 'cv', 'logo'])
export const DeleteFileSchema = z.strictObject({ kind: UploadKindSchema })

/** PUT /profile/nice: the roles wizard saves its section alone, with the same version check as the whole profile. */
export const NiceSectionInputSchema = NiceSelectionSchema.extend({ version: VersionSchema })
