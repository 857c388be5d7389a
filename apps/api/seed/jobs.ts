import { eq, inArray } from 'drizzle-orm'
import { JobCreateSchema, type JobValues } from '@sentinela/shared/schemas/jobs'
import { refreshApplicationFits } from '../src/db/application-fit'
import { refreshJobSearch } from '../src/db/search-documents'
import type { Database } from '../src/db/client'
import {
  applications,
  applicationStatusEvents,
  companyTeamMembers,
  positionCertifications,
  positionLanguages,
  positionRoles,
  positions,
  savedPositions,
  users,
} from '../src/db/schema/index'

export type SeedJob = Omit<JobValues, 'expirationDate' | 'certifications' | 'languages'> & {
  /** Days from today until the job expires. */
  expiresInDays: number
  /** Days since it was published; absent keeps it a draft. */
  publishedDaysAgo?: number
  certifications?: string[]
  languages?: { language: JobValues['languages'][number]['language']; level: JobValues['languages'][number]['level'] }[]
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000)

/** What most demo jobs share; each job states the rest. */
export const JOB_DEFAULTS = {
  privacy: 'public',
  department: null,
  requirements: null,
  salaryCurrency: 'USD',
  duration: null,
  durationUnit: null,
  industry: 'computer_network_security',
  educationLevel: 5,
  openToTravel: 0,
  nationality: null,
  clearanceRequired: false,
  clearanceLevel: null,
} as const

/** Andes Secure is on the demo plan: three published jobs (the limit) and a draft. */
const ANDES_JOBS: SeedJob[] = [
  {
    ...JOB_DEFAULTS,
    jobTitle: 'Incident Response Analyst',
    department: 'CSIRT',
    description:
      'Join the CSIRT that protects 40 banks, hospitals and retailers across Latin America. You will lead the ' +
      'response to live incidents, from the first alert to the lessons learned, and improve our playbooks.\n' +
      '- Triage escalated alerts and decide on containment\n- Run forensic collection on endpoints and cloud logs\n' +
      '- Write clear incident reports for clients',
    requirements: 'Two or more years in a SOC or CSIRT.\nExperience with an EDR and a SIEM.\nSpanish and English.',
    salaryMin: 48_000,
    salaryMax: 65_000,
    employmentType: 0,
    country: 'CO',
    city: 'Bogotá',
    modality: 'hybrid',
    expiresInDays: 45,
    publishedDaysAgo: 3,
    roles: [
      { workRoleCode: 'PD-WRL-003', minimumPercentage: 30 },
      { workRoleCode: 'PD-WRL-001', minimumPercentage: 20 },
    ],
    certifications: ['GIAC Certified Incident Handler (GCIH)', 'CompTIA CySA+'],
    languages: [
      { language: 'es', level: 'native_or_bilingual' },
      { language: 'en', level: 'proficient' },
    ],
  },
  {
    ...JOB_DEFAULTS,
    jobTitle: 'Application Security Engineer',
    department: 'Product Security',
    description:
      'Make security part of how our engineers build: threat modelling, secure code review, SAST and DAST in the ' +
      'pipelines, and guidance for the teams that ship our cloud health platform to millions of patients.',
    requirements: 'Three years building or reviewing web software.\nExperience with OWASP ASVS.',
    salaryMin: 70_000,
    salaryMax: 95_000,
    employmentType: 0,
    country: 'BR',
    city: 'São Paulo',
    modality: 'remote',
    expiresInDays: 60,
    publishedDaysAgo: 12,
    roles: [
      { workRoleCode: 'DD-WRL-003', minimumPercentage: 30 },
      { workRoleCode: 'DD-WRL-005', minimumPercentage: 20 },
    ],
    certifications: ['GIAC Web Application Penetration Tester (GWAPT)'],
    languages: [
      { language: 'pt', level: 'proficient' },
      { language: 'en', level: 'proficient' },
    ],
  },
  {
    ...JOB_DEFAULTS,
    jobTitle: 'Junior SOC Analyst',
    description:
      'Start your cybersecurity career in our 24/7 security operations center. We train you on our tools and ' +
      'pair you with a senior analyst for your first three months.',
    requirements: 'Curiosity, networking basics and a willingness to learn.',
    salaryMin: 18_000,
    salaryMax: 24_000,
    employmentType: 0,
    educationLevel: 1,
    country: 'MX',
    city: 'Ciudad de México',
    modality: 'on_site',
    expiresInDays: 20,
    publishedDaysAgo: 40,
    roles: [{ workRoleCode: 'PD-WRL-001', minimumPercentage: 5 }],
    languages: [{ language: 'es', level: 'proficient' }],
  },
  {
    ...JOB_DEFAULTS,
    jobTitle: 'Threat Intelligence Lead',
    privacy: 'private',
    description: 'Build our threat intelligence program for the financial sector: sources, analysis and reporting.',
    salaryMin: null,
    salaryMax: null,
    employmentType: 0,
    country: 'CL',
    city: 'Santiago',
    modality: 'hybrid',
    expiresInDays: 90,
    roles: [{ workRoleCode: 'IN-WRL-002', minimumPercentage: 30 }],
  },
]

/** Pampa Cyber Labs pays for a plan: more jobs, one private and one that needs clearance. */
const PAMPA_JOBS: SeedJob[] = [
  {
    ...JOB_DEFAULTS,
    jobTitle: 'Penetration Tester',
    description:
      'Test web applications, APIs and internal networks for our clients in Argentina and Uruguay, and explain ' +
      'the findings to engineers and executives alike.',
    requirements: 'OSCP or equivalent experience.',
    salaryMin: 45_000,
    salaryMax: 60_000,
    employmentType: 4,
    duration: 12,
    durationUnit: 'months',
    country: 'AR',
    city: 'Buenos Aires',
    modality: 'remote',
    expiresInDays: 30,
    publishedDaysAgo: 6,
    roles: [{ workRoleCode: 'PD-WRL-007', minimumPercentage: 20 }],
    certifications: ['Offensive Security Certified Professional (OSCP)'],
    languages: [{ language: 'es', level: 'proficient' }],
  },
  {
    ...JOB_DEFAULTS,
    jobTitle: 'Security Clearance Systems Administrator',
    description:
      'Administer hardened Linux systems for a government program. Holding a security clearance is required by ' +
      'the contract.',
    salaryMin: 85_000,
    salaryMax: 105_000,
    employmentType: 0,
    country: 'US',
    city: 'Arlington',
    modality: 'on_site',
    clearanceRequired: true,
    clearanceLevel: 1,
    expiresInDays: 25,
    publishedDaysAgo: 20,
    roles: [{ workRoleCode: 'IO-WRL-005', minimumPercentage: 15 }],
    languages: [{ language: 'en', level: 'native_or_bilingual' }],
  },
  {
    ...JOB_DEFAULTS,
    jobTitle: 'GRC Analyst (internal mobility)',
    privacy: 'private',
    description: 'Our internal cyber team: own the ISO 27001 controls and the risk register with the business units.',
    salaryMin: 35_000,
    salaryMax: 45_000,
    employmentType: 0,
    country: 'AR',
    city: 'Córdoba',
    modality: 'hybrid',
    expiresInDays: 40,
    publishedDaysAgo: 2,
    roles: [{ workRoleCode: 'OG-WRL-002', minimumPercentage: 10 }],
  },
]

export interface JobBatch {
  companyId: number
  createdBy: number
  jobs: SeedJob[]
}

/**
 * Inserts the jobs of several companies with one statement per table (jobs, roles, certifications, languages), each
 * job checked first against the same rules as the job stepper's. Returns each job's id by company and title.
 */
export async function insertJobs(db: Database, batches: JobBatch[]) {
  const all = batches.flatMap(({ companyId, createdBy, jobs }) => jobs.map((job) => ({ companyId, createdBy, job })))
  if (all.length === 0) return (companyId: number, title: string) => idOf(new Map(), companyId, title)
  const rows = await db
    .insert(positions)
    .values(
      all.map(({ companyId, createdBy, job }) => {
        const { expiresInDays, publishedDaysAgo, certifications = [], languages = [], roles, ...fields } = job
        const expirationDate = daysFromNow(expiresInDays).toISOString().slice(0, 10)
        JobCreateSchema.parse({
          ...fields,
          expirationDate,
          roles,
          certifications: certifications.map((name) => ({ name })),
          languages,
        })
        return {
          ...fields,
          companyId,
          createdBy,
          status: publishedDaysAgo === undefined ? ('draft' as const) : ('published' as const),
          publishedAt: publishedDaysAgo === undefined ? null : daysFromNow(-publishedDaysAgo),
          expirationDate,
        }
      }),
    )
    .returning({ id: positions.id, companyId: positions.companyId, jobTitle: positions.jobTitle })
  const ids = new Map(rows.map((row) => [`${row.companyId}:${row.jobTitle}`, row.id]))
  const positionOf = (companyId: number, title: string) => idOf(ids, companyId, title)
  const children = all.map(({ companyId, job }) => ({ positionId: positionOf(companyId, job.jobTitle), job }))
  const roles = children.flatMap(({ positionId, job }) => job.roles.map((role) => ({ positionId, ...role })))
  const certifications = children.flatMap(({ positionId, job }) =>
    (job.certifications ?? []).map((name) => ({ positionId, name })),
  )
  const languages = children.flatMap(({ positionId, job }) =>
    (job.languages ?? []).map((language) => ({ positionId, ...language })),
  )
  if (roles.length > 0) await db.insert(positionRoles).values(roles)
  if (certifications.length > 0) await db.insert(positionCertifications).values(certifications)
  if (languages.length > 0) await db.insert(positionLanguages).values(languages)
  // What the job stepper's save writes too: the search terms from each job's place, roles and certifications.
  await refreshJobSearch(db, { ids: rows.map((row) => row.id) })
  return positionOf
}

function idOf(ids: Map<string, number>, companyId: number, title: string) {
  const id = ids.get(`${companyId}:${title}`)
  if (id === undefined) throw new Error(`No seeded job "${title}" for company ${companyId}`)
  return id
}

type SeedUserRow = typeof users.$inferSelect

/** The seeded accounts with these e-mails, read in one query; a missing one is a mistake in the seed. */
export async function usersByEmail(db: Database, emails: string[]) {
  const rows = await db.select().from(users).where(inArray(users.email, emails))
  const byEmail = new Map(rows.map((row) => [row.email, row]))
  return (email: string): SeedUserRow => {
    const user = byEmail.get(email)
    if (!user) throw new Error(`No seeded account ${email}`)
    return user
  }
}

/** One candidate in a pipeline, moved through the statuses given (the first is how they arrived). */
export interface SeedApplication {
  positionId: number
  talent: SeedUserRow
  message: string | null
  steps: { status: number; by: SeedUserRow; daysAgo: number }[]
}

/**
 * Inserts the candidates and their status history with one statement each, then stores every application's fit
 * once, as the pipeline ranks by it.
 */
export async function insertApplications(db: Database, list: SeedApplication[]) {
  if (list.length === 0) return
  const rows = await db
    .insert(applications)
    .values(
      list.map((input) => {
        const first = input.steps[0]!
        const last = input.steps[input.steps.length - 1]!
        return {
          positionId: input.positionId,
          talentId: input.talent.id,
          message: input.message,
          appliedAt: first.status === 1 ? daysFromNow(-first.daysAgo) : null,
          contactedAt: first.status === 0 ? daysFromNow(-first.daysAgo) : null,
          communicationStatus: last.status,
          statusChangedAt: daysFromNow(-last.daysAgo),
        }
      }),
    )
    .returning({ id: applications.id, positionId: applications.positionId, talentId: applications.talentId })
  const idOfApplication = new Map(rows.map((row) => [`${row.positionId}:${row.talentId}`, row.id]))
  await db.insert(applicationStatusEvents).values(
    list.flatMap((input) => {
      const applicationId = idOfApplication.get(`${input.positionId}:${input.talent.id}`)!
      return input.steps.map((step, index) => ({
        applicationId,
        fromStatus: index === 0 ? null : input.steps[index - 1]!.status,
        toStatus: step.status,
        changedBy: step.by.id,
        changedByName: `${step.by.firstName} ${step.by.lastName}`,
        createdAt: daysFromNow(-step.daysAgo),
      }))
    }),
  )
  await refreshApplicationFits(db, 'all')
}

/**
 * Demo jobs for the two demo companies, with candidates in the pipeline, a saved job, a contacted talent and the
 * companies' cyber teams.
 * Idempotent: nothing is added when Andes Secure already has jobs.
 */
export async function seedJobs(db: Database, companies: { andes: number; pampa: number }) {
  const [existing] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(eq(positions.companyId, companies.andes))
  if (existing) return

  const user = await usersByEmail(db, [
    'company@example.com',
    'recruiter@example.com',
    'pampa@example.com',
    'talent@example.com',
    'joao.silva@example.com',
    'emily.carter@example.com',
    'camila.restrepo@example.com',
  ])
  const mateo = user('company@example.com')
  const valentina = user('recruiter@example.com')
  const sofia = user('pampa@example.com')
  const lucia = user('talent@example.com')
  const joao = user('joao.silva@example.com')
  const emily = user('emily.carter@example.com')
  const camila = user('camila.restrepo@example.com')

  const job = await insertJobs(db, [
    { companyId: companies.andes, createdBy: valentina.id, jobs: ANDES_JOBS },
    { companyId: companies.pampa, createdBy: sofia.id, jobs: PAMPA_JOBS },
  ])
  const andes = (title: string) => job(companies.andes, title)
  const pampa = (title: string) => job(companies.pampa, title)

  // Every candidate clears the job's NICE minimums, as the apply gate would have required.
  await insertApplications(db, [
    {
      positionId: andes('Incident Response Analyst'),
      talent: lucia,
      message:
        'Hola, lidero la respuesta a incidentes de 40 clientes en mi rol actual y me encantaría sumarme a su CSIRT.',
      steps: [
        { status: 1, by: lucia, daysAgo: 2 },
        { status: 2, by: valentina, daysAgo: 1 },
      ],
    },
    {
      positionId: andes('Incident Response Analyst'),
      talent: camila,
      message:
        'Dirijo un equipo de seis respondedores en Medellín; me interesa llevar esa experiencia a clientes de toda la región.',
      steps: [{ status: 1, by: camila, daysAgo: 1 }],
    },
    {
      positionId: andes('Application Security Engineer'),
      talent: joao,
      message: 'Trabalho com desenvolvimento seguro há quatro anos e adoraria conversar.',
      steps: [
        { status: 1, by: joao, daysAgo: 10 },
        { status: 2, by: mateo, daysAgo: 8 },
        { status: 3, by: mateo, daysAgo: 1 },
      ],
    },
    {
      positionId: pampa('Penetration Tester'),
      talent: lucia,
      message: null,
      steps: [{ status: 0, by: sofia, daysAgo: 4 }],
    },
  ])
  await db
    .insert(savedPositions)
    .values([
      { userId: lucia.id, positionId: andes('Application Security Engineer'), savedAt: daysFromNow(-5) },
      { userId: emily.id, positionId: andes('Junior SOC Analyst'), savedAt: daysFromNow(-3) },
    ])
    .onConflictDoNothing()

  // Cyber teams: Lucía works at Andes Secure and shares her profile with it; João has an invitation waiting;
  // Emily left Pampa's team, which Pampa sees as a notice.
  await db.insert(companyTeamMembers).values([
    {
      companyId: companies.andes,
      talentId: lucia.id,
      status: 'active',
      publicProfile: true,
      invitedBy: mateo.id,
      invitedAt: daysFromNow(-30),
      acceptedAt: daysFromNow(-29),
    },
    {
      companyId: companies.andes,
      talentId: joao.id,
      status: 'pending',
      invitedBy: valentina.id,
      invitedAt: daysFromNow(-1),
    },
    {
      companyId: companies.pampa,
      talentId: emily.id,
      status: 'unlinked',
      invitedBy: sofia.id,
      invitedAt: daysFromNow(-20),
      acceptedAt: daysFromNow(-19),
      endedAt: daysFromNow(-2),
    },
  ])
}
