import { Readable } from 'node:stream'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { CandidateSummary, CareerCoachResult, InterviewScore, NarrationEvent } from '@sentinela/shared/schemas/ai'
import type { Config } from '../../config'
import { streamModelText, type ModelConfig, type ModelMessage } from '../../lib/ai-model'
import { AppError, ErrorCode } from '../../lib/app-error'
import { LANGUAGE_NAMES } from './agent-text'

/** What a narration event says when the model failed: the page keeps the built-in text. */
export const NARRATION_FAILED = 'ai_model_failed'

const RULES =
  'Use only the facts given in the JSON; invent no training, statement, number or fact. Plain prose, no headings, ' +
  'no lists, no Markdown, under 180 words.'

/**
 * The two checks every narration makes before reading anything (PRODUCT.md "Quiz, CV analysis and AI"): the user
 * agreed in the agent's page to send the data to the model, and a model is configured. Both refusals go through the
 * one JSON error handler, since nothing has been streamed yet.
 */
export function assertMayNarrate(config: Pick<Config, 'AI_BASE_URL'>, consent: boolean) {
  if (consent !== true) throw new AppError(ErrorCode.AI_CONSENT_REQUIRED)
  if (!config.AI_BASE_URL) throw new AppError(ErrorCode.AI_MODEL_UNAVAILABLE)
}

/**
 * The career coach's prompt: the role, the fits and the plan (training titles, providers, the statements they
 * cover). Nothing about the talent but what the plan says: no name, no profile.
 */
export function careerCoachPrompt(result: CareerCoachResult, language: Language): ModelMessage[] {
  return [
    {
      role: 'system',
      content:
        `You are a cybersecurity career coach. Write in ${LANGUAGE_NAMES[language]}, to the learner as "you", ` +
        'encouraging and concrete: say where they stand for the work role, what they miss, and why the trainings ' +
        `come in this order. ${RULES}`,
    },
    {
      role: 'user',
      content: JSON.stringify({
        workRole: result.workRole.name,
        fitNow: result.fitNow,
        fitAfterPlan: result.fitAfter,
        missingStatements: result.missingStatements.slice(0, 15).map((statement) => statement.text),
        plan: result.steps.map((step) => ({
          training: step.training.title,
          provider: step.training.provider,
          level: ['entry', 'mid', 'advanced'][step.level],
          covers: step.covers.map((statement) => statement.text),
        })),
      }),
    },
  ]
}

/** Interview feedback's prompt: the question, the answer, and what the rules found it shows and misses. */
export function interviewPrompt(
  question: string,
  answer: string,
  score: InterviewScore,
  language: Language,
): ModelMessage[] {
  return [
    {
      role: 'system',
      content:
        `You are a friendly cybersecurity interviewer giving feedback on one practice answer. Write in ` +
        `${LANGUAGE_NAMES[language]}, to the candidate as "you": what the answer does well, what it should add ` +
        `(the knowledge and skills listed as missing) and how to phrase it with an example. ${RULES}`,
    },
    {
      role: 'user',
      content: JSON.stringify({
        question,
        answer,
        score: score.score,
        shows: score.shown.map((statement) => statement.text),
        missing: score.toAdd.map((statement) => statement.text),
      }),
    },
  ]
}

/**
 * The candidate summary's prompt: fits, facts, strengths and gaps — never the candidate's name or contact data
 * (the model writes "the candidate").
 */
export function candidateSummaryPrompt(summary: CandidateSummary, language: Language): ModelMessage[] {
  return [
    {
      role: 'system',
      content:
        `You write short, factual candidate summaries for a hiring team. Write in ${LANGUAGE_NAMES[language]} and ` +
        `call the person "the candidate". Neutral tone: no praise, no judgement of character, nothing about age, ` +
        `gender or origin. Say how the candidate fits the job's work roles, the strengths and the main gaps. ${RULES}`,
    },
    {
      role: 'user',
      content: JSON.stringify({
        job: summary.jobTitle,
        roleFits: summary.roleFits.map((fit) => ({ role: fit.name, percentage: fit.percentage })),
        meanFit: summary.meanFit,
        facts: summary.facts,
        strengths: summary.strengths.map((statement) => statement.text),
        gaps: summary.gaps.map((statement) => statement.text),
      }),
    },
  ]
}

const event = (payload: NarrationEvent) => `data: ${JSON.stringify(payload)}\n\n`

/**
 * Streams the model's prose as server-sent events — `{"delta": …}` per piece, then `{"done": true}` — or, when the
 * model errs, answers something unreadable or is too slow, one `{"error": "ai_model_failed"}` and the end (the page
 * keeps its built-in text). The answer goes out through Fastify (its hooks and headers), uncompressed (the route
 * turns compression off) and never cached; a client that goes away aborts the model request.
 */
export function sendNarration(
  reply: FastifyReply,
  config: ModelConfig,
  messages: ModelMessage[],
  log: FastifyBaseLogger,
  fetcher: typeof fetch = fetch,
) {
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the client went away'))
  })
  async function* events() {
    try {
      for await (const delta of streamModelText(config, messages, { signal: controller.signal, fetcher })) {
        yield event({ delta })
      }
      yield event({ done: true })
    } catch (error) {
      if (controller.signal.aborted && !reply.raw.writable) return
      log.warn({ err: error }, 'the narration model failed; the built-in text stands')
      yield event({ error: NARRATION_FAILED })
    }
  }
  return reply
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Accel-Buffering', 'no')
    .send(Readable.from(events(), { objectMode: false }))
}
