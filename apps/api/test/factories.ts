import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { PlanCode } from '@sentinela/shared/schemas/billing'
import type { JobInput } from '@sentinela/shared/schemas/jobs'
import { faker } from '@faker-js/faker'
import type { Database } from '../src/db/client'
import { companies, plans, sessions, subscriptions, users } from '../src/db/schema/index'
import { hashPassword } from '../src/lib/passwords'
import { generateToken, hashToken } from '../src/lib/tokens'
import type { TestContext } from './helper'

export const TEST_PASSWORD = 'Sentinela-Test-2026!'
let sequence = 0
/** Unique across the test run: faker names can repeat, the counter cannot. */
function uniqueEmail(prefix: string) {
  sequence += 1
  return `${prefix}.${sequence}.${faker.string.alphanumeric(6).toLowerCase()}@example.com`
}

let passwordHash: Promise<string> | undefined
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD))

export async function createTalent(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail('talent'),
      passwordHash: await testPasswordHash(),
      passwordChangedAt: new Date(),
      role: 'talent',
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      phone: '+525512345678',
      status: 'active',
      activatedAt: new Date(),
      termsAcceptedAt: new Date(),
      ...overrides,
    })
    .returning()
  return user!
}

/** A fixed base32 TOTP secret for test operators; codes come from otpauth, as the app makes them. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** An operator (PRODUCT.md "The platform operator"), with two-step sign-in on unless told otherwise. */
export async function createOperator(db: Database, options: { twoStep?: boolean } = {}) {
  const twoStep = options.twoStep ?? true
  return createTalent(db, {
    email: uniqueEmail('operator'),
    role: 'operator',
    phone: null,
    totpSecret: twoStep ? TEST_TOTP_SECRET : null,
    totpEnabledAt: twoStep ? new Date() : null,
  })
}

/** A company and its main admin, on Demo unless given a `plan` (an active subscription, as givePlan makes). */
export async function createCompany(
  db: Database,
  overrides: { name?: string; subscriptionName?: string; plan?: PlanCode } = {},
) {
  const [company] = await db
    .insert(companies)
    .values({ name: overrides.name ?? faker.company.name(), subscriptionName: overrides.subscriptionName ?? 'Demo' })
    .returning()
  const admin = await createCompanyUser(db, company!.id, { isMainAdmin: true })
  if (overrides.plan) await givePlan(db, company!.id, overrides.plan)
  return { company: company!, admin }
}

/**
 * Puts a company on a plan (#16), as a paid checkout leaves it: an active monthly subscription of the demo provider
 * with the plan's limits as they are now, for a period from now to 30 days ahead. Demo ends any live subscription.
 */
export async function givePlan(db: Database, companyId: number, code: PlanCode) {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', endedAt: new Date() })
    .where(and(eq(subscriptions.companyId, companyId), inArray(subscriptions.status, ['active', 'past_due'])))
  // The company's subscription name follows, as the billing module keeps it.
  const name = code.charAt(0).toUpperCase() + code.slice(1)
  await db.update(companies).set({ subscriptionName: name }).where(eq(companies.id, companyId))
  if (code === 'demo') return undefined
  const [plan] = await db.select().from(plans).where(eq(plans.code, code))
  const now = new Date()
  const [row] = await db
    .insert(subscriptions)
    .values({
      companyId,
      provider: 'demo',
      providerSubscriptionId: `sub_test_${randomUUID()}`,
      providerCustomerId: `cus_test_${companyId}`,
      planCode: code,
      interval: 'month',
      status: 'active',
      limits: plan!.limits,
      amountCents: plan!.monthlyPriceCents,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      billing: {
        billingEmail: 'billing@example.com',
        customerName: 'Test Company LLC',
        phone: '+1 415 555 0100',
        address1: '1 Market Street',
        town: 'San Francisco',
        state: 'CA',
        postCode: '94105',
        country: 'US',
      },
      demoCard: 'pays',
      stateAt: now,
    })
    .returning()
  return row!
}

export async function createCompanyUser(
  db: Database,
  companyId: number,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  return createTalent(db, {
    role: 'company',
    companyId,
    jobTitle: 'Security lead',
    email: uniqueEmail('admin'),
    ...overrides,
  })
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(context: TestContext, email: string, password = TEST_PASSWORD) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    payload: { email, password },
  })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`)
  return (response.json() as { data: { token: string } }).data.token
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A session straight in the database: for tests that need many signed-in calls without the sign-in cost. */
export async function createSessionToken(db: Database, userId: number) {
  const token = generateToken()
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    csrfTokenHash: hashToken(generateToken()),
    expiresAt: new Date(Date.now() + 3600_000),
  })
  return token
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A valid job post (§3) with one NICE work role. */
export function jobInput(changes: Partial<JobInput> = {}): JobInput {
  return {
    jobTitle: 'Incident Response Analyst',
    privacy: 'public',
    description: 'Join our CSIRT to detect, contain and recover from incidents across Latin America.',
    requirements: 'Three years in a SOC.',
    salaryMin: 60_000,
    salaryMax: 90_000,
    salaryCurrency: 'USD',
    employmentType: 0,
    country: 'CL',
    city: 'Santiago',
    modality: 'hybrid',
    expirationDate: inDays(30),
    roles: [{ workRoleCode: 'PD-WRL-003', minimumPercentage: 0 }],
    certifications: [],
    languages: [],
    ...changes,
  }
}
