import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import {
  QuizAddedSchema,
  QuizAnswerInputSchema,
  QuizAttemptSchema,
  QuizOverviewSchema,
  QuizPositionInputSchema,
  QuizQuestionSchema,
} from '@sentinela/shared/schemas/quiz'
import { signedInUser } from '../../plugins/access'

const tags = ['Quiz']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}
const Attempt = dataEnvelope(QuizAttemptSchema)

/**
 * The role-discovery quiz (§1, §4 "sequential questions, then results", §5). §7 lists no quiz calls beyond
 * `quizAttribute`, so these live under /talent/quiz.
 */
const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quiz } = app.services

  app.get(
    '/talent/quiz/questions',
    {
      schema: {
        tags,
        summary: "The quiz's questions in order, each with its options in the reader's language",
        response: { 200: dataEnvelope(z.array(QuizQuestionSchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: quiz.questions(request.t) }),
  )

  app.get(
    '/talent/quiz',
    {
      schema: {
        tags,
        summary: "The talent's open attempt (to resume) and the history of finished ones, newest first",
        response: { 200: dataEnvelope(QuizOverviewSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await quiz.overview(signedInUser(request).id, request.t) }),
  )

  app.post(
    '/talent/quiz/attempts',
    {
      schema: {
        tags,
        summary: 'Start a new attempt, or resume the open one (201 when started)',
        response: { 200: Attempt, 201: Attempt, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request, reply) => {
      const { attempt, created } = await quiz.start(signedInUser(request).id, request.t)
      return reply.code(created ? 201 : 200).send({ data: attempt })
    },
  )

  app.get(
    '/talent/quiz/attempts/:id',
    {
      schema: {
        tags,
        summary: 'One attempt: answers, position and, when finished, its explained results',
        params: IdParams,
        response: { 200: Attempt, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await quiz.get(signedInUser(request).id, request.params.id, request.t) }),
  )

  app.put(
    '/talent/quiz/attempts/:id/answer',
    {
      schema: {
        tags,
        summary: 'Answer one question (required; at least one option for multi-choice) and go to the next',
        params: IdParams,
        body: QuizAnswerInputSchema,
        response: { 200: Attempt, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({
      data: await quiz.answer(signedInUser(request).id, request.params.id, request.body, request.t),
    }),
  )

  app.put(
    '/talent/quiz/attempts/:id/position',
    {
      schema: {
        tags,
        summary: 'Go to another question (previous/next), never past the first one still to answer',
        params: IdParams,
        body: QuizPositionInputSchema,
        response: { 200: Attempt, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({
      data: await quiz.move(signedInUser(request).id, request.params.id, request.body.position, request.t),
    }),
  )

  app.post(
    '/talent/quiz/attempts/:id/finish',
    {
      schema: {
        tags,
        summary: 'Score a complete attempt: a percentage per 2017 category and a fit per current work role',
        params: IdParams,
        response: { 200: Attempt, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await quiz.finish(signedInUser(request).id, request.params.id, request.t) }),
  )

  app.post(
    '/talent/quiz/attempts/:id/add-to-profile',
    {
      schema: {
        tags,
        summary: "Merge the results' suggested roles and statements into the NICE profile; the fit is recomputed",
        params: IdParams,
        response: { 200: dataEnvelope(QuizAddedSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await quiz.addToProfile(signedInUser(request).id, request.params.id) }),
  )
}

export default quizRoutes
