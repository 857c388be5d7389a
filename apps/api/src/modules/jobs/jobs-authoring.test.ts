import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { CompanyJob, ImprovedDescription, Job } from '@sentinela/shared/schemas/jobs'
import { positions, users } from '../../db/schema/index'
import { request, useTestApp } from '../../../test/helper'
import {
  IR,
  jobInput,
  JOBS_TEST_CONFIG,
  jobsHelpers,
  translations,
  type ErrorBody,
  type Headers,
} from './jobs.test-helpers'

const ctx = useTestApp(JOBS_TEST_CONFIG)
const { company, talent, createJob, publishedJob, holdStatements } = jobsHelpers(ctx)

describe('creating and editing a job (§3, §5)', () => {
  it('creates a draft with every field, its roles, certifications and languages', async () => {
    const { headers, company: row } = await company()
    const job = await createJob(headers)
    expect(job).toMatchObject({
      status: 'draft',
      version: 0,
      companyId: row.id,
      companyName: row.name,
      jobTitle: 'Incident Response Analyst',
      salaryMin: 60_000,
      salaryMax: 90_000,
      modality: 'hybrid',
      ownedByCaller: true,
      applicantCount: 0,
      publishedAt: null,
      roles: [{ workRoleCode: IR, minimumPercentage: 30, name: 'Incident Response', categoryCode: 'PD' }],
      certifications: [{ name: 'GCIH' }],
      languages: [{ language: 'es', level: 'proficient' }],
    })
  })

  it("names the job's industry in the reader's language, visitors included", async () => {
    const { headers } = await company()
    const job = await publishedJob(headers, { industry: 'computer_network_security' })
    expect(job.industryName).toBe('Computer and Network Security')
    for (const [language, name] of [
      ['es', 'Seguridad informática y de redes'],
      ['pt', 'Segurança de computadores e redes'],
    ]) {
      const read = await request<{ data: Job }>(ctx, {
        method: 'GET',
        url: `/api/positions/${job.id}`,
        headers: { 'accept-language': language! },
      })
      expect(read.body.data).toMatchObject({ industry: 'computer_network_security', industryName: name })
    }
    const none = await createJob(headers, { industry: undefined })
    expect(none.industryName).toBeNull()
  })

  it.each([
    ['en', 'The value entered in the Salary Range Max field must be greater than Salary Range Min.'],
    ['es', 'El valor ingresado en el campo Salario máximo debe ser mayor que el Salario mínimo.'],
    ['pt', 'O valor informado no campo Salário máximo deve ser maior que o Salário mínimo.'],
  ])('refuses salary max not above min with the §5 message (%s)', async (language, message) => {
    const { headers } = await company()
    for (const salaryMax of [60_000, 50_000]) {
      const { status, body } = await request<ErrorBody>(ctx, {
        method: 'POST',
        url: '/api/positions',
        headers: { ...headers, 'accept-language': language },
        payload: jobInput({ salaryMax }),
      })
      expect(status).toBe(400)
      expect(body.errors).toContainEqual({ path: 'salaryMax', code: 'salary_max_not_greater', message })
    }
  })

  it('refuses unknown work roles, repeated roles and missing required fields, saving nothing', async () => {
    const { headers, company: row } = await company()
    const unknown = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers,
      payload: jobInput({ roles: [{ workRoleCode: 'PD-WRL-999', minimumPercentage: 10 }] }),
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors[0]).toMatchObject({ path: 'roles.0.workRoleCode', code: 'unknown_code' })

    const repeated = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers,
      payload: jobInput({
        roles: [
          { workRoleCode: IR, minimumPercentage: 10 },
          { workRoleCode: IR, minimumPercentage: 20 },
        ],
      }),
    })
    expect(repeated.body.errors).toContainEqual(
      expect.objectContaining({ path: 'roles.1.workRoleCode', code: 'duplicate' }),
    )

    const { jobTitle: _title, ...withoutTitle } = jobInput()
    const missing = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers,
      payload: withoutTitle,
    })
    expect(missing.body.errors).toContainEqual(expect.objectContaining({ path: 'jobTitle', code: 'required' }))

    expect(await ctx.app.db.select().from(positions).where(eq(positions.companyId, row.id))).toEqual([])
  })

  it('saves the whole job on edit, keeping item ids, and refuses a stale version without losing anything', async () => {
    const { headers } = await company()
    const job = await createJob(headers)
    const certificationId = job.certifications[0]!.id
    const { status, body } = await request<{ data: Job }>(ctx, {
      method: 'PUT',
      url: '/api/positions',
      headers,
      payload: {
        ...jobInput({
          jobTitle: 'Senior Incident Responder',
          certifications: [
            { id: certificationId, name: 'GCIH (GIAC)' },
            { id: 0, name: 'OSCP' },
          ],
          languages: [],
        }),
        id: job.id,
        version: 0,
      },
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ version: 1, jobTitle: 'Senior Incident Responder', languages: [] })
    expect(body.data.certifications).toEqual([
      { id: certificationId, name: 'GCIH (GIAC)' },
      { id: expect.any(Number), name: 'OSCP' },
    ])

    const stale = await request<ErrorBody>(ctx, {
      method: 'PUT',
      url: '/api/positions',
      headers,
      payload: { ...jobInput({ jobTitle: 'Overwritten?' }), id: job.id, version: 0 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('job_version_conflict')
    const { body: kept } = await request<{ data: Job }>(ctx, {
      method: 'GET',
      url: `/api/positions/${job.id}`,
      headers,
    })
    expect(kept.data.jobTitle).toBe('Senior Incident Responder')
  })

  it("keeps one company's jobs from another: no read of drafts, no edit, status, delete or candidates", async () => {
    const x = await company()
    const y = await company()
    const job = await createJob(x.headers)
    const calls = [
      { method: 'GET', url: `/api/positions/${job.id}` },
      { method: 'PUT', url: '/api/positions', payload: { ...jobInput(), id: job.id, version: 0 } },
      { method: 'POST', url: `/api/positions/${job.id}/status`, payload: { status: 'published' } },
      { method: 'DELETE', url: `/api/positions/${job.id}` },
      { method: 'GET', url: `/api/positions/appliedPositions/${job.id}` },
    ] as const
    for (const call of calls) {
      const { status } = await request(ctx, { ...call, headers: y.headers })
      expect(status, `${call.method} ${call.url}`).toBe(404)
    }
    const { body } = await request<{ data: CompanyJob[] }>(ctx, {
      method: 'POST',
      url: '/api/positions/company',
      headers: y.headers,
      payload: {},
    })
    expect(body.data).toEqual([])
  })
})

describe("a role minimum's reach (GET /positions/minimum-reach)", () => {
  const reach = (headers: Headers, query: string) =>
    request<{ data: { talents: number } } & ErrorBody>(ctx, {
      method: 'GET',
      url: `/api/positions/minimum-reach?${query}`,
      headers: { ...headers, 'accept-language': 'es' },
    })

  it('counts the active talents whose stored fit for the role meets the minimum, for companies only', async () => {
    const { headers } = await company('professional')
    const before = (await reach(headers, `workRoleCode=${IR}&minimum=40`)).body.data.talents
    const fitting = await talent()
    await holdStatements(fitting.headers, IR, 0.5)
    const low = await talent()
    await holdStatements(low.headers, IR, 0.1)

    expect((await reach(headers, `workRoleCode=${IR}&minimum=40`)).body.data.talents).toBe(before + 1)
    const atTen = await reach(headers, `workRoleCode=${IR}&minimum=5`)
    expect(atTen.status).toBe(200)
    expect(atTen.body.data.talents).toBeGreaterThanOrEqual(before + 2)

    await ctx.app.db.update(users).set({ status: 'deleted' }).where(eq(users.id, fitting.user.id))
    expect((await reach(headers, `workRoleCode=${IR}&minimum=40`)).body.data.talents).toBe(before)

    expect((await reach(low.headers, `workRoleCode=${IR}&minimum=40`)).status).toBe(403)
    expect((await reach({}, `workRoleCode=${IR}&minimum=40`)).status).toBe(401)
    const unknown = await reach(headers, 'workRoleCode=XX-WRL-999&minimum=40')
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors.map((issue) => issue.path)).toEqual(['workRoleCode'])
    const outOfRange = await reach(headers, `workRoleCode=${IR}&minimum=101`)
    expect(outOfRange.status).toBe(400)
    expect(outOfRange.body.errors.map((issue) => issue.path)).toEqual(['minimum'])
  })
})

describe('Improve description (POST /sentinelaAI/ImproveJobDescription)', () => {
  it('restructures the text, proposes NICE responsibilities and flags problems, in the caller language', async () => {
    const { headers } = await company()
    const { status, body } = await request<{ data: ImprovedDescription }>(ctx, {
      method: 'POST',
      url: '/api/sentinelaAI/ImproveJobDescription',
      headers: { ...headers, 'accept-language': 'es' },
      payload: {
        jobTitle: 'Analista de respuesta a incidentes',
        description: 'Buscamos un ninja joven.\n- Atender alertas',
        workRoleCodes: [IR],
        modality: null,
      },
    })
    expect(status).toBe(200)
    expect(body.data.source).toBe('rules')
    expect(body.data.description).toContain('Sobre el rol\nBuscamos un ninja joven.')
    expect(body.data.description).toContain('Responsabilidades\n- Atender alertas')
    expect(body.data.responsibilities.length).toBeGreaterThan(0)
    expect(body.data.flags.map((flag) => flag.kind)).toEqual([
      'exclusionary_wording',
      'exclusionary_wording',
      'missing_salary',
      'missing_location',
      'missing_modality',
      'too_short',
    ])
    expect(body.data.flags[0]!.message).toContain('ninja')
  })

  it("writes the NICE tasks in the job's language: Portuguese for a recruiter writing in Portuguese", async () => {
    const { headers } = await company()
    const { status, body } = await request<{ data: ImprovedDescription }>(ctx, {
      method: 'POST',
      url: '/api/sentinelaAI/ImproveJobDescription',
      headers: { ...headers, 'accept-language': 'pt-BR' },
      payload: { jobTitle: 'Analista de resposta a incidentes', description: '', workRoleCodes: [IR] },
    })
    expect(status).toBe(200)
    const tasks = (await ctx.app.services.framework.getRoleStatements()).get(IR)!.filter((code) => code.startsWith('T'))
    const portuguese = tasks.slice(0, 4).map((code) => translations.pt.get(code)!)
    expect(body.data.responsibilities).toEqual(portuguese)
    expect(body.data.description).toBe(`Responsabilidades\n${portuguese.map((task) => `- ${task}`).join('\n')}`)
    // Spanish for a Spanish recruiter: the same tasks, in Spanish.
    const spanish = await request<{ data: ImprovedDescription }>(ctx, {
      method: 'POST',
      url: '/api/sentinelaAI/ImproveJobDescription',
      headers: { ...headers, 'accept-language': 'es' },
      payload: { jobTitle: 'Analista de respuesta a incidentes', description: '', workRoleCodes: [IR] },
    })
    expect(spanish.body.data.responsibilities).toEqual(tasks.slice(0, 4).map((code) => translations.es.get(code)!))
  })
})
