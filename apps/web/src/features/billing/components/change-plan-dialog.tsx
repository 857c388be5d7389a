import { useTranslation } from 'react-i18next'
import type { BillingInterval, PaidPlanCode, Plan } from '@sentinela/shared/schemas/billing'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { useLanguage } from '../../../hooks/use-language'
import { notifySuccess } from '../../../lib/notify'
import { useChangePlan } from '../api/change-plan'
import { formatPrice, priceOf } from '../utils/format'

/** Asks before a live subscription moves to another plan or period: it applies now, prorated. */
export function ChangePlanDialog({
  choice,
  onClose,
}: {
  choice: { plan: Plan & { code: PaidPlanCode }; interval: BillingInterval } | null
  onClose: () => void
}) {
  const { t } = useTranslation('billing')
  const language = useLanguage()
  const change = useChangePlan()
  const close = () => {
    change.reset()
    onClose()
  }
  const words = choice
    ? {
        plan: choice.plan.name,
        interval: t(`interval.${choice.interval}`),
        amount: formatPrice(priceOf(choice.plan, choice.interval), language),
        per: t(`per.${choice.interval}`),
      }
    : undefined
  return (
    <ConfirmDialog
      opened={choice !== null}
      title={words ? t('change.title', words) : ''}
      body={words ? t('change.body', words) : ''}
      confirmLabel={t('change.confirm')}
      confirmColor="blue.8"
      isPending={change.isPending}
      error={change.error ? { title: t('change.failed'), message: change.error.message } : undefined}
      onCancel={close}
      onConfirm={() => {
        if (!choice) return
        change.mutate(
          { plan: choice.plan.code, interval: choice.interval },
          {
            onSuccess: () => {
              notifySuccess(t('change.done', { plan: choice.plan.name }))
              close()
            },
          },
        )
      }}
    />
  )
}
