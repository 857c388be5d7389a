import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import {
  AcceptTrainingStatementsResultSchema,
  AcceptTrainingStatementsSchema,
  ChangeTrainingProgressResultSchema,
  ChangeTrainingProgressSchema,
  SavedTrainingSchema,
  SaveTrainingResultSchema,
  TrainingCourseSchema,
  TrainingDetailSchema,
  TrainingIdBodySchema,
  TrainingIdParams,
  TrainingProgressItemSchema,
  TrainingSearchQuerySchema,
  TrainingSearchResultSchema,
  TrainingSearchSchema,
} from '@sentinela/shared/schemas/learning'
import { signedInUser } from '../../plugins/access'

const tags = ['Trainings']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}

/** §7 marketplace training calls and the talent's saved trainings and progress (§4). */
const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { learning } = app.services

  app.get(
    '/marketplace/items/training',
    {
      schema: {
        tags,
        summary: 'Search the training catalogue: text, provider, level, types; facets with counts; page of 12',
        querystring: TrainingSearchQuerySchema,
        response: { 200: TrainingSearchResultSchema, ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { type, ...rest } = request.query
      return learning.search(request.user, { ...rest, types: type })
    },
  )

  app.post(
    '/marketplace/trainings',
    {
      schema: {
        tags,
        summary: 'The same training search, as a body',
        body: TrainingSearchSchema,
        response: { 200: TrainingSearchResultSchema, ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => learning.search(request.user, request.body),
  )

  app.get(
    '/marketplace/trainings/:trainingId',
    {
      schema: {
        tags,
        summary: "One training: modules, NICE statements in the reader's language, the talent's save and progress",
        params: TrainingIdParams,
        response: { 200: dataEnvelope(TrainingDetailSchema), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await learning.detail(request.user, request.params.trainingId, request.t) }),
  )

  app.get(
    '/marketplace/items/training_courses/:id',
    {
      schema: {
        tags,
        summary: "One of a training's modules",
        params: IdParams,
        response: { 200: dataEnvelope(TrainingCourseSchema), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await learning.course(request.params.id) }),
  )

  app.post(
    '/marketplace/takeTraining',
    {
      schema: {
        tags,
        summary: 'Start a training (not started → in progress)',
        body: TrainingIdBodySchema,
        response: { 200: dataEnvelope(ChangeTrainingProgressResultSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await learning.take(signedInUser(request), request.body.trainingId, request.t) }),
  )

  app.post(
    '/talent/saveTraining',
    {
      schema: {
        tags,
        summary: 'Save a training, or remove the save',
        body: TrainingIdBodySchema,
        response: { 200: dataEnvelope(SaveTrainingResultSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await learning.toggleSave(signedInUser(request), request.body.trainingId) }),
  )

  app.get(
    '/talent/favsTrainings',
    {
      schema: {
        tags,
        summary: "The talent's saved trainings, newest save first",
        response: { 200: dataEnvelope(z.array(SavedTrainingSchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await learning.listSaved(signedInUser(request)) }),
  )

  app.post(
    '/talent/changeTrainingProgress',
    {
      schema: {
        tags,
        summary: 'Move progress on (in progress → completed) or delete it (not_started); completing offers skills',
        body: ChangeTrainingProgressSchema,
        response: { 200: dataEnvelope(ChangeTrainingProgressResultSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({
      data: await learning.changeProgress(
        signedInUser(request),
        request.body.trainingId,
        request.body.status,
        request.t,
      ),
    }),
  )

  app.get(
    '/talent/trainingProgress',
    {
      schema: {
        tags,
        summary: "The talent's trainings in progress and completed",
        response: { 200: dataEnvelope(z.array(TrainingProgressItemSchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await learning.listProgress(signedInUser(request)) }),
  )

  app.get(
    '/talent/trainingOffer/:trainingId',
    {
      schema: {
        tags,
        summary: "A completed training's statements the talent's NICE profile still lacks",
        params: TrainingIdParams,
        response: { 200: dataEnvelope(ChangeTrainingProgressResultSchema.shape.offer), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({
      data: await learning.offer(signedInUser(request).id, request.params.trainingId, request.t),
    }),
  )

  app.post(
    '/talent/acceptTrainingStatements',
    {
      schema: {
        tags,
        summary: "Add offered statements of a completed training to the talent's NICE profile; fits recomputed",
        body: AcceptTrainingStatementsSchema,
        response: { 200: dataEnvelope(AcceptTrainingStatementsResultSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({
      data: await learning.acceptStatements(
        signedInUser(request),
        request.body.trainingId,
        request.body.statementCodes,
        request.t,
      ),
    }),
  )
}

export default learningRoutes
