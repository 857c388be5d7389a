import type { BillingInterval, Plan, PlanLimits } from '@sentinela/shared/schemas/billing'

/** An amount in US cents as people read it in the interface language: "$49", "49 US$", "US$ 149,50". */
export function formatPrice(cents: number, language: string): string {
  const whole = cents % 100 === 0
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
}

/** A date of the API (ISO) as a day in the interface language: "Jan 5, 2027". */
export function formatDay(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' })
}

/** A plan's price for a billing period, in cents. */
export function priceOf(plan: Plan, interval: BillingInterval): number {
  return interval === 'year' ? plan.annualPriceCents : plan.monthlyPriceCents
}

/** What a year of annual billing saves against twelve months of monthly billing, in cents (0 when nothing). */
export function annualSaving(plan: Plan): number {
  return Math.max(0, plan.monthlyPriceCents * 12 - plan.annualPriceCents)
}

/** How many months of monthly billing an annual price is worth, rounded (10 by default: two months free). */
export function annualMonths(plans: readonly Plan[]): number | undefined {
  const paid = plans.find((plan) => plan.monthlyPriceCents > 0)
  if (!paid) return undefined
  return Math.round(paid.annualPriceCents / paid.monthlyPriceCents)
}

/** One line of what a plan includes: the words' key and values, and whether the plan includes it. */
export interface FeatureLine {
  key: string
  /** Values for the words (`count` for plurals). */
  values?: Record<string, number>
  included: boolean
}

/** Every limit of PlanLimits in words, in the order PRODUCT.md "Plans" lists them; `null` is unlimited. */
export function featureLines(limits: PlanLimits): FeatureLine[] {
  const counted = (name: string, value: number | null, zeroKey?: string): FeatureLine =>
    value === null
      ? { key: `limits.${name}_unlimited`, included: true }
      : value === 0 && zeroKey
        ? { key: zeroKey, included: false }
        : { key: `limits.${name}`, values: { count: value }, included: value > 0 }
  return [
    counted('jobs', limits.jobs),
    { key: 'limits.job_duration', values: { count: limits.jobDurationDays }, included: true },
    counted('platform_users', limits.platformUsers),
    limits.topTalent
      ? { key: 'limits.top_talent', included: true }
      : { key: 'limits.top_talent_preview', included: true },
    counted('contacts', limits.contactsPerMonth, 'limits.contacts_none'),
    { key: 'limits.recommended_talent', included: limits.recommendedTalent },
    { key: 'limits.hard_skill_filters', included: limits.hardSkillFilters },
    { key: 'limits.soft_skill_filters', included: limits.softSkillFilters },
    { key: 'limits.train_talent', included: limits.trainTalent },
    { key: 'limits.career_development', included: limits.careerDevelopment },
  ]
}
