import { and, desc, eq } from 'drizzle-orm'
import type { Invoice, PlanCode, SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import type { Database } from '../../db/client'
import { companies, invoices } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { SessionUser } from '../../plugins/access'
import { companyOf, findLiveSubscription, iso } from './billing-common'
import { PLAN_NAMES, type PlansService } from './plans.service'
import type { BillingProvider } from './providers'

/** Invoices shown on the subscription screen. */
const INVOICES_SHOWN = 24

/** What a company user sees of the company's subscription (#16): the plan in force, usage, invoices and receipts. */
export class SubscriptionService {
  constructor(
    private readonly db: Database,
    private readonly provider: BillingProvider,
    private readonly plans: PlansService,
  ) {}

  /** GET /subscription: the plan in force, the live subscription, usage and the latest invoices. */
  async overview(user: SessionUser): Promise<SubscriptionOverview> {
    const companyId = companyOf(user)
    // Three round trips: the live subscription (whose limits are the ones in force), usage, invoices.
    const [live, usage, invoiceRows, catalogue] = await Promise.all([
      findLiveSubscription(this.db, companyId),
      this.plans.usage(companyId),
      this.db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, companyId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(INVOICES_SHOWN),
      this.plans.list(),
    ])
    const base = catalogue.find((plan) => plan.code === (live?.planCode ?? 'demo'))!
    return {
      plan: live ? { ...base, limits: live.limits } : base,
      subscription: live
        ? {
            id: live.id,
            plan: live.planCode as PlanCode,
            interval: live.interval,
            status: live.status,
            provider: live.provider,
            amountCents: live.amountCents,
            currency: 'USD',
            currentPeriodStart: iso(live.currentPeriodStart),
            currentPeriodEnd: iso(live.currentPeriodEnd),
            cancelAtPeriodEnd: live.cancelAtPeriodEnd,
            billing: live.billing,
          }
        : null,
      usage,
      invoices: invoiceRows.map((row) => this.toInvoice(row)),
      canManage: user.isMainAdmin,
      provider: this.provider.name,
    }
  }

  private toInvoice(row: typeof invoices.$inferSelect): Invoice {
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      plan: row.planCode as PlanCode,
      interval: row.interval,
      amountCents: row.amountCents,
      currency: 'USD',
      periodStart: iso(row.periodStart),
      periodEnd: iso(row.periodEnd),
      createdAt: iso(row.createdAt),
    }
  }

  /** A paid invoice of the caller's company with what its receipt needs. */
  async receipt(user: SessionUser, invoiceId: number) {
    const companyId = companyOf(user)
    const [row] = await this.db
      .select({ invoice: invoices, companyName: companies.name })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId), eq(invoices.status, 'paid')))
    if (!row) throw new AppError(ErrorCode.NOT_FOUND)
    return {
      invoice: row.invoice,
      companyName: row.companyName,
      planName: PLAN_NAMES[row.invoice.planCode as PlanCode],
    }
  }
}
