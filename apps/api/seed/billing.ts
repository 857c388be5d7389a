import { eq } from 'drizzle-orm'
import type { BillingDetails, BillingInterval, PaidPlanCode } from '@sentinela/shared/schemas/billing'
import type { Database } from '../src/db/client'
import { companies, invoices, plans, subscriptions } from '../src/db/schema/index'
import { addPeriods, invoiceNumber } from '../src/modules/billing/periods'

const DAY = 86_400_000

export interface SeedSubscription {
  companyId: number
  plan: PaidPlanCode
  interval: BillingInterval
  billing: BillingDetails
  /** Periods paid so far, the last one current; each has its invoice. */
  periodsPaid: number
  /** Days since the current period started. */
  currentPeriodDaysAgo: number
}

/**
 * A company's paid subscription through the demo provider, as if it had subscribed and renewed: the live row with the
 * plan's limits, a paid invoice per period, and the company's plan name (#16). Idempotent: a company that has a
 * subscription is left as it is.
 */
export async function seedSubscription(db: Database, input: SeedSubscription) {
  const existing = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, input.companyId))
  if (existing.length > 0) return
  const [plan] = await db.select().from(plans).where(eq(plans.code, input.plan))
  if (!plan) return
  const amountCents = input.interval === 'year' ? plan.annualPriceCents : plan.monthlyPriceCents
  const currentStart = new Date(Date.now() - input.currentPeriodDaysAgo * DAY)
  const providerSubscriptionId = `sub_demo_seed_${input.companyId}`
  const name = input.plan.charAt(0).toUpperCase() + input.plan.slice(1)
  await db.transaction(async (tx) => {
    await tx.insert(subscriptions).values({
      companyId: input.companyId,
      provider: 'demo',
      providerSubscriptionId,
      providerCustomerId: `cus_demo_${input.companyId}`,
      planCode: input.plan,
      interval: input.interval,
      status: 'active',
      limits: plan.limits,
      amountCents,
      currentPeriodStart: currentStart,
      currentPeriodEnd: addPeriods(currentStart, input.interval, 1),
      billing: input.billing,
      demoCard: 'pays',
      stateAt: currentStart,
    })
    for (let index = 0; index < input.periodsPaid; index += 1) {
      const start = addPeriods(currentStart, input.interval, index - input.periodsPaid + 1)
      const [row] = await tx
        .insert(invoices)
        .values({
          companyId: input.companyId,
          provider: 'demo',
          providerInvoiceId: `in_demo_seed_${input.companyId}_${index + 1}`,
          providerSubscriptionId,
          number: `pending-seed-${input.companyId}-${index + 1}`,
          status: 'paid',
          planCode: input.plan,
          interval: input.interval,
          amountCents,
          periodStart: start,
          periodEnd: addPeriods(start, input.interval, 1),
          billing: input.billing,
          createdAt: start,
        })
        .returning({ id: invoices.id })
      await tx
        .update(invoices)
        .set({ number: invoiceNumber(start, row!.id) })
        .where(eq(invoices.id, row!.id))
    }
    await tx.update(companies).set({ subscriptionName: name }).where(eq(companies.id, input.companyId))
  })
}

/** Pampa Cyber Labs pays Professional monthly: it subscribed 40 days ago and renewed 10 days ago. */
export async function seedPampaSubscription(db: Database, companyId: number) {
  await seedSubscription(db, {
    companyId,
    plan: 'professional',
    interval: 'month',
    periodsPaid: 2,
    currentPeriodDaysAgo: 10,
    billing: {
      billingEmail: 'billing@pampa-labs.example.com',
      customerName: 'Pampa Cyber Labs S.R.L.',
      phone: '+54 9 11 2345-6789',
      address1: 'Av. Corrientes 1234, piso 8',
      town: 'Buenos Aires',
      state: 'Ciudad Autónoma de Buenos Aires',
      postCode: 'C1043AAZ',
      country: 'AR',
    },
  })
}
