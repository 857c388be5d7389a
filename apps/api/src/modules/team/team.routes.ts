import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import {
  ConfirmTalentLinkSchema,
  InviteTalentSchema,
  TalentRelationSchema,
  TeamMemberSchema,
  UpdatePublicProfileSchema,
} from '@sentinela/shared/schemas/team'
import { signedInUser } from '../../plugins/access'

const tags = ['Cyber team']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}
const Done = dataEnvelope(z.object({ done: z.literal(true) }))

/** §7 Employees calls for the cyber team and `companies/companyTalents/{id}`. */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { team } = app.services

  app.post(
    '/employees/jointTalent',
    {
      schema: {
        tags,
        summary: 'Invite a talent by e-mail to the cyber team (pending until they accept)',
        body: InviteTalentSchema,
        response: { 201: dataEnvelope(z.object({ linkId: z.number().int() })), ...errors },
      },
      config: { access: 'company' },
    },
    async (request, reply) =>
      reply.code(201).send({ data: { linkId: await team.invite(signedInUser(request), request.body) } }),
  )

  app.get(
    '/companies/companyTalents/:id',
    {
      schema: {
        tags,
        summary: "The company's cyber team: members, invitations and who left when",
        params: IdParams,
        response: { 200: dataEnvelope(z.array(TeamMemberSchema)), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await team.members(signedInUser(request), request.params.id, request.t) }),
  )

  app.delete(
    '/employees/talent/:id',
    {
      schema: {
        tags,
        summary: 'Remove a member or withdraw an invitation (the talent is told)',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => {
      await team.remove(signedInUser(request), request.params.id)
      return { data: { done: true as const } }
    },
  )

  app.get(
    '/employees/relations',
    {
      schema: {
        tags,
        summary: "The talent's company links: invitations and active memberships",
        response: { 200: dataEnvelope(z.array(TalentRelationSchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await team.relations(signedInUser(request)) }),
  )

  app.post(
    '/employees/confirmTalentLink',
    {
      schema: {
        tags,
        summary: 'Accept or decline an invitation',
        body: ConfirmTalentLinkSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => {
      await team.confirm(signedInUser(request), request.body.linkId, request.body.accept)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/employees/UpdatePublicCompanyTalentProfile',
    {
      schema: {
        tags,
        summary: 'Show the profile and progress to that company (public) or not (private)',
        body: UpdatePublicProfileSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => {
      await team.setPublic(signedInUser(request), request.body.linkId, request.body.publicProfile)
      return { data: { done: true as const } }
    },
  )

  app.delete(
    '/employees/unlinkCompany/:id',
    {
      schema: {
        tags,
        summary: 'Leave a company (the company is told)',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => {
      await team.unlink(signedInUser(request), request.params.id)
      return { data: { done: true as const } }
    },
  )
}
export default teamRoutes
