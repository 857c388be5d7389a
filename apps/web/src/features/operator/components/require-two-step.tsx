import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { LoadFailed, LoadingStatus } from '../../../components/ui/query-status'
import { useOperatorAccount } from '../api/get-operator-account'

/** An operator without two-step sign-in is sent to set it up and can do nothing else (PRODUCT.md). */
export function RequireTwoStep({ children }: { children: ReactNode }) {
  const { t } = useTranslation('content')
  const account = useOperatorAccount()
  if (account.isPending) return <LoadingStatus label={t('operator.title')} />
  if (account.isError) return <LoadFailed title={t('operator.title')} error={account.error} />
  if (!account.data.twoStepEnabled) return <Navigate to="/operator/two-step" replace />
  return <>{children}</>
}
