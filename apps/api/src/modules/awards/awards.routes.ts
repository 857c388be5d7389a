import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AwardEditionInputSchema,
  AwardEditionSchema,
  AwardEditionsQuerySchema,
  AwardNomineePageSchema,
  AwardNomineeSchema,
  AwardNomineesQuerySchema,
  ConfirmAwardLinkInputSchema,
  ConfirmAwardLinkResultSchema,
  NominationResultSchema,
  NominationReviewSchema,
  OperatorNominationSchema,
  OperatorNominationsQuerySchema,
  PROOF_MAX_BYTES,
  VoteInputSchema,
} from '@sentinela/shared/schemas/awards'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import { attachmentDisposition, readUpload } from '../../lib/uploads'
import { signedInUser } from '../../plugins/access'

const tags = ['Awards']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
  429: ErrorResponseSchema,
}
/** Guessing referral codes: a few tries a minute per client. */
const linkLimit = { max: 10, timeWindow: '1 minute' }

/** Teacher awards (§3 Award nominee, §7 awardNominees / voteAwardNominee / confirmAwardLink, PRODUCT.md "Awards"). */
const awardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { awards } = app.services

  app.get(
    '/api/awards/editions',
    {
      schema: {
        tags,
        summary: "A country's editions, newest first, with phase, dates, counts and the signed-in talent's vote",
        querystring: AwardEditionsQuerySchema,
        response: { 200: dataEnvelope(z.array(AwardEditionSchema)), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await awards.editions(request.query.country, request.user) }),
  )

  app.get(
    '/api/marketplace/awardNominees',
    {
      schema: {
        tags,
        summary: "An edition's published nominees, most votes first; text matches first or last name (§5)",
        querystring: AwardNomineesQuerySchema,
        response: { 200: dataEnvelope(z.array(AwardNomineeSchema)), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await awards.nominees(request.query.editionId, request.query.text) }),
  )

  app.get(
    '/api/awards/nominees/:id',
    {
      schema: {
        tags,
        summary: 'A published nominee with their edition',
        params: IdParams,
        response: { 200: dataEnvelope(AwardNomineePageSchema), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await awards.nomineePage(request.params.id, request.user) }),
  )

  app.post(
    '/api/talent/saveNominated',
    {
      schema: {
        tags,
        summary:
          'Nominate a teacher (multipart: the `nomination` JSON field, then the `proof` file, PDF/PNG/JPEG up to 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: dataEnvelope(NominationResultSchema), ...errors },
      },
      config: { access: 'talent_or_company' },
    },
    async (request, reply) => {
      const { bytes, fields } = await readUpload(request, PROOF_MAX_BYTES)
      const result = await awards.nominate(request, signedInUser(request), fields, bytes, request.t)
      return reply.code(201).send({ data: result })
    },
  )

  app.post(
    '/api/marketplace/confirmAwardLink',
    {
      schema: {
        tags,
        summary:
          'Link a nominee profile to the signed-in talent with the e-mailed referral code (once, until it expires)',
        body: ConfirmAwardLinkInputSchema,
        response: { 200: dataEnvelope(ConfirmAwardLinkResultSchema), ...errors },
      },
      config: { access: 'talent', rateLimit: linkLimit },
    },
    async (request) => ({ data: await awards.confirmLink(request, signedInUser(request).id, request.body.code) }),
  )

  app.post(
    '/api/marketplace/voteAwardNominee',
    {
      schema: {
        tags,
        summary: 'Vote for a published nominee while voting is open: one vote per talent per edition',
        body: VoteInputSchema,
        response: { 200: dataEnvelope(AwardNomineePageSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await awards.vote(request, signedInUser(request).id, request.body.nomineeId) }),
  )

  // ——— Operator back office ———

  app.get(
    '/api/operator/awards/editions',
    {
      schema: {
        tags,
        summary: 'Every edition of every country',
        response: { 200: dataEnvelope(z.array(AwardEditionSchema)), ...errors },
      },
      config: { access: 'operator' },
    },
    async () => ({ data: await awards.operatorEditions() }),
  )

  app.post(
    '/api/operator/awards/editions',
    {
      schema: {
        tags,
        summary: 'Open an edition: country, year, nomination and voting dates',
        body: AwardEditionInputSchema,
        response: { 201: dataEnvelope(AwardEditionSchema), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await awards.createEdition(request, signedInUser(request), request.body) }),
  )

  app.put(
    '/api/operator/awards/editions/:id',
    {
      schema: {
        tags,
        summary: "Change an edition's country, year or dates",
        params: IdParams,
        body: AwardEditionInputSchema,
        response: { 200: dataEnvelope(AwardEditionSchema), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request) => ({
      data: await awards.updateEdition(request, signedInUser(request), request.params.id, request.body),
    }),
  )

  app.get(
    '/api/operator/awards/nominations',
    {
      schema: {
        tags,
        summary: 'Nominations to evaluate (or by status), newest first',
        querystring: OperatorNominationsQuerySchema,
        response: { 200: dataEnvelope(z.array(OperatorNominationSchema)), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request) => ({ data: await awards.nominations({ status: request.query.status }) }),
  )

  app.get(
    '/api/operator/awards/nominations/:id/proof',
    {
      schema: { tags, summary: "A nomination's proof of experience", params: IdParams },
      config: { access: 'operator' },
    },
    async (request, reply) => {
      const { stream, contentType, fileName } = await awards.proof(request.params.id)
      return reply
        .type(contentType)
        .header('Content-Disposition', attachmentDisposition(fileName))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(stream)
    },
  )

  app.post(
    '/api/operator/awards/nominations/:id/review',
    {
      schema: {
        tags,
        summary: 'Approve a nomination (it is listed and can receive votes) or reject it with a reason',
        params: IdParams,
        body: NominationReviewSchema,
        response: { 200: dataEnvelope(OperatorNominationSchema), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request) => ({
      data: await awards.review(request, signedInUser(request), request.params.id, request.body),
    }),
  )
}
export default awardsRoutes
