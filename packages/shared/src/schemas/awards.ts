import { z } from 'zod'
import { IdSchema, SearchTextSchema } from './common'

/**
 * Teacher awards (§3 Award nominee, §4, §5, §9; PRODUCT.md "Awards"): per-country contests where talent and companies
 * nominate cybersecurity teachers, the operator evaluates the nominations, and talent vote.
 *
 * Calls (all under /api):
 * - public: GET /awards/editions?country= (the country's editions, newest first, with phase and dates),
 *   GET /marketplace/awardNominees?editionId=&text= (approved nominees, most votes first),
 *   GET /awards/nominees/{id} (one approved nominee with its edition: AwardNomineePageSchema)
 * - talent or company user: POST /talent/saveNominated (multipart: a `nomination` JSON field, then the `proof` file)
 * - talent: POST /marketplace/voteAwardNominee (answers AwardNomineePageSchema), POST /marketplace/confirmAwardLink
 * - operator: GET/POST /operator/awards/editions, PUT /operator/awards/editions/{id} (dates), GET /operator/awards/nominations?status=,
 *   GET /operator/awards/nominations/{id}/proof, POST /operator/awards/nominations/{id}/review
 */

/** The four countries of §9, by ISO 3166 code; their pages are /MexicoAwards, /ColombiaAwards, /ChileAwards, /argentinaAwards. */
export const AWARD_COUNTRIES = ['MX', 'CO', 'CL', 'AR'] as const
export type AwardCountry = (typeof AWARD_COUNTRIES)[number]
export const AWARD_COUNTRY_PATHS: Record<AwardCountry, string> = {
  MX: '/MexicoAwards',
  CO: '/ColombiaAwards',
  CL: '/ChileAwards',
  AR: '/argentinaAwards',
}

/** §4: nominations → evaluation → voting → closed, following the edition's dates; `upcoming` before nominations open. */
export const AWARD_PHASES = ['upcoming', 'nominations', 'evaluation', 'voting', 'closed'] as const
export type AwardPhase = (typeof AWARD_PHASES)[number]

export const NOMINEE_STATUSES = ['pending', 'approved', 'rejected'] as const
export type NomineeStatus = (typeof NOMINEE_STATUSES)[number]

/** §5/§9 teacher criteria. */
export const MIN_TEACHING_YEARS = 1
export const MIN_STUDENTS = 20
/** The proof of experience: a PDF or an image (PNG, JPEG), checked by content, up to this size. */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024
/** A referral code links the nominee profile once, within this many days of the nomination. */
export const AWARD_LINK_CODE_DAYS = 30
/** A user nominates at most this many teachers per edition: each nomination e-mails someone who did not ask for it. */
export const AWARD_NOMINATIONS_PER_USER = 5

/**
 * Which edition's phase a moment falls in. Nominations run [nominationsOpenAt, nominationsCloseAt), evaluation until
 * votingOpenAt, voting [votingOpenAt, votingCloseAt); closed from votingCloseAt.
 */
export function awardPhaseAt(
  edition: {
    nominationsOpenAt: string | Date
    nominationsCloseAt: string | Date
    votingOpenAt: string | Date
    votingCloseAt: string | Date
  },
  at: Date = new Date(),
): AwardPhase {
  const time = at.getTime()
  if (time < new Date(edition.nominationsOpenAt).getTime()) return 'upcoming'
  if (time < new Date(edition.nominationsCloseAt).getTime()) return 'nominations'
  if (time < new Date(edition.votingOpenAt).getTime()) return 'evaluation'
  if (time < new Date(edition.votingCloseAt).getTime()) return 'voting'
  return 'closed'
}

const isoDate = z.iso.datetime({ offset: true, message: 'invalid_date' })

export const AwardEditionSchema = z.object({
  id: z.number().int(),
  country: z.enum(AWARD_COUNTRIES),
  year: z.number().int(),
  nominationsOpenAt: z.string(),
  nominationsCloseAt: z.string(),
  votingOpenAt: z.string(),
  votingCloseAt: z.string(),
  phase: z.enum(AWARD_PHASES),
  /** Approved nominees. */
  nomineeCount: z.number().int(),
  totalVotes: z.number().int(),
  /** The signed-in talent's vote in this edition: the nominee's id, or null. */
  myVoteNomineeId: z.number().int().nullable(),
})
export type AwardEdition = z.infer<typeof AwardEditionSchema>

export const AwardEditionsQuerySchema = z.object({ country: z.enum(AWARD_COUNTRIES, 'invalid_value') })

/** What the operator opens: the dates must follow each other (checked by the API, translated `invalid_dates`). */
export const AwardEditionInputSchema = z.strictObject({
  country: z.enum(AWARD_COUNTRIES, 'required'),
  year: z.number().int().min(2020, 'too_small').max(2100, 'too_big'),
  nominationsOpenAt: isoDate,
  nominationsCloseAt: isoDate,
  votingOpenAt: isoDate,
  votingCloseAt: isoDate,
})
export type AwardEditionInput = z.input<typeof AwardEditionInputSchema>

/** §3 Award nominee, as lists and the nominee page show it (approved nominees only). */
export const AwardNomineeSchema = z.object({
  id: z.number().int(),
  editionId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  knowledgeArea: z.string(),
  institution: z.string(),
  coursesTaught: z.string(),
  votesQuantity: z.number().int(),
  /** Whether the teacher linked this profile to their talent account with the referral code. */
  linked: z.boolean(),
})
export type AwardNominee = z.infer<typeof AwardNomineeSchema>

export const AwardNomineesQuerySchema = z.object({
  editionId: z.coerce.number().int().min(1).max(2_147_483_647),
  /** §5: split into first and last word, matching first or last name, case-insensitive; 2 characters minimum. */
  text: SearchTextSchema.optional(),
})

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long')

/**
 * A nomination (§5 criteria): the two declarations must be true, the years and students at least the minimums. The
 * proof file travels beside it in the same multipart request.
 */
export const NominationInputSchema = z.strictObject({
  editionId: IdSchema,
  firstName: requiredText(80),
  lastName: requiredText(80),
  /** Where the referral code is sent. */
  email: z.email('invalid_email').max(254, 'too_long'),
  knowledgeArea: requiredText(120),
  institution: requiredText(160),
  coursesTaught: requiredText(1000),
  yearsTeaching: z.number('required').int().min(MIN_TEACHING_YEARS, 'award_min_years').max(70, 'too_big'),
  students: z.number('required').int().min(MIN_STUDENTS, 'award_min_students').max(1_000_000, 'too_big'),
  affiliatedWithInstitution: z.literal(true, 'award_declaration_required'),
  teachesInCountry: z.literal(true, 'award_declaration_required'),
})
export type NominationInput = z.input<typeof NominationInputSchema>

export const NominationResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(NOMINEE_STATUSES),
  /** §8 "Awards nomination received", translated. */
  message: z.string(),
})
export type NominationResult = z.infer<typeof NominationResultSchema>

/** A nominee with their edition (phase, the caller's vote): the nominee page, and the answer to a vote. */
export const AwardNomineePageSchema = z.object({ nominee: AwardNomineeSchema, edition: AwardEditionSchema })
export type AwardNomineePage = z.infer<typeof AwardNomineePageSchema>

export const VoteInputSchema = z.strictObject({ nomineeId: IdSchema })

/** Referral codes are 8 letters and digits without look-alikes, shown as XXXX-XXXX; case and the dash are ignored. */
export const AWARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const ConfirmAwardLinkInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .max(20, 'award_code_invalid')
    .transform((code) => code.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[A-Z0-9]{8}$/, 'award_code_invalid')),
})
export const ConfirmAwardLinkResultSchema = z.object({ nominee: AwardNomineeSchema, country: z.enum(AWARD_COUNTRIES) })
export type ConfirmAwardLinkResult = z.infer<typeof ConfirmAwardLinkResultSchema>

/** A nomination as the operator reviews it. */
export const OperatorNominationSchema = AwardNomineeSchema.extend({
  country: z.enum(AWARD_COUNTRIES),
  year: z.number().int(),
  email: z.string(),
  yearsTeaching: z.number().int(),
  students: z.number().int(),
  status: z.enum(NOMINEE_STATUSES),
  rejectionReason: z.string().nullable(),
  proofType: z.enum(['pdf', 'png', 'jpeg']),
  nominatedBy: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
})
export type OperatorNomination = z.infer<typeof OperatorNominationSchema>

export const OperatorNominationsQuerySchema = z.object({ status: z.enum(NOMINEE_STATUSES).optional() })

export const NominationReviewSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('reject'), reason: requiredText(500) }),
])
export type NominationReview = z.infer<typeof NominationReviewSchema>
