import type { APIRequestContext, Page } from '@playwright/test'
import { subscribeToPlan, type PaidPlan } from './company-fixtures'
import { expect, TEST_PASSWORD, uniqueEmail, waitForEmailLink } from './fixtures'

/** A made-up word no job, statement or other test uses, so a search by it finds exactly one test's jobs. */
export function uniqueWord(prefix = 'zq'): string {
  const letters = 'bcdfghjklmnpqrstvwxz'
  const vowels = 'aeiou'
  let word = prefix
  for (let index = 0; index < 8; index += 1) {
    const pool = index % 2 === 0 ? letters : vowels
    word += pool[Math.floor(Math.random() * pool.length)]
  }
  return word
}

/** A calendar date `days` from today (YYYY-MM-DD), for expiration dates. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10)
}

export interface ActiveCompany {
  email: string
  password: string
  companyName: string
  /** The main admin's session token, for API calls (`Authorization: Bearer`). */
  token: string
}

/**
 * Registers a company with its main admin through the API (POST /api/companies) and follows the activation link, as
 * the e-mail would have it. Answers the admin's session token.
 */
export async function createActiveCompany(
  request: APIRequestContext,
  {
    email = uniqueEmail('company'),
    password = TEST_PASSWORD,
    companyName = `Acme ${uniqueWord('co')}`,
    language = 'en',
    plan,
  }: {
    email?: string
    password?: string
    companyName?: string
    language?: 'en' | 'es' | 'pt'
    /** A paid plan to put the company on (#16); Demo without one. */
    plan?: PaidPlan
  } = {},
): Promise<ActiveCompany> {
  const registered = await request.post('/api/companies', {
    data: {
      companyName,
      firstName: 'Carla',
      lastName: 'Company',
      jobTitle: 'Security Lead',
      email,
      password,
      confirmPassword: password,
      phone: '+52 55 8765 4321',
      acceptTerms: true,
      language,
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const { link } = await waitForEmailLink(request, { to: email, path: '/account/confirm_account/' })
  const activationToken = new URL(link).searchParams.get('token') ?? ''
  const activated = await request.post(`/api/users/confirm/${activationToken}`)
  expect(activated.ok(), await activated.text()).toBe(true)
  const session = (await activated.json()) as { data: { token: string } }
  const company = { email, password, companyName, token: session.data.token }
  if (plan) await subscribeToPlan(request, plan, { headers: { Authorization: `Bearer ${company.token}` } })
  return company
}

/**
 * A fresh company, signed in in the page's browser context: registered and activated with `page.request`, so the
 * activation answer sets the session cookies there, then the role is kept in `sentinela.session` as lib/session.ts
 * saveSession does after any sign-in. The answer's token also works for API calls as that company.
 */
export async function signInNewCompany(
  page: Page,
  options: { email?: string; companyName?: string; language?: 'en' | 'es' | 'pt'; plan?: PaidPlan } = {},
): Promise<ActiveCompany> {
  const company = await createActiveCompany(page.request, options)
  await page.goto('/404')
  await page.evaluate(() =>
    localStorage.setItem('sentinela.session', JSON.stringify({ role: 'company', subscriptionName: null })),
  )
  return company
}

/** The job fields a test may set; the rest have workable defaults. Shapes follow JobCreateSchema. */
export interface JobOverrides {
  jobTitle?: string
  privacy?: 'public' | 'private'
  department?: string | null
  description?: string
  requirements?: string | null
  salaryMin?: number | null
  salaryMax?: number | null
  salaryCurrency?: string
  employmentType?: number
  duration?: number | null
  durationUnit?: 'days' | 'months' | 'years' | 'indefinite' | null
  industry?: string | null
  educationLevel?: number | null
  openToTravel?: number | null
  country?: string | null
  city?: string | null
  nationality?: string | null
  modality?: 'remote' | 'hybrid' | 'on_site'
  expirationDate?: string
  clearanceRequired?: boolean
  clearanceLevel?: number | null
  roles?: { workRoleCode: string; minimumPercentage: number }[]
  certifications?: { name: string }[]
  languages?: { language: string; level: 'beginner' | 'intermediate' | 'proficient' | 'native_or_bilingual' }[]
}

export interface CreatedJob {
  id: number
  jobTitle: string
  companyName: string
  privacy: 'public' | 'private'
  status: string
}

/**
 * Creates a job as the company behind `companyToken` (POST /api/positions, a draft) and publishes it
 * (POST /api/positions/{id}/status). Give each test's jobs a unique word in the title so searches find only them.
 */
export async function createPublishedJob(
  request: APIRequestContext,
  companyToken: string,
  overrides: JobOverrides = {},
): Promise<CreatedJob> {
  const headers = { Authorization: `Bearer ${companyToken}` }
  const created = await request.post('/api/positions', {
    headers,
    data: {
      jobTitle: `Security Analyst ${uniqueWord()}`,
      privacy: 'public',
      description: 'Monitor alerts, triage incidents and improve detection rules with the blue team.',
      requirements: 'Two years in a security operations centre.',
      salaryMin: 60_000,
      salaryMax: 90_000,
      salaryCurrency: 'USD',
      employmentType: 0,
      modality: 'remote',
      country: 'MX',
      city: 'Guadalajara',
      expirationDate: daysFromToday(30),
      clearanceRequired: false,
      roles: [],
      certifications: [],
      languages: [],
      ...overrides,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const job = ((await created.json()) as { data: CreatedJob }).data
  const published = await request.post(`/api/positions/${job.id}/status`, { headers, data: { status: 'published' } })
  expect(published.ok(), await published.text()).toBe(true)
  return ((await published.json()) as { data: CreatedJob }).data
}
