import { z } from 'zod'
import { INDUSTRY_CODES } from '../master-data/industries'
import { LANGUAGE_CODES } from '../master-data/languages'
import { OPTION_LISTS } from '../master-data/option-lists'
import {
  cappedPageEnvelope,
  IdSchema,
  ItemIdSchema,
  PAGE_MAX,
  PageRequestSchema,
  SearchTextSchema,
  VersionSchema,
} from './common'
import { PlanCodeSchema } from './billing'
import { WorkRoleCodeSchema } from './framework'
import { DateSchema, FitStatementSchema } from './profile'
import {
  APPLICATION_MESSAGE_MAX,
  CONTACT_MESSAGE_MAX,
  JOB_CERTIFICATIONS_MAX,
  JOB_LANGUAGES_MAX,
  JOB_PAGE_SIZE,
  JOB_ROLES_MAX,
  SALARY_CURRENCIES,
  SALARY_MAX,
  SEARCH_SORTS,
} from './job-limits'

/**
 * §3 "Job position", §4 job and communication states, §5 job rules, §7 Positions and Talent calls.
 *
 * Calls (all under /api):
 * - company: POST /positions (create, a draft), PUT /positions (save the whole job), DELETE /positions/{id},
 *   POST /positions/{id}/status (Change Status), POST /positions/company (the company's jobs),
 *   POST /positions/appliedTalentPositions (jobs with applicant counts per status),
 *   GET /positions/appliedPositions/{id} (a job's candidates ranked by fit),
 *   POST /positions/UpdatedCommunicationStatusAppliedTalent, POST /companies/contact/talent,
 *   POST /sentinelaAI/ImproveJobDescription
 * - anyone (private jobs only for the company and its linked team): POST /positions/fetch, GET /positions/{id},
 *   GET /marketplace/items/Position
 * - talent: POST /talent/savePosition, GET /talent/favsPositions, POST /talent/apply, GET /talent/appliedPositions,
 *   GET /positions/{id}/eligibility, POST /positions/{id}/contact (contact company)
 */

/** The limits live in a zod-free module the web's job pages import (#13); every schema module user still finds them here. */
export * from './job-limits'

const text = (max: number) => z.string().trim().max(max, 'too_long')
const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long')
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null))
const optionalCode = <T extends readonly (string | number)[]>(list: T) =>
  z
    .union(list.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>])
    .nullish()
    .transform((value) => value ?? null)
const requiredCode = <T extends readonly (string | number)[]>(list: T) =>
  z.union(list.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>], {
    error: 'required',
  })
const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'invalid_format')
const salary = z.number().int('not_integer').min(0, 'too_small').max(SALARY_MAX, 'too_big').nullish()

export const JobPrivacySchema = z.enum(OPTION_LISTS.job_privacy)
export const JobStatusSchema = z.enum(OPTION_LISTS.job_status)
export type JobStatus = z.infer<typeof JobStatusSchema>
export const CommunicationStatusSchema = requiredCode(OPTION_LISTS.communication_status)
export type CommunicationStatus = (typeof OPTION_LISTS.communication_status)[number]

/** A NICE work role the job asks for, with the minimum percentage fit an applicant needs (§3, §5). */
export const JobRoleInputSchema = z.strictObject({
  workRoleCode: WorkRoleCodeSchema,
  minimumPercentage: z.number().int('not_integer').min(0, 'too_small').max(100, 'too_big'),
})
/** §4: an id above 0 is an existing item, anything else is new. */
export const JobCertificationInputSchema = z.strictObject({ id: ItemIdSchema, name: requiredText(160) })
export const JobLanguageInputSchema = z.strictObject({
  id: ItemIdSchema,
  language: z.enum(LANGUAGE_CODES, 'required'),
  level: z.enum(OPTION_LISTS.language_level, 'required'),
})

/** The job's fields without the cross-field rules, so the stepper can validate one step's fields. */
export const JobFieldsSchema = z.strictObject({
  jobTitle: requiredText(160),
  privacy: JobPrivacySchema.default('public'),
  department: optionalText(120),
  description: requiredText(10_000),
  requirements: optionalText(10_000),
  salaryMin: salary.transform((value) => value ?? null),
  salaryMax: salary.transform((value) => value ?? null),
  salaryCurrency: z.enum(SALARY_CURRENCIES).default('USD'),
  employmentType: requiredCode(OPTION_LISTS.employment_type),
  duration: z
    .number()
    .int('not_integer')
    .min(1, 'too_small')
    .max(1000, 'too_big')
    .nullish()
    .transform((value) => value ?? null),
  durationUnit: optionalCode(OPTION_LISTS.job_duration_unit),
  industry: optionalCode(INDUSTRY_CODES),
  educationLevel: optionalCode(OPTION_LISTS.education_level),
  openToTravel: optionalCode(OPTION_LISTS.open_to_travel),
  country: CountryCodeSchema.nullish().transform((value) => value ?? null),
  city: optionalText(100),
  nationality: CountryCodeSchema.nullish().transform((value) => value ?? null),
  modality: requiredCode(OPTION_LISTS.modality),
  /** The last day the job is published (§4). */
  expirationDate: DateSchema,
  clearanceRequired: z.boolean().default(false),
  /** The lowest clearance level accepted, when clearance is required. */
  clearanceLevel: optionalCode(OPTION_LISTS.security_level),
  roles: z.array(JobRoleInputSchema).max(JOB_ROLES_MAX, 'too_many').default([]),
  certifications: z.array(JobCertificationInputSchema).max(JOB_CERTIFICATIONS_MAX, 'too_many').default([]),
  languages: z.array(JobLanguageInputSchema).max(JOB_LANGUAGES_MAX, 'too_many').default([]),
})

type JobFieldValues = z.output<typeof JobFieldsSchema>

/** §5 and the rules between fields; the message codes are keys of the validation catalog. */
export function checkJobRules(
  value: Pick<JobFieldValues, 'salaryMin' | 'salaryMax' | 'durationUnit' | 'duration' | 'roles' | 'languages'>,
  addIssue: (path: (string | number)[], message: string) => void,
) {
  if (value.salaryMin !== null && value.salaryMax !== null && value.salaryMax <= value.salaryMin) {
    addIssue(['salaryMax'], 'salary_max_not_greater')
  }
  if (value.duration !== null && (value.durationUnit === null || value.durationUnit === 'indefinite')) {
    addIssue(['durationUnit'], 'required')
  }
  const roleCodes = value.roles.map((role) => role.workRoleCode)
  roleCodes.forEach((code, index) => {
    if (roleCodes.indexOf(code) !== index) addIssue(['roles', index, 'workRoleCode'], 'duplicate')
  })
  const languageCodes = value.languages.map((language) => language.language)
  languageCodes.forEach((code, index) => {
    if (languageCodes.indexOf(code) !== index) addIssue(['languages', index, 'language'], 'duplicate')
  })
}

const withJobRules = <T extends z.ZodType<JobFieldValues>>(schema: T) =>
  schema.superRefine((value, context) =>
    checkJobRules(value, (path, message) => context.addIssue({ code: 'custom', path, message })),
  )

/** POST /positions: a new job, saved as a draft. */
export const JobCreateSchema = withJobRules(JobFieldsSchema)
export type JobInput = z.input<typeof JobFieldsSchema>
export type JobValues = z.output<typeof JobFieldsSchema>

/** PUT /positions: the whole job (§4), based on the version it was read at. */
export const JobUpdateSchema = JobFieldsSchema.extend({
  id: IdSchema,
  version: VersionSchema,
}).superRefine((value, context) =>
  checkJobRules(value, (path, message) => context.addIssue({ code: 'custom', path, message })),
)
export type JobUpdateInput = z.input<typeof JobUpdateSchema>

/** Change Status (§4), confirmed in the UI before it is sent. */
export const JobStatusChangeSchema = z.strictObject({ status: JobStatusSchema })

export const JobRoleSchema = z.object({
  workRoleCode: z.string(),
  name: z.string(),
  categoryCode: z.string(),
  minimumPercentage: z.number().int(),
})

/** What a list shows of a job: search results, saved and applied lists, the company's jobs. */
export const JobSummarySchema = z.object({
  id: z.number().int(),
  jobTitle: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  privacy: JobPrivacySchema,
  status: JobStatusSchema,
  /** Published and past its expiration date: no longer listed to talents. */
  expired: z.boolean(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  modality: z.string(),
  employmentType: z.number().int(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string(),
  clearanceRequired: z.boolean(),
  expirationDate: z.string(),
  publishedAt: z.string().nullable(),
  /** The first lines of the description, for lists. */
  excerpt: z.string(),
  roles: z.array(JobRoleSchema),
  /** For a signed-in talent: when they saved it and applied to it (§4 date stamps). */
  savedAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
})
export type JobSummary = z.infer<typeof JobSummarySchema>

/** GET /positions/{id}: every §3 field. */
export const JobSchema = JobSummarySchema.extend({
  version: z.number().int(),
  department: z.string().nullable(),
  description: z.string(),
  requirements: z.string().nullable(),
  duration: z.number().int().nullable(),
  durationUnit: z.string().nullable(),
  industry: z.string().nullable(),
  /** The industry named in the reader's language. */
  industryName: z.string().nullable(),
  educationLevel: z.number().int().nullable(),
  openToTravel: z.number().int().nullable(),
  nationality: z.string().nullable(),
  clearanceLevel: z.number().int().nullable(),
  certifications: z.array(z.object({ id: z.number().int(), name: z.string() })),
  languages: z.array(z.object({ id: z.number().int(), language: z.string(), level: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller's own company owns it: edit, status and candidates are theirs. */
  ownedByCaller: z.boolean(),
  /** For the owning company: applicants so far. */
  applicantCount: z.number().int().nullable(),
  /** For a talent: the pipeline status of their application (or of the company's contact). */
  communicationStatus: z.number().int().nullable(),
})
export type Job = z.infer<typeof JobSchema>

export const SearchSortSchema = z.enum(SEARCH_SORTS)

/** POST /positions/fetch: text (2+ characters, §5) over title, description and requirements, with filters. */
export const JobSearchSchema = z.strictObject({
  text: SearchTextSchema.optional(),
  country: CountryCodeSchema.optional(),
  city: text(100).optional(),
  modality: z.array(z.enum(OPTION_LISTS.modality)).max(3).optional(),
  employmentType: z.array(requiredCode(OPTION_LISTS.employment_type)).max(8).optional(),
  industry: z.enum(INDUSTRY_CODES).optional(),
  educationLevel: requiredCode(OPTION_LISTS.education_level).optional(),
  /** true: only jobs requiring clearance; false: only jobs that do not. */
  clearanceRequired: z.boolean().optional(),
  /** Jobs whose range reaches at least this salary. */
  salaryFrom: z.number().int().min(0).max(SALARY_MAX).optional(),
  /** §9 date filters on the date published. */
  datePosted: z.enum(OPTION_LISTS.date_filter).optional(),
  workRoleCode: WorkRoleCodeSchema.optional(),
  sort: SearchSortSchema.default('relevance'),
  page: PageRequestSchema.shape.page,
  limit: z.number().int().min(1).max(100).default(JOB_PAGE_SIZE),
})

/** POST positions/fetch: a page of jobs, the count (exact up to SEARCH_COUNT_LIMIT) and whether there are more. */
export const JobSearchPageSchema = cappedPageEnvelope(JobSummarySchema)
export type JobSearchPage = z.infer<typeof JobSearchPageSchema>

export type JobSearchInput = z.input<typeof JobSearchSchema>
export type JobSearch = z.output<typeof JobSearchSchema>

/** POST /positions/company: the caller's company's jobs, any status. */
export const CompanyJobsRequestSchema = z.strictObject({
  status: JobStatusSchema.optional(),
  text: SearchTextSchema.optional(),
  page: PageRequestSchema.shape.page,
  limit: z.number().int().min(1).max(100).default(20),
})

/** A company's job with how many candidates it has in each communication status. */
export const CompanyJobSchema = JobSummarySchema.extend({
  applicantCount: z.number().int(),
  /** Keyed by communication status code 0–4. */
  countsByStatus: z.record(z.string(), z.number().int()),
})
export type CompanyJob = z.infer<typeof CompanyJobSchema>

/** POST /talent/savePosition: saved true stamps the date, false removes it. */
export const SavePositionSchema = z.strictObject({
  positionId: IdSchema,
  saved: z.boolean().default(true),
})

/** POST /talent/apply. */
export const ApplySchema = z.strictObject({
  positionId: IdSchema,
  message: requiredText(APPLICATION_MESSAGE_MAX),
})

/** One role of the §5 gate: the talent's fit against the job's minimum, with the statements that would close it. */
export const RoleGapSchema = z.object({
  workRoleCode: z.string(),
  name: z.string(),
  minimumPercentage: z.number().int(),
  percentage: z.number().int(),
  met: z.boolean(),
  /** The role's statements the talent does not hold, when the minimum is not met. */
  missing: z.array(FitStatementSchema),
})
export type RoleGap = z.infer<typeof RoleGapSchema>

/** GET /positions/{id}/eligibility: may this talent apply, and if not, why (§5, PRODUCT.md). */
export const EligibilitySchema = z.object({
  eligible: z.boolean(),
  alreadyApplied: z.boolean(),
  clearance: z.object({ required: z.boolean(), held: z.boolean(), met: z.boolean() }),
  roles: z.array(RoleGapSchema),
})
export type Eligibility = z.infer<typeof EligibilitySchema>

export const StatusChangeSchema = z.object({
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  changedAt: z.string(),
  /** Who changed it: a company user's name, or the talent's own for applying. */
  changedBy: z.string(),
})

/** GET /talent/appliedPositions: the talent's applications with their current status. */
export const TalentApplicationSchema = z.object({
  id: z.number().int(),
  job: JobSummarySchema,
  message: z.string().nullable(),
  appliedAt: z.string().nullable(),
  communicationStatus: z.number().int(),
  statusChangedAt: z.string(),
})
export type TalentApplication = z.infer<typeof TalentApplicationSchema>

/** GET /positions/appliedPositions/{id}: one candidate, ranked by fit. */
export const CandidateSchema = z.object({
  applicationId: z.number().int(),
  talentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  currentJobTitle: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  /** Mean fit over the job's roles (0 when the job names none); the ranking key. */
  fit: z.number().int(),
  roles: z.array(z.object({ workRoleCode: z.string(), percentage: z.number().int(), minimumPercentage: z.number() })),
  hasClearance: z.boolean(),
  message: z.string().nullable(),
  appliedAt: z.string().nullable(),
  communicationStatus: z.number().int(),
  history: z.array(StatusChangeSchema),
})
export type Candidate = z.infer<typeof CandidateSchema>

/** The pipeline shows this many candidates, then "show more". */
export const CANDIDATE_PAGE_SIZE = 25

/** GET positions/appliedPositions/{id}?page&limit: one page of the ranking. */
export const CandidatesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CANDIDATE_PAGE_SIZE),
})
export type CandidatesQuery = z.output<typeof CandidatesQuerySchema>

/** The job, one page of its candidates best fit first, and how many candidates it has in all. */
export const CandidatesSchema = z.object({
  job: JobSummarySchema,
  candidates: z.array(CandidateSchema),
  totalNumberOfRecords: z.number().int().nonnegative(),
})

/** The note a company may add when it moves a candidate, sent in the talent's status e-mail. */
export const STATUS_MESSAGE_MAX = 2000

/** POST /positions/UpdatedCommunicationStatusAppliedTalent. */
export const UpdateCommunicationStatusSchema = z.strictObject({
  applicationId: IdSchema,
  communicationStatus: CommunicationStatusSchema,
  /** Optional words to the talent, quoted in the e-mail that tells them (empty means none). */
  message: optionalText(STATUS_MESSAGE_MAX),
})

/** POST /companies/contact/talent: e-mailed to the talent in their language. */
export const ContactTalentSchema = z.strictObject({
  talentId: IdSchema,
  /** When about a job, the talent enters that job's pipeline as "contacted by company" unless already in it. */
  positionId: IdSchema.nullish(),
  message: requiredText(CONTACT_MESSAGE_MAX),
})

/** POST /positions/{id}/contact: a talent writes to the company behind a job (§2 contact-company action). */
export const ContactCompanySchema = z.strictObject({ message: requiredText(CONTACT_MESSAGE_MAX) })

/** POST /sentinelaAI/ImproveJobDescription: the job as typed so far. */
export const ImproveJobDescriptionSchema = z.strictObject({
  jobTitle: requiredText(160),
  description: text(10_000).default(''),
  requirements: optionalText(10_000),
  workRoleCodes: z.array(WorkRoleCodeSchema).max(JOB_ROLES_MAX, 'too_many').default([]),
  salaryMin: salary.transform((value) => value ?? null),
  salaryMax: salary.transform((value) => value ?? null),
  salaryCurrency: z.enum(SALARY_CURRENCIES).default('USD'),
  country: CountryCodeSchema.nullish().transform((value) => value ?? null),
  city: optionalText(100),
  modality: optionalCode(OPTION_LISTS.modality),
})

export const DescriptionFlagSchema = z.object({
  kind: z.enum(['exclusionary_wording', 'missing_salary', 'missing_location', 'missing_modality', 'too_short']),
  /** For wording: the words found, as typed. */
  excerpt: z.string().nullable(),
  /** In the caller's language. */
  message: z.string(),
})

/** The proposal the company reviews before it replaces anything. */
export const ImprovedDescriptionSchema = z.object({
  description: z.string(),
  responsibilities: z.array(z.string()),
  flags: z.array(DescriptionFlagSchema),
  /** rules: built in; model: the configured OpenAI-compatible endpoint answered. */
  source: z.enum(['rules', 'model']),
})
export type ImprovedDescription = z.infer<typeof ImprovedDescriptionSchema>

/** GET /positions/minimum-reach: how many talents a minimum for one role would let through (#12). */
export const MinimumReachQuerySchema = z.strictObject({
  workRoleCode: WorkRoleCodeSchema,
  minimum: z.coerce.number().int('not_integer').min(1, 'too_small').max(100, 'too_big'),
})
export type MinimumReachQuery = z.output<typeof MinimumReachQuerySchema>

/** Active talents on the platform whose stored fit for the role is at least the minimum. */
export const MinimumReachSchema = z.object({ talents: z.number().int() })
export type MinimumReach = z.output<typeof MinimumReachSchema>

/**
 * GET /positions/publish-room: the plan's limit on published jobs at once (null = unlimited) and how many of the
 * company's jobs count against it, so the stepper can say so before the recruiter starts (#12); and how long a job
 * stays published under the plan (#16: the expiration date is capped at publishing + jobDurationDays).
 */
export const PublishRoomSchema = z.object({
  limit: z.number().int().nullable(),
  published: z.number().int(),
  /** The plan in force: its code and its name (the same proper noun in every language). */
  planCode: PlanCodeSchema,
  planName: z.string(),
  /** A published job expires at most this many days after publishing. */
  jobDurationDays: z.number().int(),
})
export type PublishRoom = z.output<typeof PublishRoomSchema>

/**
 * GET /positions/{id}/recommendedTalent (#16, plans with recommended talent): talents a company may look at (opted
 * into top talent, or sharing their profile) best fitted to the job's NICE roles, not yet in its pipeline. `fit` is
 * the mean over the job's roles; the profile opens only when `sharesProfile`.
 */
export const RecommendedTalentSchema = z.object({
  talentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  currentJobTitle: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  sharesProfile: z.boolean(),
  fit: z.number().int(),
  roles: z.array(z.object({ workRoleCode: z.string(), percentage: z.number().int() })),
})
export type RecommendedTalent = z.output<typeof RecommendedTalentSchema>
