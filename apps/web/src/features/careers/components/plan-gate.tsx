import { useTranslation } from 'react-i18next'
import { PlanUpgradeAlert } from '../../../components/ui/plan-upgrade-alert'
import { isPlanRefusal, useSubscription } from '../../../lib/plan'
import { readSession } from '../../../lib/session'

/**
 * #16 train talent: a company's career paths for its cyber team come with the Professional and Enterprise plans. For a
 * company user whose plan does not include them, said before they start; a refusal from the API says it in its words.
 * Talents' own paths are free: nothing shows for them.
 */
export function CompanyPlanGate({ error }: { error?: unknown }) {
  const { t } = useTranslation('careers')
  const isCompany = readSession()?.role === 'company'
  const subscription = useSubscription(isCompany)
  if (isPlanRefusal(error)) return <PlanUpgradeAlert message={error.message} />
  if (isCompany && subscription.data && !subscription.data.plan.limits.trainTalent) {
    return <PlanUpgradeAlert message={t('plan.train_talent')} />
  }
  return null
}
