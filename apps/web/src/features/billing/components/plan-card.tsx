import { Badge, Button, Paper, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { BillingInterval, Plan } from '@sentinela/shared/schemas/billing'
import { useLanguage } from '../../../hooks/use-language'
import { annualSaving, formatPrice, priceOf } from '../utils/format'
import { PlanFeatures } from './plan-features'
import classes from './billing.module.css'

interface PlanCardProps {
  plan: Plan
  interval: BillingInterval
  /** The plan in force for the company (and, for a paid one, with this billing period). */
  isCurrent: boolean
  /** The words of the card's action, or none (Demo, the current plan, a user who cannot subscribe). */
  actionLabel?: string
  onChoose?: () => void
}

/** One plan of the comparison: its price for the chosen period, every limit in words, and the way to choose it. */
export function PlanCard({ plan, interval, isCurrent, actionLabel, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing')
  const language = useLanguage()
  const headingId = `plan-${plan.code}`
  const isFree = plan.monthlyPriceCents === 0 && plan.annualPriceCents === 0
  const saving = annualSaving(plan)
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="lg"
      className={classes.planCard}
      data-current={isCurrent || undefined}
    >
      <div className={classes.planHeader}>
        <Title order={2} size="h3" id={headingId}>
          {plan.name}
        </Title>
        {isCurrent ? (
          <Badge color="teal.9" variant="filled">
            {t('plans.current')}
          </Badge>
        ) : null}
      </div>
      {isFree ? (
        <>
          <Text className={classes.price}>{t('plans.free')}</Text>
          <Text size="sm" c="gray.7">
            {t('plans.demo_note')}
          </Text>
        </>
      ) : (
        <>
          <Text className={classes.price}>
            {formatPrice(priceOf(plan, interval), language)}{' '}
            <Text span size="sm" fw={400} c="gray.7">
              {t(`per.${interval}`)}
            </Text>
          </Text>
          {interval === 'year' ? (
            <Text size="sm" c="gray.7">
              {t('plans.billed_yearly', { amount: formatPrice(Math.round(plan.annualPriceCents / 12), language) })}
              {saving > 0 ? (
                <>
                  {' · '}
                  <Text span size="sm" fw={600} c="teal.9">
                    {t('plans.saving', { amount: formatPrice(saving, language) })}
                  </Text>
                </>
              ) : null}
            </Text>
          ) : (
            <Text size="sm" c="gray.7">
              {t('plans.or_annual', { amount: formatPrice(plan.annualPriceCents, language) })}
            </Text>
          )}
        </>
      )}
      <PlanFeatures limits={plan.limits} />
      {actionLabel && onChoose ? (
        <div className={classes.planAction}>
          <Button fullWidth onClick={onChoose}>
            {actionLabel}
          </Button>
        </div>
      ) : null}
    </Paper>
  )
}
