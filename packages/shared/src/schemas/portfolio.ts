import { z } from 'zod'
import { StatementCodeSchema, StatementTextSchema } from './framework'
import { CommunicationStatusSchema, JobSummarySchema } from './jobs'
import { RoleFitSummarySchema } from './profile'

// ——— Projects (portfolio) ———

/** How many projects one talent may keep (decision 016): a portfolio, not a log of every exercise. */
export const PROJECTS_PER_TALENT_MAX = 50
/** NICE statements one project may name: enough to say what it shows, few enough to stay readable. */
export const PROJECT_STATEMENTS_MAX = 10
export const PROJECT_TITLE_MAX = 120
export const PROJECT_DESCRIPTION_MAX = 2000
export const PROJECT_LINK_MAX = 300

export const PROJECT_KINDS = ['ctf', 'lab', 'write_up', 'repository', 'talk'] as const
export const ProjectKindSchema = z.enum(PROJECT_KINDS, 'required')
export type ProjectKind = z.infer<typeof ProjectKindSchema>

const DateSchema = z.iso.date('invalid_date')

/** POST/PUT /talent/projects: end on or after start, or none (ongoing); only https links. */
export const ProjectInputSchema = z
  .strictObject({
    title: z.string().trim().min(1, 'required').max(PROJECT_TITLE_MAX, 'too_long'),
    description: z
      .string()
      .trim()
      .max(PROJECT_DESCRIPTION_MAX, 'too_long')
      .nullish()
      .transform((value) => value || null),
    link: z
      .url({ protocol: /^https$/, error: 'invalid_url' })
      .max(PROJECT_LINK_MAX, 'too_long')
      .nullish()
      .or(z.literal(''))
      .transform((value) => value || null),
    kind: ProjectKindSchema,
    startDate: DateSchema,
    endDate: DateSchema.nullish().transform((value) => value ?? null),
    statementCodes: z.array(StatementCodeSchema).max(PROJECT_STATEMENTS_MAX, 'too_many').default([]),
  })
  .superRefine((value, context) => {
    if (value.endDate && value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'end_before_start' })
    }
  })
export type ProjectInput = z.input<typeof ProjectInputSchema>
export type ProjectValues = z.output<typeof ProjectInputSchema>

/** A statement a project demonstrates, in the reader's language with NIST's English original. */
export const ProjectStatementSchema = z.object({
  code: z.string(),
  type: z.string(),
  ...StatementTextSchema.shape,
})

export const ProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  link: z.string().nullable(),
  kind: ProjectKindSchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  statements: z.array(ProjectStatementSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Project = z.infer<typeof ProjectSchema>

/** The talent's projects with the room left under PROJECTS_PER_TALENT_MAX. */
export const ProjectListSchema = z.object({ projects: z.array(ProjectSchema), limit: z.number().int() })
export type ProjectList = z.infer<typeof ProjectListSchema>

// ——— Activity ———

export const ACTIVITY_PAGE_MAX = 50
export const ACTIVITY_PAGE_DEFAULT = 20

/** Where an activity event comes from; with the source row's id it names the event. */
export const ACTIVITY_TYPES = [
  'application_status',
  'training_saved',
  'training_started',
  'training_completed',
  'message_received',
  'message_sent',
  'security',
] as const
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES)
export type ActivityType = z.infer<typeof ActivityTypeSchema>

/** Security events a talent sees on their own timeline (lib/audit.ts records them). */
export const SECURITY_ACTIVITY_EVENTS = [
  'registered',
  'sign_in',
  'sign_in_failed',
  'account_locked',
  'password_reset',
  'password_changed',
  'email_changed',
  'two_step_enabled',
  'two_step_disabled',
  'recovery_code_used',
  'provider_linked',
  'other_sessions_ended',
] as const
export type SecurityActivityEvent = (typeof SECURITY_ACTIVITY_EVENTS)[number]

/**
 * The opaque position after which the next page starts (base64url). Bounded: a cursor is a few dozen characters; the
 * API decodes and checks it, and answers a malformed one with 400 `activity_cursor_invalid`.
 */
export const ActivityCursorSchema = z
  .string()
  .max(200, 'too_long')
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid_format')

export const ActivityQuerySchema = z.strictObject({
  cursor: ActivityCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
})
export type ActivityQuery = z.input<typeof ActivityQuerySchema>

/** One event: the fields its type uses are set, the others null. */
export const ActivityEventSchema = z.object({
  /** `<type>:<source row id>`, unique in the timeline. */
  id: z.string(),
  type: ActivityTypeSchema,
  occurredAt: z.string(),
  positionId: z.number().int().nullable(),
  jobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  fromStatus: z.number().int().nullable(),
  toStatus: CommunicationStatusSchema.nullable(),
  /** For status changes: the talent moved it (applied), not the company. */
  byTalent: z.boolean().nullable(),
  trainingId: z.number().int().nullable(),
  trainingTitle: z.string().nullable(),
  /** A message's first words. */
  excerpt: z.string().nullable(),
  /** For security events: which one (SECURITY_ACTIVITY_EVENTS). */
  securityEvent: z.string().nullable(),
})
export type ActivityEvent = z.infer<typeof ActivityEventSchema>

export const ActivityPageSchema = z.object({
  data: z.array(ActivityEventSchema),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
})
export type ActivityPage = z.infer<typeof ActivityPageSchema>

// ——— Talent dashboard ———

/** The profile's sections completeness counts, in the order the dashboard suggests filling them in. */
export const PROFILE_SECTIONS = [
  'basic_data',
  'photo',
  'nice_roles',
  'nice_statements',
  'experience',
  'education',
  'certifications',
  'languages',
  'cv',
  'projects',
] as const
export const ProfileSectionSchema = z.enum(PROFILE_SECTIONS)
export type ProfileSection = z.infer<typeof ProfileSectionSchema>

/** Applications a talent should look at: the company moved them lately, or wrote first about a job. */
export const ATTENTION_DAYS = 14
export const ATTENTION_MAX = 5
export const NEW_JOBS_MAX = 5
export const BEST_ROLES_MAX = 3

export const AttentionItemSchema = z.object({
  applicationId: z.number().int(),
  positionId: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  communicationStatus: CommunicationStatusSchema,
  statusChangedAt: z.string(),
  reason: z.enum(['status_changed', 'contacted']),
})
export type AttentionItem = z.infer<typeof AttentionItemSchema>

export const TalentDashboardSchema = z.object({
  completeness: z.object({
    percentage: z.number().int().min(0).max(100),
    sections: z.array(z.object({ section: ProfileSectionSchema, done: z.boolean() })),
    /** The first section still empty, null when all are done. */
    nextStep: ProfileSectionSchema.nullable(),
  }),
  bestRoles: z.array(RoleFitSummarySchema),
  /** Published in the last 7 days, asking for one of the best roles, not applied to yet; newest first. */
  newJobs: z.array(JobSummarySchema),
  attention: z.array(AttentionItemSchema),
})
export type TalentDashboard = z.infer<typeof TalentDashboardSchema>
