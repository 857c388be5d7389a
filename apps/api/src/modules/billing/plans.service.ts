import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import { ErrorCode, type ErrorCode as ErrorCodeValue } from '@sentinela/shared/errors'
import {
  PLAN_CODES,
  type Plan,
  type PlanCode,
  type PlanInput,
  type PlanLimits,
  type PlanUsage,
} from '@sentinela/shared/schemas/billing'
import type { Config } from '../../config'
import type { Database, Executor } from '../../db/client'
import { companies, plans, positions, subscriptions, talentContacts, users } from '../../db/schema/index'
import { AppError } from '../../lib/app-error'
import type { ChangeFeed } from '../../lib/change-feed'

/** The plan names: proper nouns, the same in every language. */
export const PLAN_NAMES: Record<PlanCode, string> = {
  demo: 'Demo',
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
}

/** Plan features that are on or off (the counted ones have their own checks). */
export type PlanFeature =
  'topTalent' | 'recommendedTalent' | 'softSkillFilters' | 'hardSkillFilters' | 'trainTalent' | 'careerDevelopment'

const FEATURE_ERRORS: Record<PlanFeature, ErrorCodeValue> = {
  topTalent: ErrorCode.PLAN_TOP_TALENT_REQUIRED,
  recommendedTalent: ErrorCode.PLAN_RECOMMENDED_TALENT_REQUIRED,
  softSkillFilters: ErrorCode.PLAN_SOFT_SKILL_REQUIRED,
  hardSkillFilters: ErrorCode.PLAN_HARD_SKILL_REQUIRED,
  trainTalent: ErrorCode.PLAN_TRAIN_TALENT_REQUIRED,
  careerDevelopment: ErrorCode.PLAN_CAREER_DEVELOPMENT_REQUIRED,
}

/** The plan a company is on now, with the limits that apply to it. */
export interface PlanInForce {
  code: PlanCode
  name: string
  limits: PlanLimits
  /** The live subscription's id, or null on Demo. */
  subscriptionId: number | null
}

/** Start of the current calendar month, UTC: contacts per month count from here. */
export function startOfMonthUtc(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/**
 * Plans and what they allow (PRODUCT.md "Plans"). The plans themselves are reference data, read once and kept until
 * the operator edits one (the change feed tells every instance). What a company may do follows its live
 * subscription's limits, copied when it was bought or renewed; without one it is on Demo (§4: empty or Demo
 * subscription), whose published-jobs limit is DEMO_JOB_POST_LIMIT.
 */
export class PlansService {
  private cached: Promise<Plan[]> | undefined

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly changes: ChangeFeed,
  ) {
    changes.subscribe((heard) => {
      if (heard === 'all' || heard.kind === 'plans') this.cached = undefined
    })
  }

  /**
   * Every plan, Demo first, as the comparison shows them. Inside a transaction pass it: on the embedded database a
   * read outside the transaction would wait for it to end.
   */
  list(executor: Executor = this.db): Promise<Plan[]> {
    this.cached ??= this.load(executor).catch((error: unknown) => {
      this.cached = undefined
      throw error
    })
    return this.cached
  }

  private async load(executor: Executor): Promise<Plan[]> {
    const rows = await executor.select().from(plans)
    const byCode = new Map(rows.map((row) => [row.code, row]))
    return PLAN_CODES.flatMap((code) => {
      const row = byCode.get(code)
      if (!row) return []
      const limits = code === 'demo' ? { ...row.limits, jobs: this.config.DEMO_JOB_POST_LIMIT } : row.limits
      return [
        {
          code,
          name: PLAN_NAMES[code],
          currency: 'USD' as const,
          monthlyPriceCents: row.monthlyPriceCents,
          annualPriceCents: row.annualPriceCents,
          limits,
        },
      ]
    })
  }

  async get(code: PlanCode, executor: Executor = this.db): Promise<Plan> {
    const plan = (await this.list(executor)).find((candidate) => candidate.code === code)
    if (!plan) throw new AppError(ErrorCode.NOT_FOUND)
    return plan
  }

  /** The operator's edit of a paid plan: new subscriptions and renewals take it; paid periods keep theirs. */
  async update(code: PlanCode, input: PlanInput): Promise<Plan> {
    if (code === 'demo') throw new AppError(ErrorCode.FORBIDDEN)
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(plans)
        .set({
          monthlyPriceCents: input.monthlyPriceCents,
          annualPriceCents: input.annualPriceCents,
          limits: input.limits,
        })
        .where(eq(plans.code, code))
        .returning({ code: plans.code })
      if (updated.length === 0) throw new AppError(ErrorCode.NOT_FOUND)
      await this.changes.announce(tx, { kind: 'plans', id: 0 })
    })
    this.changes.apply({ kind: 'plans', id: 0 })
    return this.get(code)
  }

  /** The company's plan now: its live subscription's (active or past due), else Demo. One round trip. */
  async inForce(companyId: number, executor: Executor = this.db): Promise<PlanInForce> {
    const [live] = await executor
      .select({ id: subscriptions.id, planCode: subscriptions.planCode, limits: subscriptions.limits })
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companyId), inArray(subscriptions.status, ['active', 'past_due'])))
      .limit(1)
    if (live) {
      const code = live.planCode as PlanCode
      return { code, name: PLAN_NAMES[code], limits: live.limits, subscriptionId: live.id }
    }
    const demo = await this.get('demo', executor)
    return { code: 'demo', name: demo.name, limits: demo.limits, subscriptionId: null }
  }

  /** Refuses (403, a code naming the feature) when the company's plan does not include it. */
  async assertFeature(companyId: number, feature: PlanFeature, executor: Executor = this.db): Promise<PlanInForce> {
    const plan = await this.inForce(companyId, executor)
    if (!plan.limits[feature]) throw this.refusal(FEATURE_ERRORS[feature], plan, feature)
    return plan
  }

  /** Whether the company's plan includes the feature (for answers that show less instead of refusing). */
  async hasFeature(companyId: number, feature: PlanFeature, executor: Executor = this.db): Promise<boolean> {
    return (await this.inForce(companyId, executor)).limits[feature]
  }

  /** The 403 a plan gives: its code names the feature; `details` carry the feature and plan for the upgrade offer. */
  refusal(code: ErrorCodeValue, plan: PlanInForce, feature: string, limit?: number | null) {
    return new AppError(code, {
      params: { plan: plan.name, ...(limit == null ? {} : { limit }) },
      details: { feature, plan: plan.code },
    })
  }

  /** How much of each counted limit the company uses now. */
  async usage(companyId: number, executor: Executor = this.db): Promise<PlanUsage> {
    const [row] = await executor
      .select({
        publishedJobs: sql<number>`(select count(*)::int from ${positions} where ${positions.companyId} = ${companyId}
          and ${positions.status} = 'published' and ${positions.expirationDate} >= current_date)`,
        platformUsers: sql<number>`(select count(*)::int from ${users} where ${users.companyId} = ${companyId}
          and ${users.deletedAt} is null)`,
        contactsThisMonth: sql<number>`(select count(*)::int from ${talentContacts}
          where ${talentContacts.companyId} = ${companyId} and ${talentContacts.createdAt} >= ${startOfMonthUtc()})`,
      })
      .from(companies)
      .where(eq(companies.id, companyId))
    return row ?? { publishedJobs: 0, platformUsers: 0, contactsThisMonth: 0 }
  }

  /**
   * Locks the company's row until the transaction ends: what counts against a plan (contacts, users) and the events
   * that change a subscription are taken one at a time per company.
   */
  async lockCompany(executor: Executor, companyId: number) {
    await executor.execute(sql`select 1 from ${companies} where ${companies.id} = ${companyId} for update`)
  }

  /**
   * Counts one contact against the month's allowance, inside the sending transaction; refuses past it. The company's
   * row is locked first, so two messages sent at once cannot both take the last one.
   */
  async takeContact(executor: Executor, companyId: number, talentId: number, sentBy: number) {
    await this.lockCompany(executor, companyId)
    const plan = await this.inForce(companyId, executor)
    const limit = plan.limits.contactsPerMonth
    if (limit !== null) {
      const [used] = await executor
        .select({ value: count() })
        .from(talentContacts)
        .where(and(eq(talentContacts.companyId, companyId), gte(talentContacts.createdAt, startOfMonthUtc())))
      if ((used?.value ?? 0) >= limit) throw this.refusal(ErrorCode.PLAN_CONTACT_LIMIT, plan, 'contactsPerMonth', limit)
    }
    await executor.insert(talentContacts).values({ companyId, talentId, sentBy })
  }

  /**
   * Refuses adding a company user past the plan's platform users (main admin included), inside the adding
   * transaction; the company's row is locked first, so two additions at once are counted one after the other.
   */
  async assertUserRoom(executor: Executor, companyId: number) {
    await this.lockCompany(executor, companyId)
    const plan = await this.inForce(companyId, executor)
    const limit = plan.limits.platformUsers
    if (limit === null) return
    const [used] = await executor
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), isNull(users.deletedAt)))
    if ((used?.value ?? 0) >= limit) throw this.refusal(ErrorCode.PLAN_USERS_LIMIT, plan, 'platformUsers', limit)
  }
}
