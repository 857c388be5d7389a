import { useTranslation } from 'react-i18next'
import { PaidPlanCodeSchema, type PaidPlanCode, type Plan } from '@sentinela/shared/schemas/billing'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadFailed, LoadingStatus, ScreenSuspense } from '../../../components/ui/query-status'
import { useOperatorPlans } from '../api/list-plans'
import { PlanEditor } from '../components/plan-editor'
import { RequireTwoStep } from '../components/require-two-step'
import classes from '../components/operator.module.css'

const isPaid = (plan: Plan): plan is Plan & { code: PaidPlanCode } => PaidPlanCodeSchema.safeParse(plan.code).success

function OperatorPlans() {
  const { t } = useTranslation(['billing', 'common'])
  const plans = useOperatorPlans()
  return (
    <>
      <PageHeader title={t('common:page.operator_plans')} intro={t('operator.intro')} />
      {plans.isPending ? (
        <LoadingStatus label={t('operator.loading')} />
      ) : plans.isError ? (
        <LoadFailed title={t('operator.load_failed')} error={plans.error} onRetry={() => void plans.refetch()} />
      ) : (
        <div className={classes.planList}>
          {plans.data.filter(isPaid).map((plan) => (
            <PlanEditor key={plan.code} plan={plan} />
          ))}
        </div>
      )}
    </>
  )
}

/** /operator/plans: the paid plans' prices and limits (#16), each saved on its own. */
export function OperatorPlansRoute() {
  return (
    <RequireTwoStep>
      <ScreenSuspense>
        <OperatorPlans />
      </ScreenSuspense>
    </RequireTwoStep>
  )
}
