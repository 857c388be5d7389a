import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AgentStatusSchema,
  AiAgentEditableSchema,
  AiAgentIdParams,
  AiAgentInputSchema,
  AiAgentListQuerySchema,
  AiAgentListSchema,
  AiAgentSchema,
  CandidateSummaryNarrateSchema,
  CandidateSummaryRequestSchema,
  CandidateSummarySchema,
  CareerCoachNarrateSchema,
  CareerCoachRequestSchema,
  CareerCoachResultSchema,
  InterviewAnswerSchema,
  InterviewNarrateSchema,
  InterviewQuestionsRequestSchema,
  InterviewQuestionsSchema,
  InterviewScoreSchema,
} from '@sentinela/shared/schemas/ai'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import { signedInUser } from '../../plugins/access'
import {
  assertMayNarrate,
  candidateSummaryPrompt,
  careerCoachPrompt,
  interviewPrompt,
  sendNarration,
} from './narration'

const tags = ['AI agents']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}
/** A narration's answer: server-sent events, never compressed (each event must leave as it is written). */
const narrationRoute = { produces: ['text/event-stream'], response: errors }

/**
 * #18 AI agents: the marketplace (§3 "AI agent", §7 `GET /marketplace/items/AIAgent`, `POST /marketplace/AIAgent`,
 * `GET /marketplace/AIAgents/{AIAgentId}`) with the operator's editor, and the built-in agents — career coach,
 * interview practice, candidate summary — each answering with built-in rules (`run`, `questions`, `score`) and, with
 * the user's consent and a configured model, streaming the model's prose about the same result (`narrate`).
 * @see docs/decisions/014-ai-agents.md
 */
const aiAgentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { aiAgents, careerCoach, interviewPractice, candidateSummary } = app.services
  const { config } = app
  const narrationLimit = { max: config.AI_NARRATION_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' }

  // ——— The marketplace ———

  app.get(
    '/api/marketplace/items/AIAgent',
    {
      schema: {
        tags,
        summary: 'Search the AI agents catalogue (reader’s language): text, category, built-in only; page of 12',
        querystring: AiAgentListQuerySchema,
        response: { 200: AiAgentListSchema, ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => aiAgents.list(request.user, request.query, request.language),
  )

  app.get(
    '/api/marketplace/AIAgents/:AIAgentId',
    {
      schema: {
        tags,
        summary: 'One AI agent in the reader’s language (an unpublished one only for the operator)',
        params: AiAgentIdParams,
        response: { 200: dataEnvelope(AiAgentSchema), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await aiAgents.get(request.user, request.params.AIAgentId, request.language) }),
  )

  app.post(
    '/api/marketplace/AIAgent',
    {
      schema: {
        tags,
        summary: 'Add an AI tool to the catalogue (operator)',
        body: AiAgentInputSchema,
        response: { 201: dataEnvelope(AiAgentEditableSchema), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await aiAgents.create(request, signedInUser(request), request.body, request.language) }),
  )

  app.get(
    '/api/operator/aiAgents',
    {
      schema: {
        tags,
        summary: 'Every catalogue entry, published or not, with its texts in every language (operator)',
        response: { 200: dataEnvelope(z.array(AiAgentEditableSchema)), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request) => ({ data: await aiAgents.listEditable(request.language) }),
  )

  app.put(
    '/api/operator/aiAgents/:id',
    {
      schema: {
        tags,
        summary: 'Edit, publish or unpublish a catalogue entry; a built-in agent keeps its key and page (operator)',
        params: IdParams,
        body: AiAgentInputSchema,
        response: { 200: dataEnvelope(AiAgentEditableSchema), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request) => ({
      data: await aiAgents.update(request, signedInUser(request), request.params.id, request.body, request.language),
    }),
  )

  app.get(
    '/api/agents/status',
    {
      schema: {
        tags,
        summary: 'Whether a model is configured, so the agents’ pages can offer to write their answer with it',
        response: { 200: dataEnvelope(AgentStatusSchema), ...errors },
      },
      config: { access: 'public' },
    },
    async () => ({ data: { modelAvailable: Boolean(config.AI_BASE_URL) } }),
  )

  // ——— Career coach (talent) ———

  app.post(
    '/api/agents/careerCoach/run',
    {
      schema: {
        tags,
        summary: 'A plan of trainings towards a work role, from the talent’s profile and fit (built-in rules)',
        body: CareerCoachRequestSchema,
        response: { 200: dataEnvelope(CareerCoachResultSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await careerCoach.run(signedInUser(request), request.body, request.t) }),
  )

  app.post(
    '/api/agents/careerCoach/narrate',
    {
      schema: {
        tags,
        summary: 'The career coach’s advice written by the model, streamed (needs the talent’s consent)',
        body: CareerCoachNarrateSchema,
        ...narrationRoute,
      },
      config: { access: 'talent', rateLimit: narrationLimit },
      compress: false,
    },
    async (request, reply) => {
      const { consent, ...input } = request.body
      assertMayNarrate(config, consent)
      const result = await careerCoach.run(signedInUser(request), input, request.t)
      return sendNarration(reply, config, careerCoachPrompt(result, request.language), request.log)
    },
  )

  // ——— Interview practice (talent) ———

  app.post(
    '/api/agents/interviewPractice/questions',
    {
      schema: {
        tags,
        summary: 'Interview questions drawn from a work role’s task statements',
        body: InterviewQuestionsRequestSchema,
        response: { 200: dataEnvelope(InterviewQuestionsSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await interviewPractice.questions(request.body, request.t) }),
  )

  app.post(
    '/api/agents/interviewPractice/score',
    {
      schema: {
        tags,
        summary: 'Score an answer against the role’s knowledge and skill statements (built-in rules)',
        body: InterviewAnswerSchema,
        response: { 200: dataEnvelope(InterviewScoreSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await interviewPractice.score(request.body, request.t) }),
  )

  app.post(
    '/api/agents/interviewPractice/narrate',
    {
      schema: {
        tags,
        summary: 'Feedback on an answer written by the model, streamed (needs the talent’s consent)',
        body: InterviewNarrateSchema,
        ...narrationRoute,
      },
      config: { access: 'talent', rateLimit: narrationLimit },
      compress: false,
    },
    async (request, reply) => {
      const { consent, ...input } = request.body
      assertMayNarrate(config, consent)
      const score = await interviewPractice.score(input, request.t)
      const question = await interviewPractice.questionFor(input.questionCode, request.t)
      return sendNarration(reply, config, interviewPrompt(question, input.answer, score, request.language), request.log)
    },
  )

  // ——— Candidate summary (company) ———

  app.post(
    '/api/agents/candidateSummary/run',
    {
      schema: {
        tags,
        summary: 'A short, factual summary of an applicant’s fit for one of the company’s jobs (built-in rules)',
        body: CandidateSummaryRequestSchema,
        response: { 200: dataEnvelope(CandidateSummarySchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await candidateSummary.run(signedInUser(request), request.body, request.t) }),
  )

  app.post(
    '/api/agents/candidateSummary/narrate',
    {
      schema: {
        tags,
        summary: 'The candidate summary written by the model, streamed (needs the company user’s consent)',
        body: CandidateSummaryNarrateSchema,
        ...narrationRoute,
      },
      config: { access: 'company', rateLimit: narrationLimit },
      compress: false,
    },
    async (request, reply) => {
      const { consent, ...input } = request.body
      assertMayNarrate(config, consent)
      const summary = await candidateSummary.run(signedInUser(request), input, request.t)
      return sendNarration(reply, config, candidateSummaryPrompt(summary, request.language), request.log)
    },
  )
}

export default aiAgentsRoutes
