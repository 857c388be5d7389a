import { Alert, Badge, Button, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle, IconListCheck, IconRocket, IconStar } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { SectionCard } from '../../../components/ui/section-card'
import { PATHS } from '../../../config/paths'
import { useLanguage } from '../../../hooks/use-language'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useSubscription } from '../../../lib/plan'
import { useCancelSubscription } from '../api/cancel-subscription'
import { useResumeSubscription } from '../api/resume-subscription'
import { InvoicesCard } from '../components/invoices-card'
import { PlanFeatures } from '../components/plan-features'
import { UsageCard } from '../components/usage-card'
import { formatDay, formatPrice } from '../utils/format'
import classes from '../components/billing.module.css'

const STATUS_COLORS = { active: 'teal.9', past_due: 'red.8', canceled: 'gray.7' } as const

/** The plan in force: status, period, renewal, amount, and (for the main admin) change, cancel or resume. */
function CurrentPlanCard({ overview }: { overview: SubscriptionOverview }) {
  const { t } = useTranslation('billing')
  const language = useLanguage()
  const cancel = useCancelSubscription()
  const resume = useResumeSubscription()
  const [isConfirming, setConfirming] = useState(false)
  const { plan, subscription, canManage } = overview
  const day = (iso: string) => formatDay(iso, language)

  if (!subscription)
    return (
      <SectionCard
        id="plan"
        title={t('subscription.demo_title')}
        description={t('subscription.demo_body')}
        icon={<IconRocket size={22} />}
        action={
          <Button component={Link} to={PATHS.subscriptions}>
            {t('subscription.see_plans')}
          </Button>
        }
      >
        {canManage ? null : <Text size="sm">{t('subscription.read_only')}</Text>}
      </SectionCard>
    )

  const ends = day(subscription.currentPeriodEnd)
  const status = subscription.cancelAtPeriodEnd
    ? t('subscription.status.cancels_on', { date: ends })
    : t(`subscription.status.${subscription.status}`)
  const closeConfirm = () => {
    cancel.reset()
    setConfirming(false)
  }

  return (
    <SectionCard
      id="plan"
      title={plan.name}
      description={t('subscription.plan_title')}
      icon={<IconStar size={22} />}
      action={
        <Badge
          size="lg"
          color={subscription.cancelAtPeriodEnd ? 'orange.9' : STATUS_COLORS[subscription.status]}
          variant="light"
        >
          {status}
        </Badge>
      }
    >
      <dl className={classes.facts}>
        <div>
          <dt>{t('subscription.interval_label')}</dt>
          <dd>{t(`interval.${subscription.interval}`)}</dd>
        </div>
        <div>
          <dt>{t('subscription.amount_label')}</dt>
          <dd>
            {t('subscription.amount', {
              amount: formatPrice(subscription.amountCents, language),
              per: t(`per.${subscription.interval}`),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('subscription.period_label')}</dt>
          <dd>
            {day(subscription.currentPeriodStart)} – {ends}
          </dd>
        </div>
        <div>
          <dt>{subscription.cancelAtPeriodEnd ? t('subscription.ends_label') : t('subscription.renews_label')}</dt>
          <dd>{ends}</dd>
        </div>
      </dl>
      {subscription.status === 'past_due' ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} mt="sm">
          {t('subscription.past_due_note')}
        </Alert>
      ) : null}
      {subscription.cancelAtPeriodEnd ? (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} mt="sm">
          {t('subscription.cancel_note', { date: ends })}
        </Alert>
      ) : null}
      {overview.provider === 'demo' ? (
        <Text size="xs" c="gray.7" mt="sm">
          {t('subscription.provider_demo')}
        </Text>
      ) : null}
      {canManage ? (
        <div className={classes.actions}>
          <Button component={Link} to={PATHS.subscriptions}>
            {t('subscription.change_plan')}
          </Button>
          {subscription.cancelAtPeriodEnd ? (
            <Button
              variant="default"
              loading={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('subscription.resumed')),
                  onError: notifyError,
                })
              }
            >
              {t('subscription.resume')}
            </Button>
          ) : (
            <Button variant="default" color="red.8" onClick={() => setConfirming(true)}>
              {t('subscription.cancel')}
            </Button>
          )}
        </div>
      ) : (
        <Text size="sm" mt="md">
          {t('subscription.read_only')}
        </Text>
      )}
      <ConfirmDialog
        opened={isConfirming}
        title={t('subscription.cancel_title')}
        body={t('subscription.cancel_body', { date: ends })}
        confirmLabel={t('subscription.cancel')}
        isPending={cancel.isPending}
        error={cancel.error ? { title: t('subscription.action_failed'), message: cancel.error.message } : undefined}
        onCancel={closeConfirm}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              notifySuccess(t('subscription.canceled', { date: ends }))
              closeConfirm()
            },
          })
        }
      />
    </SectionCard>
  )
}

/** `?checkout=success`: the payment went through; says so once and takes the mark out of the address. */
function useCheckoutSuccess() {
  const { t } = useTranslation('billing')
  const [searchParams, setSearchParams] = useSearchParams()
  const shown = useRef(false)
  const succeeded = searchParams.get('checkout') === 'success'
  useEffect(() => {
    if (!succeeded || shown.current) return
    shown.current = true
    notifySuccess(t('subscription.checkout_success'))
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('checkout')
        return next
      },
      { replace: true },
    )
  }, [succeeded, setSearchParams, t])
}

function Subscription() {
  const { t } = useTranslation('billing')
  const overview = useSubscription()
  useCheckoutSuccess()
  if (overview.isPending) return <LoadingStatus label={t('subscription.loading')} />
  if (overview.isError)
    return (
      <LoadFailed
        title={t('subscription.load_failed')}
        error={overview.error}
        onRetry={() => void overview.refetch()}
        isRetrying={overview.isFetching}
      />
    )
  const { data } = overview
  return (
    <>
      <div className={classes.twoColumns}>
        <CurrentPlanCard overview={data} />
        <SectionCard id="features" title={t('subscription.features_title')} icon={<IconListCheck size={22} />}>
          <PlanFeatures limits={data.plan.limits} />
        </SectionCard>
      </div>
      <UsageCard usage={data.usage} limits={data.plan.limits} />
      <InvoicesCard invoices={data.invoices} />
    </>
  )
}

function SubscriptionScreen() {
  const { t } = useTranslation(['billing', 'common'])
  return (
    <div className={classes.page}>
      <PageHeader title={t('common:page.company_account_subscriptions')} intro={t('billing:subscription.intro')} />
      <Subscription />
    </div>
  )
}

/** /company/account/subscriptions: the company's plan, usage against its limits, and invoices (#16). */
export function CompanySubscriptionRoute() {
  return (
    <ScreenSuspense>
      <SubscriptionScreen />
    </ScreenSuspense>
  )
}
