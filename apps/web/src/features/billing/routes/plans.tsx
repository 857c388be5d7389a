import { Alert, Anchor, SegmentedControl, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  PaidPlanCodeSchema,
  type BillingInterval,
  type PaidPlanCode,
  type Plan,
} from '@sentinela/shared/schemas/billing'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { PATHS, pathOf } from '../../../config/paths'
import { useMasterData } from '../../../lib/get-master-data'
import { useSubscription } from '../../../lib/plan'
import { readSession } from '../../../lib/session'
import { useBillingContact } from '../api/get-billing-contact'
import { usePlans } from '../api/list-plans'
import { BillingDialog } from '../components/billing-form'
import { ChangePlanDialog } from '../components/change-plan-dialog'
import { PlanCard } from '../components/plan-card'
import { annualMonths } from '../utils/format'
import classes from '../components/billing.module.css'
import layout from '../../../components/ui/layout.module.css'

type PaidPlan = Plan & { code: PaidPlanCode }
const isPaid = (plan: Plan): plan is PaidPlan => PaidPlanCodeSchema.safeParse(plan.code).success

function Plans() {
  const { t } = useTranslation(['billing', 'common'])
  const isCompany = readSession()?.role === 'company'
  const plans = usePlans()
  const overview = useSubscription(isCompany)
  const canManage = overview.data?.canManage === true
  const subscription = overview.data?.subscription ?? null
  const contact = useBillingContact(canManage && !subscription)
  const masterData = useMasterData()
  const [chosenInterval, setInterval] = useState<BillingInterval | null>(null)
  const interval: BillingInterval = chosenInterval ?? subscription?.interval ?? 'month'
  const [subscribing, setSubscribing] = useState<{ plan: PaidPlan; interval: BillingInterval } | null>(null)
  const [changing, setChanging] = useState<{ plan: PaidPlan; interval: BillingInterval } | null>(null)

  const failed = plans.error ?? overview.error
  if (failed)
    return (
      <LoadFailed
        title={t('plans.load_failed')}
        error={failed}
        onRetry={() => void (plans.error ? plans.refetch() : overview.refetch())}
        isRetrying={plans.isFetching || overview.isFetching}
      />
    )
  if (!plans.data || (isCompany && !overview.data)) return <LoadingStatus label={t('plans.loading')} />

  const current = overview.data?.plan.code
  const months = annualMonths(plans.data)

  const actionFor = (plan: Plan): { label: string; onChoose: () => void } | undefined => {
    if (!canManage || !isPaid(plan)) return undefined
    if (!subscription)
      return { label: t('plans.choose', { plan: plan.name }), onChoose: () => setSubscribing({ plan, interval }) }
    if (subscription.plan === plan.code && subscription.interval === interval) return undefined
    return { label: t('plans.switch_to', { plan: plan.name }), onChoose: () => setChanging({ plan, interval }) }
  }

  return (
    <>
      <div className={layout.toolbar}>
        <SegmentedControl
          value={interval}
          onChange={(value) => setInterval(value as BillingInterval)}
          data={[
            { value: 'month', label: t('interval.month') },
            { value: 'year', label: t('interval.year') },
          ]}
          aria-label={t('plans.interval_label')}
        />
        {interval === 'year' && months ? (
          <Text size="sm" fw={600} c="teal.9">
            {t('plans.annual_hint', { months })}
          </Text>
        ) : null}
      </div>
      {isCompany && !canManage ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('plans.only_main_admin')}
        </Alert>
      ) : null}
      {!isCompany ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('plans.companies_only')}
        </Alert>
      ) : null}
      <ul className={classes.planGrid} aria-label={t('plans.list_label')}>
        {plans.data.map((plan) => {
          const action = actionFor(plan)
          const isCurrent =
            plan.code === current && (!subscription || plan.code === 'demo' || subscription.interval === interval)
          return (
            <li key={plan.code}>
              <PlanCard
                plan={plan}
                interval={interval}
                isCurrent={isCurrent}
                actionLabel={action?.label}
                onChoose={action?.onChoose}
              />
            </li>
          )
        })}
      </ul>
      {isCompany ? (
        <Anchor component={Link} to={pathOf('company_account_subscriptions')} fw={600}>
          {t('plans.your_subscription')}
        </Anchor>
      ) : (
        <Anchor component={Link} to={PATHS.home} fw={600}>
          {t('plans.back_home')}
        </Anchor>
      )}
      <BillingDialog
        choice={subscribing}
        onClose={() => setSubscribing(null)}
        contact={contact.data}
        masterData={masterData.data}
      />
      <ChangePlanDialog choice={changing} onClose={() => setChanging(null)} />
    </>
  )
}

function PlansScreen() {
  const { t } = useTranslation(['billing', 'common'])
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.subscriptions')} intro={t('billing:plans.intro')} />
      <Plans />
    </div>
  )
}

/** /subscriptions (§2, no toolbar): the plans side by side, monthly or annual, and the way to subscribe (§6). */
export function PlansRoute() {
  return (
    <ScreenSuspense>
      <PlansScreen />
    </ScreenSuspense>
  )
}
