import { z } from 'zod'
import { OPTION_LISTS } from '../master-data/option-lists'
import { AI_SEARCH_QUERY_MAX } from '../search/ai-query'
import { IdParamSchema, IdSchema, PAGE_MAX, SEARCH_MAX_LENGTH } from './common'
import { WorkRoleCodeSchema } from './framework'
import { JobSummarySchema } from './jobs'
import { TrainingSummarySchema } from './learning'
import { TalentCardSchema } from './talent-search'

/*
 * #18 AI search and AI agents. Every AI feature works without a model (built-in rules over the PostgreSQL searches)
 * and better with an OpenAI-compatible one at AI_BASE_URL (PRODUCT.md "Quiz, CV analysis and AI").
 */

export { AI_SEARCH_QUERY_MAX }

export const AI_LANGUAGES = ['en', 'es', 'pt'] as const
export type AiLanguage = (typeof AI_LANGUAGES)[number]

// ---------------------------------------------------------------------------------------------------------------
// AI search: GET /api/sentinelaai/sentinelaAISerch?q=…
// ---------------------------------------------------------------------------------------------------------------

/** Result groups, in the order the page shows them. `talents` only for company users. */
export const AI_SEARCH_GROUPS = ['jobs', 'trainings', 'careers', 'talents'] as const
export type AiSearchGroup = (typeof AI_SEARCH_GROUPS)[number]
/** Hits per group in one answer (the page links each group to its full search). */
export const AI_SEARCH_GROUP_LIMIT = 5

export const SENIORITIES = ['entry', 'mid', 'senior'] as const
export type Seniority = (typeof SENIORITIES)[number]

export const AiSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'too_short').max(AI_SEARCH_QUERY_MAX, 'too_long'),
  /** Only one group (the "more" link of a group); all groups the caller may see when absent. */
  group: z.enum(AI_SEARCH_GROUPS, 'invalid_value').optional(),
})
export type AiSearchQuery = z.infer<typeof AiSearchQuerySchema>

/**
 * What a query was understood to mean: the structured filters the built-in parser or the model produces (the model's
 * answer is validated against exactly this schema; it never writes SQL). Everything optional: an empty object means
 * "search the words".
 */
export const AiSearchFiltersSchema = z.strictObject({
  /** The words left for full-text search once the understood vocabulary is taken out. */
  words: z.array(z.string().trim().min(1).max(60)).max(12).default([]),
  /** NICE work roles the query names or implies ("pentester" → the penetration testing role). */
  workRoleCodes: z.array(WorkRoleCodeSchema).max(5).default([]),
  modality: z.array(z.enum(OPTION_LISTS.modality)).max(3).default([]),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  city: z.string().trim().min(1).max(100).optional(),
  /** true: "with clearance"; false: "without clearance"/"sin clearance"/"sem clearance". */
  clearanceRequired: z.boolean().optional(),
  seniority: z.enum(SENIORITIES).optional(),
  /** The language a training is given in ("training in Spanish"). */
  trainingLanguage: z.enum(AI_LANGUAGES).optional(),
  /** Groups the query asks for ("training" → trainings; "who can" → talents); empty means every group. */
  groups: z.array(z.enum(AI_SEARCH_GROUPS)).max(4).default([]),
})
export type AiSearchFilters = z.infer<typeof AiSearchFiltersSchema>
export type AiSearchFiltersInput = z.input<typeof AiSearchFiltersSchema>

/** Why one hit matched: the query's words found in it, the work roles it shares, the filters it satisfies. */
export const AiMatchReasonSchema = z.object({
  words: z.array(z.string()),
  workRoles: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Each understood filter the hit satisfies, e.g. { field: 'modality', value: 'remote' }. */
  filters: z.array(z.object({ field: z.string(), value: z.string() })),
})
export type AiMatchReason = z.infer<typeof AiMatchReasonSchema>

export const AiCareerHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  owner: z.enum(['system', 'talent', 'company']),
  workRoleCodes: z.array(z.string()),
  trainingsCount: z.number().int(),
})

const group = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(z.object({ item, why: AiMatchReasonSchema })),
    /** Matches in all (capped like the other searches), for "see all N". */
    total: z.number().int().nonnegative(),
  })

export const AiSearchResultSchema = z.object({
  query: z.string(),
  /** The language the query was read in (the reader's language when the words do not tell). */
  language: z.enum(AI_LANGUAGES),
  understood: AiSearchFiltersSchema,
  /** Names of the understood work roles in the reader's language, for the "understood" chips. */
  workRoles: z.array(z.object({ code: z.string(), name: z.string() })),
  /** `rules`: the built-in parser; `model`: the configured model's filters (validated); `fallback`: the model failed or was slow and the parser answered. */
  source: z.enum(['rules', 'model', 'fallback']),
  groups: z.object({
    jobs: group(JobSummarySchema).optional(),
    trainings: group(TrainingSummarySchema).optional(),
    careers: group(AiCareerHitSchema).optional(),
    /** Company users only, and only talents who share their profile. */
    talents: group(TalentCardSchema).optional(),
  }),
})
export type AiSearchResult = z.infer<typeof AiSearchResultSchema>

// ---------------------------------------------------------------------------------------------------------------
// AI agents marketplace (§3 AI agent: id, title, description, price, currency, provider, link)
// ---------------------------------------------------------------------------------------------------------------

/** Agents that run inside Sentinela; each has its catalogue entry (`builtIn`) and its own page. */
export const BUILT_IN_AGENTS = ['career_coach', 'interview_practice', 'job_description', 'candidate_summary'] as const
export type BuiltInAgent = (typeof BUILT_IN_AGENTS)[number]
/** Who a built-in agent is for. */
export const BUILT_IN_AGENT_AUDIENCE: Record<BuiltInAgent, 'talent' | 'company'> = {
  career_coach: 'talent',
  interview_practice: 'talent',
  job_description: 'company',
  candidate_summary: 'company',
}

export const AI_AGENT_CATEGORIES = [
  'assistant',
  'offensive',
  'defensive',
  'threat_intelligence',
  'code_security',
  'learning',
  'hiring',
] as const
export const AI_AGENT_CURRENCIES = ['USD', 'EUR'] as const
export const AI_AGENT_PAGE_SIZE = 12

const localized = (max: number) =>
  z.strictObject({
    en: z.string().trim().min(1, 'required').max(max, 'too_long'),
    es: z.string().trim().max(max, 'too_long').default(''),
    pt: z.string().trim().max(max, 'too_long').default(''),
  })

/** POST /marketplace/AIAgent (operator creates) and PUT /api/operator/aiAgents/:id (operator edits). */
export const AiAgentInputSchema = z.strictObject({
  title: localized(120),
  description: localized(2000),
  /** Per month in `currency`; 0 = free; null = priced on request (enterprise tools without a public price). */
  price: z.number().min(0, 'too_small').max(100_000, 'too_big').nullable(),
  currency: z.enum(AI_AGENT_CURRENCIES, 'invalid_value'),
  provider: z.string().trim().min(1, 'required').max(120, 'too_long'),
  /** The tool's real page (https). */
  link: z.url({ protocol: /^https$/, message: 'invalid_url' }).max(500, 'too_long'),
  category: z.enum(AI_AGENT_CATEGORIES, 'invalid_value'),
  published: z.boolean().default(true),
})
export type AiAgentInput = z.input<typeof AiAgentInputSchema>

/** One catalogue entry in the reader's language (es/pt fall back to en when empty). */
export const AiAgentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  provider: z.string(),
  link: z.string(),
  category: z.enum(AI_AGENT_CATEGORIES),
  /** Set for the agents that run in Sentinela; their page is /AIAgents/AIAgent?id=… with the agent itself. */
  builtIn: z.enum(BUILT_IN_AGENTS).nullable(),
  /** For built-in agents: who may run it. */
  audience: z.enum(['talent', 'company', 'all']),
  published: z.boolean(),
})
export type AiAgent = z.infer<typeof AiAgentSchema>

/** The operator's view: every language as stored. */
export const AiAgentEditableSchema = AiAgentSchema.extend({
  titles: z.object({ en: z.string(), es: z.string(), pt: z.string() }),
  descriptions: z.object({ en: z.string(), es: z.string(), pt: z.string() }),
})
export type AiAgentEditable = z.infer<typeof AiAgentEditableSchema>

/** GET /marketplace/items/AIAgent */
export const AiAgentListQuerySchema = z.object({
  text: z.string().trim().max(SEARCH_MAX_LENGTH, 'too_long').optional(),
  category: z.enum(AI_AGENT_CATEGORIES, 'invalid_value').optional(),
  /** true: only the agents that run in Sentinela. */
  builtIn: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(48, 'too_big').default(AI_AGENT_PAGE_SIZE),
})
export const AiAgentListSchema = z.object({
  data: z.array(AiAgentSchema),
  meta: z.object({ total: z.number().int().nonnegative(), page: z.number().int(), limit: z.number().int() }),
})
export type AiAgentList = z.infer<typeof AiAgentListSchema>
export const AiAgentIdParams = z.object({ AIAgentId: IdParamSchema })

/** GET /api/agents/status: whether a model is configured (the pages offer the "write it with the model" consent). */
export const AgentStatusSchema = z.object({ modelAvailable: z.boolean() })

// ---------------------------------------------------------------------------------------------------------------
// Built-in agents. Each `run` answers with rules only (no personal data leaves the server). `narrate` streams the
// model's prose about the same result (text/event-stream) and needs `consent: true` in its body; without a model it
// answers 409 ai_model_unavailable.
// ---------------------------------------------------------------------------------------------------------------

export const STATEMENT_REF = z.object({ code: z.string(), text: z.string() })

/** POST /api/agents/careerCoach/run (talent). */
export const CareerCoachRequestSchema = z.strictObject({
  /** The role to grow towards; the talent's best-fitting role when absent. */
  workRoleCode: WorkRoleCodeSchema.optional(),
  /** The talent's question in their own words ("what should I learn next for Threat Analysis?"); a role it names is used. */
  question: z.string().trim().max(500, 'too_long').optional(),
  /** At most this many trainings in the plan. */
  maxSteps: z.number().int().min(1).max(12).default(6),
})
export type CareerCoachRequest = z.input<typeof CareerCoachRequestSchema>

export const CareerCoachStepSchema = z.object({
  training: TrainingSummarySchema,
  /** Missing statements of the role this training covers. */
  covers: z.array(STATEMENT_REF),
  /** 0 beginner, 1 mid, 2 professional (the path's level of the training). */
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
})
export const CareerCoachResultSchema = z.object({
  workRole: z.object({ code: z.string(), name: z.string() }),
  /** The talent's fit for the role now, and once every step's statements are added. */
  fitNow: z.number().int(),
  fitAfter: z.number().int(),
  missingStatements: z.array(STATEMENT_REF),
  steps: z.array(CareerCoachStepSchema),
  /** The built-in prose (the reader's language). */
  advice: z.string(),
  /** Ready for POST /marketplace/createCareerPath: saving the plan is creating the talent's own path. */
  plan: z.object({
    name: z.string(),
    description: z.string(),
    workRoleCodes: z.array(z.string()),
    trainings: z.array(
      z.object({ trainingId: z.number().int(), level: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
    ),
  }),
})
export type CareerCoachResult = z.infer<typeof CareerCoachResultSchema>

/** POST /api/agents/interviewPractice/questions (talent). */
export const InterviewQuestionsRequestSchema = z.strictObject({
  workRoleCode: WorkRoleCodeSchema,
  count: z.number().int().min(1).max(10).default(5),
})
export const InterviewQuestionSchema = z.object({
  /** The task statement the question is drawn from. */
  code: z.string(),
  question: z.string(),
})
export const InterviewQuestionsSchema = z.object({
  workRole: z.object({ code: z.string(), name: z.string() }),
  questions: z.array(InterviewQuestionSchema),
})
export type InterviewQuestions = z.infer<typeof InterviewQuestionsSchema>

/** POST /api/agents/interviewPractice/score (talent). */
export const INTERVIEW_ANSWER_MAX = 4000
export const InterviewAnswerSchema = z.strictObject({
  workRoleCode: WorkRoleCodeSchema,
  /** The task statement code of the question answered. */
  questionCode: z.string().trim().min(1, 'required').max(30, 'too_long'),
  answer: z.string().trim().min(1, 'required').max(INTERVIEW_ANSWER_MAX, 'too_long'),
})
export type InterviewAnswerInput = z.input<typeof InterviewAnswerSchema>
export const InterviewScoreSchema = z.object({
  /** 0–100: how much of the role's knowledge and skills relevant to the question the answer shows. */
  score: z.number().int().min(0).max(100),
  /** Knowledge and skill statements the answer shows. */
  shown: z.array(STATEMENT_REF),
  /** The most relevant ones it does not. */
  toAdd: z.array(STATEMENT_REF),
  feedback: z.string(),
})
export type InterviewScore = z.infer<typeof InterviewScoreSchema>

/** POST /api/agents/candidateSummary/run (company admin; a candidate who applied to one of the company's jobs). */
export const CandidateSummaryRequestSchema = z.strictObject({ jobId: IdSchema, talentId: IdSchema })
export const CandidateSummarySchema = z.object({
  jobId: z.number().int(),
  talentId: z.number().int(),
  name: z.string(),
  jobTitle: z.string(),
  /** Fit for each of the job's roles, and their mean. */
  roleFits: z.array(z.object({ code: z.string(), name: z.string(), percentage: z.number().int() })),
  meanFit: z.number().int(),
  /** Short factual lines from stored data (experience, education, certifications, languages, clearance, location). */
  facts: z.array(z.string()),
  strengths: z.array(STATEMENT_REF),
  gaps: z.array(STATEMENT_REF),
  /** The built-in summary (the reader's language). */
  summary: z.string(),
})
export type CandidateSummary = z.infer<typeof CandidateSummarySchema>

/**
 * POST /api/agents/{careerCoach|interviewPractice|candidateSummary}/narrate: the same body plus the consent; a
 * `consent` that is not true is refused with 400 ai_consent_required before anything is read.
 */
export const NarrateConsentSchema = z.object({ consent: z.boolean() })
export const CareerCoachNarrateSchema = CareerCoachRequestSchema.extend(NarrateConsentSchema.shape)
export const InterviewNarrateSchema = InterviewAnswerSchema.extend(NarrateConsentSchema.shape)
export const CandidateSummaryNarrateSchema = CandidateSummaryRequestSchema.extend(NarrateConsentSchema.shape)

/** One server-sent event of a narration: text to append, then `done`; `error` means keep the built-in text. */
export const NarrationEventSchema = z.union([
  z.object({ delta: z.string() }),
  z.object({ done: z.literal(true) }),
  z.object({ error: z.string() }),
])
export type NarrationEvent = z.infer<typeof NarrationEventSchema>
