import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema } from '@sentinela/shared/schemas/common'
import {
  CareerDetailSchema,
  CareerGapRequestSchema,
  CareerGapSchema,
  CareerIdBodySchema,
  CareerIdParams,
  CareerListRequestSchema,
  CareerListResponseSchema,
  CareerScoreSchema,
  CareerSummarySchema,
  CompanyCareerSchema,
  CreateCareerPathSchema,
  EditTrainingLevelSchema,
  EmployeeCareerScoreSchema,
  EmployeeScoreRequestSchema,
  RecommendCareerSchema,
  TalentCareerScoreRequestSchema,
  UpdateCareerPathSchema,
} from '@sentinela/shared/schemas/careers'
import { signedInUser } from '../../plugins/access'

const tags = ['Career paths']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}
const Done = dataEnvelope(z.object({ done: z.literal(true) }))
const done = { data: { done: true as const } }

/** §7 career calls (marketplace, talent, companies), PRODUCT.md "Learning". */
const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { careers } = app.services

  app.post(
    '/marketplace/careers',
    {
      schema: {
        tags,
        summary: 'Career paths the caller may see: Sentinela’s, their own, their company’s, public ones',
        body: CareerListRequestSchema,
        response: { 200: CareerListResponseSchema, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => careers.catalogue.list(signedInUser(request), request.body, request.t),
  )

  app.get(
    '/marketplace/careers/:careerId',
    {
      schema: {
        tags,
        summary: 'A career path with its levels, trainings, target roles and the caller’s percentage',
        params: CareerIdParams,
        response: { 200: dataEnvelope(CareerDetailSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      data: await careers.catalogue.detail(signedInUser(request), request.params.careerId, request.t),
    }),
  )

  app.post(
    '/marketplace/createCareerPath',
    {
      schema: {
        tags,
        summary: 'Create a path of one’s own (talent) or of one’s company',
        body: CreateCareerPathSchema,
        response: { 201: dataEnvelope(z.object({ careerId: z.number().int() })), ...errors },
      },
      config: { access: 'user' },
    },
    async (request, reply) =>
      reply.code(201).send({ data: { careerId: await careers.authoring.create(signedInUser(request), request.body) } }),
  )

  app.post(
    '/marketplace/updateCareerPath',
    {
      schema: {
        tags,
        summary: 'Change a path’s name, description, flags and target roles (its owner only)',
        body: UpdateCareerPathSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { careerId, ...basics } = request.body
      await careers.authoring.update(signedInUser(request), careerId, basics)
      return done
    },
  )

  app.post(
    '/marketplace/deleteCareerPath',
    {
      schema: {
        tags,
        summary: 'Delete a path (its owner only)',
        body: CareerIdBodySchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      await careers.authoring.remove(signedInUser(request), request.body.careerId)
      return done
    },
  )

  app.post(
    '/marketplace/EditTrainingLevelCareerPath',
    {
      schema: {
        tags,
        summary: 'Put a training at a level of a path; a null level removes it (§4)',
        body: EditTrainingLevelSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      await careers.authoring.editTrainingLevel(signedInUser(request), request.body)
      return done
    },
  )

  app.post(
    '/marketplace/careerscore',
    {
      schema: {
        tags,
        summary: 'The caller’s percentage on a path, with its trainings part and its role-fit part',
        body: CareerIdBodySchema,
        response: { 200: dataEnvelope(CareerScoreSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await careers.progress.score(signedInUser(request), request.body.careerId) }),
  )

  app.post(
    '/marketplace/talentCareerscore',
    {
      schema: {
        tags,
        summary: 'A cyber-team member’s percentage on a path the company recommended, while the profile is public',
        body: TalentCareerScoreRequestSchema,
        response: { 200: dataEnvelope(CareerScoreSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({
      data: await careers.team.talentScore(signedInUser(request), request.body.talentId, request.body.careerId),
    }),
  )

  app.post(
    '/marketplace/careerGap',
    {
      schema: {
        tags,
        summary: 'Close the gap: missing statements for a role, path or job, and trainings ranked to cover them',
        body: CareerGapRequestSchema,
        response: { 200: dataEnvelope(CareerGapSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await careers.gaps.gap(signedInUser(request), request.body, request.t) }),
  )

  app.post(
    '/talent/saveCareer',
    {
      schema: {
        tags,
        summary: 'Save a career path (a date stamp, §4)',
        body: CareerIdBodySchema,
        response: { 200: dataEnvelope(z.object({ savedAt: z.string() })), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({
      data: { savedAt: await careers.progress.save(signedInUser(request), request.body.careerId) },
    }),
  )

  app.post(
    '/talent/DeleteCareer',
    {
      schema: { tags, summary: 'Unsave a career path', body: CareerIdBodySchema, response: { 200: Done, ...errors } },
      config: { access: 'talent' },
    },
    async (request) => {
      await careers.progress.unsave(signedInUser(request), request.body.careerId)
      return done
    },
  )

  app.get(
    '/talent/favsCareer',
    {
      schema: {
        tags,
        summary: 'The talent’s saved and own career paths with their percentages',
        response: { 200: dataEnvelope(z.array(CareerSummarySchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await careers.progress.favourites(signedInUser(request), request.t) }),
  )

  app.get(
    '/talent/companyCareers',
    {
      schema: {
        tags,
        summary: 'Career paths companies recommended or assigned to the talent',
        response: { 200: dataEnvelope(z.array(CompanyCareerSchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await careers.team.companyCareers(signedInUser(request), request.t) }),
  )

  app.post(
    '/companies/recommendedCareer',
    {
      schema: {
        tags,
        summary: 'Recommend or assign a path to a cyber-team member; recommendedDate null withdraws it (§4)',
        body: RecommendCareerSchema,
        response: { 200: dataEnvelope(z.object({ recommended: z.boolean() })), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await careers.team.recommend(signedInUser(request), request.body) }),
  )

  app.post(
    '/companies/employeeScoreByCareer',
    {
      schema: {
        tags,
        summary: 'The team’s careerPathScore and recommended careers, for members whose profile is public',
        body: EmployeeScoreRequestSchema,
        response: { 200: dataEnvelope(z.array(EmployeeCareerScoreSchema)), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await careers.team.employeeScores(signedInUser(request), request.body.careerId) }),
  )
}
export default careersRoutes
