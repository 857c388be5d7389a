import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import {
  CreateJobAlertSchema,
  JobAlertSchema,
  UnsubscribeInfoSchema,
  UnsubscribeParamsSchema,
  UpdateJobAlertSchema,
} from '@sentinela/shared/schemas/job-alerts'
import { signedInUser } from '../../plugins/access'

const tags = ['Job alerts']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
}
/** Guessing unsubscribe tokens: a few tries a minute per client (a real link needs one). */
const unsubscribeLimit = { max: 20, timeWindow: '1 minute' }

/**
 * Job alerts, the talent's "campaigns" (PRODUCT.md "The talent's own space", decision 018). Sending is never a
 * route: digests run only from the queue, when due.
 */
const jobAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobAlerts } = app

  // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form; the token is in the
  // address, so the body is read as text and not used.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, body),
  )

  app.get(
    '/api/talent/jobAlerts',
    {
      schema: {
        tags,
        summary: "The talent's job alerts, oldest first",
        response: { 200: dataEnvelope(z.array(JobAlertSchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await jobAlerts.list(signedInUser(request)) }),
  )

  app.post(
    '/api/talent/jobAlerts',
    {
      schema: {
        tags,
        summary: 'Save a job search (its /jobs filters) as a daily or weekly alert',
        body: CreateJobAlertSchema,
        response: { 201: dataEnvelope(JobAlertSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await jobAlerts.create(signedInUser(request), request.body, request.language) }),
  )

  app.patch(
    '/api/talent/jobAlerts/:id',
    {
      schema: {
        tags,
        summary: 'Rename an alert, change how often it is sent, pause or resume it',
        params: IdParams,
        body: UpdateJobAlertSchema,
        response: { 200: dataEnvelope(JobAlertSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await jobAlerts.update(signedInUser(request), request.params.id, request.body) }),
  )

  app.delete(
    '/api/talent/jobAlerts/:id',
    {
      schema: { tags, summary: 'Delete an alert', params: IdParams, response: { 204: z.null(), ...errors } },
      config: { access: 'talent' },
    },
    async (request, reply) => {
      await jobAlerts.delete(signedInUser(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/jobAlerts/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: "Which alert an e-mailed unsubscribe link names (signed out; the link's signed token)",
        params: UnsubscribeParamsSchema,
        response: { 200: dataEnvelope(UnsubscribeInfoSchema), ...errors },
      },
      config: { access: 'public', rateLimit: unsubscribeLimit },
    },
    async (request) => ({ data: await jobAlerts.unsubscribeInfo(request.params.token) }),
  )

  app.post(
    '/api/jobAlerts/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'Stop an alert from an e-mailed link, signed out (also RFC 8058 one-click, List-Unsubscribe-Post)',
        params: UnsubscribeParamsSchema,
        response: { 200: dataEnvelope(UnsubscribeInfoSchema), ...errors },
      },
      config: { access: 'public', rateLimit: unsubscribeLimit },
    },
    async (request) => ({ data: await jobAlerts.unsubscribe(request.params.token) }),
  )
}
export default jobAlertsRoutes
