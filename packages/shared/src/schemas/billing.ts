import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min'
import { z } from 'zod'
import { EmailSchema } from './credentials'

/**
 * #16 Subscriptions and billing (§3 "Subscription and billing", §4 demo rule, §6 main admin, §7 `POST
 * companies/takeSubscription`, `GET /subscription`, `POST /webhook/checkout`). PRODUCT.md "Plans" gives the plans.
 *
 * Calls (all under /api):
 * - GET /plans: every plan with its prices and limits (public; the comparison on /subscriptions)
 * - GET /subscription: the company's plan in force, its subscription, usage against each limit, invoices (company)
 * - POST /companies/takeSubscription: billing form + plan + interval → where to pay (main admin)
 * - POST /subscription/changePlan {plan, interval}: from now on, prorated (main admin)
 * - POST /subscription/cancel, POST /subscription/resume: cancel at period end, or take that back (main admin)
 * - GET /subscription/invoices/{id}/receipt: the invoice's PDF receipt (company)
 * - GET /billing/demoCheckout/{token}, POST /billing/demoCheckout/{token}/pay: the built-in demo provider's checkout
 *   page (main admin; only when Stripe is not configured)
 * - POST /webhook/checkout: Stripe's (or the demo provider's) signed events (public, signature checked)
 * - GET /operator/plans, PUT /operator/plans/{code}: the operator edits prices and limits (applies to new
 *   subscriptions and renewals, never to a period already paid)
 */

export const PLAN_CODES = ['demo', 'starter', 'professional', 'enterprise'] as const
export const PlanCodeSchema = z.enum(PLAN_CODES)
export type PlanCode = z.infer<typeof PlanCodeSchema>
/** Plans a company can pay for (Demo is what a company has without a subscription). */
export const PAID_PLAN_CODES = ['starter', 'professional', 'enterprise'] as const
export const PaidPlanCodeSchema = z.enum(PAID_PLAN_CODES)
export type PaidPlanCode = z.infer<typeof PaidPlanCodeSchema>

export const BILLING_INTERVALS = ['month', 'year'] as const
export const BillingIntervalSchema = z.enum(BILLING_INTERVALS)
export type BillingInterval = z.infer<typeof BillingIntervalSchema>

/** What each plan allows (PRODUCT.md "Plans"); `null` is unlimited. */
export const PlanLimitsSchema = z.strictObject({
  /** Published jobs at once (§3 number of jobs). For Demo it is DEMO_JOB_POST_LIMIT (§4). */
  jobs: z.number().int().min(0).max(100_000).nullable(),
  /** Days from publishing until a job expires (§3 job duration). */
  jobDurationDays: z.number().int().min(1, 'too_small').max(730, 'too_big'),
  /** Company users, main admin included (§3 platform users). */
  platformUsers: z.number().int().min(1, 'too_small').max(100_000).nullable(),
  /** Top talent with names; without it a preview of fit only, names hidden. */
  topTalent: z.boolean(),
  /** Messages to talents per calendar month (UTC); 0 = none. */
  contactsPerMonth: z.number().int().min(0).max(1_000_000).nullable(),
  /** Matches suggested per job. */
  recommendedTalent: z.boolean(),
  /** Talent search filters on soft skills (personality type). */
  softSkillFilters: z.boolean(),
  /** Talent search filters on hard skills (NICE role and fit, certification). */
  hardSkillFilters: z.boolean(),
  /** Career paths for the cyber team (assign, recommend). */
  trainTalent: z.boolean(),
  /** The cyber team's progress on career paths (scores by career). */
  careerDevelopment: z.boolean(),
})
export type PlanLimits = z.infer<typeof PlanLimitsSchema>

/** Amounts are whole US cents. */
const cents = z.number().int().min(0).max(100_000_000)

export const PlanSchema = z.object({
  code: PlanCodeSchema,
  /** The plan's name: the same proper noun in every language (Demo, Starter, Professional, Enterprise). */
  name: z.string(),
  currency: z.literal('USD'),
  monthlyPriceCents: cents,
  annualPriceCents: cents,
  limits: PlanLimitsSchema,
})
export type Plan = z.infer<typeof PlanSchema>

/** PUT /operator/plans/{code}: a paid plan's prices and limits. */
export const PlanInputSchema = z.strictObject({
  monthlyPriceCents: cents.min(1, 'too_small'),
  annualPriceCents: cents.min(1, 'too_small'),
  limits: PlanLimitsSchema,
})
export type PlanInput = z.infer<typeof PlanInputSchema>

/** A lone UTF-16 surrogate cannot be stored in JSON (the billing details are kept as jsonb): it becomes U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max, 'too_long')
    .transform((value) => value.replace(LONE_SURROGATE, '\uFFFD'))

/** §3 billing details; §5: all required. The phone is international (+1 555 …) or national for `country`. */
export const BillingDetailsSchema = z
  .strictObject({
    billingEmail: EmailSchema,
    customerName: requiredText(160),
    phone: requiredText(32),
    address1: requiredText(200),
    town: requiredText(100),
    state: requiredText(100),
    postCode: requiredText(20),
    /** ISO 3166 country of the address, for the phone and the receipt. */
    country: z.string().regex(/^[A-Z]{2}$/, 'invalid_format'),
  })
  .superRefine((value, context) => {
    if (value.phone && !isValidPhoneNumber(value.phone, value.country as CountryCode)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' })
    }
  })
export type BillingDetails = z.infer<typeof BillingDetailsSchema>
export type BillingDetailsInput = z.input<typeof BillingDetailsSchema>

/** POST /companies/takeSubscription. */
export const TakeSubscriptionSchema = z.strictObject({
  plan: PaidPlanCodeSchema,
  interval: BillingIntervalSchema,
  billing: BillingDetailsSchema,
})
export type TakeSubscriptionInput = z.input<typeof TakeSubscriptionSchema>

/** Where the browser goes to pay: Stripe Checkout (absolute) or the demo provider's page (a path of this app). */
export const CheckoutStartSchema = z.object({ checkoutUrl: z.string() })
export type CheckoutStart = z.infer<typeof CheckoutStartSchema>

/** POST /subscription/changePlan. */
export const ChangePlanSchema = z.strictObject({ plan: PaidPlanCodeSchema, interval: BillingIntervalSchema })
export type ChangePlanInput = z.infer<typeof ChangePlanSchema>

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const
export const BILLING_PROVIDERS = ['stripe', 'demo'] as const

export const SubscriptionSchema = z.object({
  id: z.number().int(),
  plan: PlanCodeSchema,
  interval: BillingIntervalSchema,
  /** past_due: the last renewal failed; the plan stays in force while the provider retries. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(BILLING_PROVIDERS),
  amountCents: z.number().int(),
  currency: z.literal('USD'),
  currentPeriodStart: z.iso.datetime({ offset: true }),
  currentPeriodEnd: z.iso.datetime({ offset: true }),
  /** The subscription ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
  billing: z.object({
    billingEmail: z.string(),
    customerName: z.string(),
    phone: z.string(),
    address1: z.string(),
    town: z.string(),
    state: z.string(),
    postCode: z.string(),
    country: z.string(),
  }),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

export const InvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(['paid', 'failed']),
  plan: PlanCodeSchema,
  interval: BillingIntervalSchema,
  amountCents: z.number().int(),
  currency: z.literal('USD'),
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
})
export type Invoice = z.infer<typeof InvoiceSchema>

/** How much of each counted limit the company uses now. */
export const PlanUsageSchema = z.object({
  publishedJobs: z.number().int(),
  platformUsers: z.number().int(),
  /** Talents contacted this calendar month (UTC). */
  contactsThisMonth: z.number().int(),
})
export type PlanUsage = z.infer<typeof PlanUsageSchema>

/** GET /subscription. */
export const SubscriptionOverviewSchema = z.object({
  /** The plan in force with the limits that apply now (a paid period keeps the limits it was bought with). */
  plan: PlanSchema,
  /** The live subscription (active or past due), or null on Demo. */
  subscription: SubscriptionSchema.nullable(),
  usage: PlanUsageSchema,
  invoices: z.array(InvoiceSchema),
  /** The caller is the main admin: only they subscribe, change the plan or cancel (§6). */
  canManage: z.boolean(),
  /** Payments go through Stripe (else the built-in demo provider). */
  provider: z.enum(BILLING_PROVIDERS),
})
export type SubscriptionOverview = z.infer<typeof SubscriptionOverviewSchema>

/** GET /billing/demoCheckout/{token}: what the demo checkout page shows. */
export const DemoCheckoutSchema = z.object({
  plan: PaidPlanCodeSchema,
  interval: BillingIntervalSchema,
  amountCents: z.number().int(),
  currency: z.literal('USD'),
  customerName: z.string(),
  billingEmail: z.string(),
  status: z.enum(['open', 'completed']),
})
export type DemoCheckout = z.infer<typeof DemoCheckoutSchema>

/**
 * The demo provider's test cards, as Stripe's: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined;
 * 4000 0000 0000 0341 pays now and fails at renewal. Any future expiry and any 3-digit code.
 */
export const DEMO_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  failsLater: '4000000000000341',
} as const

/** POST /billing/demoCheckout/{token}/pay. */
export const DemoPaymentSchema = z.strictObject({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'card_number_invalid')),
  /** MM/YY, in the future. */
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'card_expiry_invalid'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'card_cvc_invalid'),
  nameOnCard: requiredText(120),
})
export type DemoPaymentInput = z.input<typeof DemoPaymentSchema>

/** The answer to a demo payment: where the browser goes next. */
export const DemoPaymentResultSchema = z.object({ status: z.literal('paid'), returnUrl: z.string() })
