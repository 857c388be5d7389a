import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { JobInput } from '@sentinela/shared/schemas/jobs'
import { ProfileInputSchema, type ProfileInput } from '@sentinela/shared/schemas/profile'
import type { TalentCard } from '@sentinela/shared/schemas/talent-search'
import { rebuildSearchDocuments } from '../src/db/search-documents'
import { MAX_STEM_WORDS, toIndexedSearchQuery } from '../src/lib/search-query'
import { rowsOf } from '../src/lib/sql'
import { bearer, createCompany, createSessionToken, createTalent } from './factories'
import { request, useTestApp } from './helper'

const ctx = useTestApp()

type Headers = Record<string, string>
type JobPage = { data: { id: number; jobTitle: string }[]; totalNumberOfRecords: number }
type TalentPage = { data: TalentCard[]; totalNumberOfRecords: number }

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The demo seed's jobs (seed/jobs.ts), as the job stepper saves them: written in English, in Bogotá, São Paulo,
 * Mexico City and Buenos Aires.
 */
const JOBS: Partial<JobInput>[] = [
  {
    jobTitle: 'Incident Response Analyst',
    description:
      'Join the CSIRT that protects 40 banks, hospitals and retailers across Latin America. You will lead the ' +
      'response to live incidents, from the first alert to the lessons learned, and improve our playbooks.',
    requirements: 'Two or more years in a SOC or CSIRT.\nExperience with an EDR and a SIEM.\nSpanish and English.',
    country: 'CO',
    city: 'Bogotá',
    roles: [
      { workRoleCode: 'PD-WRL-003', minimumPercentage: 30 },
      { workRoleCode: 'PD-WRL-001', minimumPercentage: 20 },
    ],
    certifications: [{ id: 0, name: 'GIAC Certified Incident Handler (GCIH)' }],
  },
  {
    jobTitle: 'Application Security Engineer',
    description:
      'Make security part of how our engineers build: threat modelling, secure code review, SAST and DAST in the ' +
      'pipelines, and guidance for the teams that ship our cloud health platform to millions of patients.',
    requirements: 'Three years building or reviewing web software.\nExperience with OWASP ASVS.',
    country: 'BR',
    city: 'São Paulo',
    roles: [
      { workRoleCode: 'DD-WRL-003', minimumPercentage: 30 },
      { workRoleCode: 'DD-WRL-005', minimumPercentage: 20 },
    ],
    certifications: [],
  },
  {
    jobTitle: 'Junior SOC Analyst',
    description:
      'Start your cybersecurity career in our 24/7 security operations center. We train you on our tools and ' +
      'pair you with a senior analyst for your first three months.',
    requirements: 'Curiosity, networking basics and a willingness to learn.',
    country: 'MX',
    city: 'Ciudad de México',
    roles: [{ workRoleCode: 'PD-WRL-001', minimumPercentage: 5 }],
    certifications: [],
  },
  {
    jobTitle: 'Penetration Tester',
    description:
      'Test web applications, APIs and internal networks for our clients in Argentina and Uruguay, and explain ' +
      'the findings to engineers and executives alike.',
    requirements: 'OSCP or equivalent experience.',
    country: 'AR',
    city: 'Buenos Aires',
    roles: [{ workRoleCode: 'PD-WRL-007', minimumPercentage: 20 }],
    certifications: [{ id: 0, name: 'Offensive Security Certified Professional (OSCP)' }],
  },
]

/** The demo seed's talents who share their profile (seed/demo.ts, seed/talents.ts), saved as the profile page does. */
const TALENTS: (Partial<ProfileInput> & { firstName: string; lastName: string; workRoleCode: string })[] = [
  {
    firstName: 'Camila',
    lastName: 'Restrepo',
    country: 'CO',
    region: 'CO-ANT',
    city: 'Medellín',
    currentJobTitle: 'Incident Response Lead',
    workRoleCode: 'PD-WRL-003',
  },
  {
    firstName: 'Martín',
    lastName: 'Gutiérrez',
    country: 'AR',
    region: 'AR-C',
    city: 'Buenos Aires',
    currentJobTitle: 'Penetration Tester',
    workRoleCode: 'PD-WRL-007',
  },
  {
    firstName: 'Diego',
    lastName: 'Ramírez',
    country: 'PE',
    region: 'PE-LIM',
    city: 'Lima',
    currentJobTitle: 'Junior SOC Analyst',
    workRoleCode: 'PD-WRL-001',
  },
  {
    firstName: 'João',
    lastName: 'Silva',
    country: 'BR',
    region: 'BR-SP',
    city: 'São Paulo',
    currentJobTitle: 'Application Security Engineer',
    workRoleCode: 'DD-WRL-003',
  },
  {
    firstName: 'Beatriz',
    lastName: 'Costa',
    country: 'BR',
    region: 'BR-PE',
    city: 'Recife',
    currentJobTitle: 'Digital Forensics Analyst',
    workRoleCode: 'PD-WRL-002',
  },
]

const talentIds = new Map<string, number>()
let companyHeaders: Headers | undefined

/** Saves a public job as the stepper does and publishes it. */
async function publishJob(headers: Headers, job: Partial<JobInput>) {
  const created = await request<{ data: { id: number } }>(ctx, {
    method: 'POST',
    url: '/api/positions',
    headers,
    payload: {
      privacy: 'public',
      salaryCurrency: 'USD',
      employmentType: 0,
      modality: 'hybrid',
      expirationDate: inDays(30),
      languages: [],
      ...job,
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const published = await request(ctx, {
    method: 'POST',
    url: `/api/positions/${created.body.data.id}/status`,
    headers,
    payload: { status: 'published' },
  })
  expect(published.status).toBe(200)
}

/** The demo's jobs and talents, once per file. */
async function demo(): Promise<Headers> {
  if (companyHeaders) return companyHeaders
  const { admin } = await createCompany(ctx.app.db, { plan: 'enterprise' })
  const headers = bearer(await createSessionToken(ctx.app.db, admin.id))
  for (const job of JOBS) await publishJob(headers, job)
  for (const { workRoleCode, ...profile } of TALENTS) {
    const user = await createTalent(ctx.app.db, {
      firstName: profile.firstName,
      lastName: profile.lastName,
      dataSharingConsent: true,
    })
    const statements = (await ctx.app.services.framework.getRoleStatements()).get(workRoleCode)!
    await ctx.app.services.profiles.saveProfile(
      user.id,
      ProfileInputSchema.parse({
        version: 0,
        clearance: { hasClearance: false },
        experiences: [],
        educations: [],
        certifications: [],
        courses: [],
        languages: [],
        references: [],
        ...profile,
        nice: {
          categoryCodes: [workRoleCode.slice(0, 2)],
          workRoleCodes: [workRoleCode],
          statementCodes: statements.slice(0, 10),
        },
      }),
    )
    talentIds.set(profile.firstName, user.id)
  }
  companyHeaders = headers
  return headers
}

async function findJobs(text: string) {
  await demo()
  const { status, body } = await request<JobPage>(ctx, {
    method: 'POST',
    url: '/api/positions/fetch',
    payload: { text, limit: 50 },
  })
  expect(status, text).toBe(200)
  return body.data.map((job) => job.jobTitle)
}

async function findTalents(text: string) {
  const headers = await demo()
  const { status, body } = await request<TalentPage>(ctx, {
    method: 'POST',
    url: '/api/talent/fetch',
    headers,
    payload: { text, limit: 50 },
  })
  expect(status, text).toBe(200)
  return body.data.map((card) => `${card.firstName} ${card.lastName}`)
}

describe('job search in three languages (issue #12)', () => {
  it('finds an English job by Spanish and Portuguese words, its place, its NICE roles and short forms', async () => {
    // "Incident Response Analyst" in Bogotá, Colombia, NICE role Incident Response ("Respuesta a incidentes").
    for (const text of ['analista', 'analistas', 'respuesta a incidentes', 'RESPUESTA A INCIDENTES', 'Colombia']) {
      expect(await findJobs(text), text).toContain('Incident Response Analyst')
    }
    for (const text of ['resposta a incidentes', 'incidentes', 'incidente', 'gestión de incidentes', 'IR']) {
      expect(await findJobs(text), text).toContain('Incident Response Analyst')
    }
    expect(await findJobs('Bogota')).toEqual(['Incident Response Analyst'])
    expect(await findJobs('BOGOTÁ Colômbia')).toEqual(['Incident Response Analyst'])
    // "analista" is every analyst, and no engineer.
    const analysts = await findJobs('analista')
    expect(analysts.sort()).toEqual(['Incident Response Analyst', 'Junior SOC Analyst'])

    for (const text of ['pentest', 'pentester', 'pruebas de penetración', 'teste de invasão', 'Argentina']) {
      expect(await findJobs(text), text).toContain('Penetration Tester')
    }
    // The job says "security operations center"; its short form and Spanish name find it too.
    for (const text of ['SOC', 'centro de operaciones de seguridad', 'México', 'Mexico', 'Ciudad de Mexico']) {
      expect(await findJobs(text), text).toContain('Junior SOC Analyst')
    }
    for (const text of ['Sao Paulo', 'são paulo', 'Brasil', 'Brazil', 'seguridad de aplicaciones', 'appsec']) {
      expect(await findJobs(text), text).toContain('Application Security Engineer')
    }
    const engineers = await findJobs('ingeniero')
    expect(engineers).toContain('Application Security Engineer')
    expect(engineers).not.toContain('Junior SOC Analyst')
  })

  it('keeps every word of a search required, and stop words out of it', async () => {
    expect(await findJobs('respuesta a incidentes Argentina')).toEqual([])
    expect(await findJobs('Peru')).toEqual([])
    expect(await findJobs('zzyzx')).toEqual([])
    // Stop words alone are no search for everything.
    expect(await findJobs('de la')).toEqual([])
    // A short form matches itself, not every word starting with it ("soc" is not "social"): the SOC job, and the job
    // asking for years in a SOC.
    expect((await findJobs('soc')).sort()).toEqual(['Incident Response Analyst', 'Junior SOC Analyst'])
  })

  it('ranks title matches first', async () => {
    expect((await findJobs('analyst'))[0]).toMatch(/Analyst/)
    expect(await findJobs('penetration')).toEqual(expect.arrayContaining(['Penetration Tester']))
  })

  it('a company finds its own jobs the same way', async () => {
    const headers = await demo()
    const { body } = await request<JobPage>(ctx, {
      method: 'POST',
      url: '/api/positions/company',
      headers,
      payload: { text: 'respuesta a incidentes' },
    })
    expect(body.data.map((job) => job.jobTitle)).toEqual(['Incident Response Analyst'])
  })
})

describe('job search spelled out from the vocabulary (decision 004)', () => {
  /** The match query as PostgreSQL prints it. */
  async function matchQuery(text: string) {
    const query = await toIndexedSearchQuery(ctx.app.db, text)
    if (query === undefined || query === 'nothing') return query
    const [row] = rowsOf<{ q: string }>(await ctx.app.db.execute(sql`select (${query.match})::text as q`))
    return row!.q
  }

  it('reads the words of jobs a stem starts, exactly, and finds what a prefix finds', async () => {
    await demo()
    // "analista" is every word of a job starting with "analist" ("analista", "analistas" in the roles' names), read
    // as themselves: no prefix operand reaches the index.
    const spelled = await matchQuery('analista Colombia')
    expect(spelled).not.toContain(':*')
    expect(spelled).toContain("'analista'")
    expect(spelled).toContain("'colombia'")
    // A word no job starts with: nothing to look for.
    expect(await matchQuery('zzyzx')).toBe('nothing')
    expect(await findJobs('zzyzx seguridad')).toEqual([])
    // Short forms stay themselves, beside spelled-out words.
    expect(await matchQuery('SOC')).toBe("'soc'")
    expect(await matchQuery('SOC junior')).toMatch(/^'soc' & \(?'junior'/)
    expect(await findJobs('SOC junior')).toEqual(['Junior SOC Analyst'])
  })

  it('finds a new word at once, by a stem searched before the job that brought it (issue #13)', async () => {
    const headers = await demo()
    // Letters only, new to every job.
    const tag = Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)
    const typed = `wallaby${tag.slice(0, 4)}`
    // Spelled out (and remembered) as starting no word: nothing to find.
    expect(await findJobs(typed)).toEqual([])
    await publishJob(headers, {
      ...JOBS[3],
      jobTitle: 'Cloud Forensics Lead',
      description: `Our wallaby${tag} platform keeps evidence for every incident.`,
      modality: 'on_site',
    })
    expect(await findJobs(typed)).toEqual(['Cloud Forensics Lead'])
  })

  it('keeps a prefix for a stem that starts too many words, and folds letters as the documents do', async () => {
    const headers = await demo()
    const words = Array.from({ length: MAX_STEM_WORDS + 6 }, (_, index) => `quokka${index}`)
    await publishJob(headers, {
      ...JOBS[3],
      jobTitle: 'Red Team Operator',
      description: `Our Straße office tests ${words.join(' ')}.`,
      modality: 'on_site',
    })

    expect(await matchQuery('quokka')).toBe("'quokk':*")
    expect(await findJobs('quokka')).toEqual(['Red Team Operator'])
    // "quokka6" starts eleven words of the job: each read as itself.
    const eleven = await matchQuery('quokka6')
    expect(eleven).not.toContain(':*')
    expect(eleven?.match(/'quokka6\d?'/g)).toHaveLength(11)
    expect(await findJobs('quokka42 operator')).toEqual(['Red Team Operator'])
    // "ß" is "ss" to the text configuration, whichever way it is typed.
    for (const text of ['Straße', 'STRASSE', 'strass'])
      expect(await findJobs(text), text).toEqual(['Red Team Operator'])
  })
})

describe('talent search in three languages (issue #12)', () => {
  it('finds talents by their city without accents, region, country, NICE roles and short forms', async () => {
    expect(await findTalents('Medellin')).toEqual(['Camila Restrepo'])
    expect(await findTalents('MEDELLÍN')).toEqual(['Camila Restrepo'])
    expect(await findTalents('Antioquia')).toEqual(['Camila Restrepo'])
    expect(await findTalents('Colombia')).toEqual(['Camila Restrepo'])
    expect(await findTalents('respuesta a incidentes')).toEqual(['Camila Restrepo'])
    expect(await findTalents('pentest')).toEqual(['Martín Gutiérrez'])
    expect(await findTalents('Peru')).toEqual(['Diego Ramírez'])
    expect((await findTalents('analista')).sort()).toEqual(['Beatriz Costa', 'Diego Ramírez'])
    expect(await findTalents('Sao Paulo')).toEqual(['João Silva'])
    expect((await findTalents('Brasil')).sort()).toEqual(['Beatriz Costa', 'João Silva'])
    expect(await findTalents('forense digital Pernambuco')).toEqual(['Beatriz Costa'])
    expect(await findTalents('Gutierrez')).toEqual(['Martín Gutiérrez'])
  })
})

describe('stored search documents', () => {
  it('are rebuilt when missing, so an upgraded database finds what a new one does', async () => {
    await demo()
    // As a database migrated from before documents had terms.
    await ctx.app.db.execute(sql`update positions set search_terms = ''`)
    await ctx.app.db.execute(sql`update talent_profiles set search_terms = ''`)
    await ctx.app.db.execute(sql`delete from reference_data_sets where name = 'search-documents'`)
    // Written behind the app's back: its remembered public searches are told, as a restart would start them empty.
    ctx.app.changes.apply('all')
    expect(await findJobs('Colombia')).toEqual([])
    expect(await findTalents('Colombia')).toEqual([])
    expect(await rebuildSearchDocuments(ctx.app.db)).toEqual({ rebuilt: true })
    // The server rebuilds documents when it starts, before it answers; this app is already answering.
    ctx.app.changes.apply('all')
    expect(await findJobs('Colombia')).toEqual(['Incident Response Analyst'])
    expect(await findTalents('Colombia')).toEqual(['Camila Restrepo'])
    expect(await rebuildSearchDocuments(ctx.app.db)).toEqual({ rebuilt: false })
  })

  it('follow a job edit and a profile save', async () => {
    const headers = await demo()
    const { body } = await request<JobPage>(ctx, {
      method: 'POST',
      url: '/api/positions/company',
      headers,
      payload: { text: 'Bogota' },
    })
    const id = body.data[0]!.id
    const job = await request<{ data: JobInput & { version: number } }>(ctx, {
      method: 'GET',
      url: `/api/positions/${id}`,
      headers,
    })
    const { version, ...saved } = job.body.data as JobInput & { version: number } & Record<string, unknown>
    const update = await request(ctx, {
      method: 'PUT',
      url: '/api/positions',
      headers,
      payload: {
        ...pickJobInput(saved),
        id,
        version,
        country: 'PE',
        city: 'Arequipa',
      },
    })
    expect(update.status, JSON.stringify(update.body)).toBe(200)
    expect(await findJobs('Colombia')).toEqual([])
    expect(await findJobs('Perú Arequipa')).toEqual(['Incident Response Analyst'])

    const camila = talentIds.get('Camila')!
    const profile = await ctx.app.services.profiles.getProfile(camila)
    await ctx.app.services.profiles.saveProfile(
      camila,
      ProfileInputSchema.parse({
        version: profile.version,
        firstName: 'Camila',
        lastName: 'Restrepo',
        country: 'PE',
        city: 'Cusco',
        clearance: { hasClearance: false },
        experiences: [],
        educations: [],
        certifications: [],
        courses: [],
        languages: [],
        references: [],
      }),
    )
    expect(await findTalents('Medellin')).toEqual([])
    expect(await findTalents('Cusco Perú')).toEqual(['Camila Restrepo'])
  })
})

/** The fields of a job the stepper sends back, from the job as read. */
function pickJobInput(job: Record<string, unknown>) {
  const keys = [
    'jobTitle',
    'privacy',
    'department',
    'description',
    'requirements',
    'salaryMin',
    'salaryMax',
    'salaryCurrency',
    'employmentType',
    'duration',
    'durationUnit',
    'industry',
    'educationLevel',
    'openToTravel',
    'nationality',
    'modality',
    'expirationDate',
    'clearanceRequired',
    'clearanceLevel',
    'certifications',
    'languages',
  ]
  const roles = job.roles as { workRoleCode: string; minimumPercentage: number }[]
  return {
    ...Object.fromEntries(keys.filter((key) => key in job).map((key) => [key, job[key]])),
    roles: roles.map(({ workRoleCode, minimumPercentage }) => ({ workRoleCode, minimumPercentage })),
  }
}
