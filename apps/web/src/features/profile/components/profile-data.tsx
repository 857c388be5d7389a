import { Alert, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Profile } from '@sentinela/shared/schemas/profile'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { RetryButton } from '../../../components/ui/retry-button'
import { useMasterData } from '../../../lib/get-master-data'
import { useProfile } from '../../../lib/get-profile'

const STATUS_ROLE = 'status'

/** The skeleton of a card while its data loads, named for assistive technology. */
export function LoadingCard() {
  const { t } = useTranslation('profile')
  return (
    <div role={STATUS_ROLE}>
      <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
      <Stack gap="sm" aria-hidden>
        <Skeleton height={20} width="40%" />
        <Skeleton height={14} width="85%" />
        <Skeleton height={14} width="70%" />
        <Skeleton height={36} width="30%" mt="xs" />
      </Stack>
    </div>
  )
}

/** A failed load, with its reason and a retry. */
export function LoadFailed({
  message,
  onRetry,
  isRetrying,
}: {
  message: string
  onRetry: () => void
  isRetrying: boolean
}) {
  const { t } = useTranslation('profile')
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('state.load_failed')}>
      <Stack gap="sm" align="flex-start">
        {message}
        <RetryButton label={t('actions.retry')} onRetry={onRetry} isRetrying={isRetrying} />
      </Stack>
    </Alert>
  )
}

/**
 * The profile and the master data its labels and selects come from (in the interface language), once both are
 * there; meanwhile a skeleton, and on failure the reason with a retry.
 */
export function ProfileData({ children }: { children: (profile: Profile, masterData: MasterData) => ReactNode }) {
  const profile = useProfile()
  const masterData = useMasterData()
  if (profile.data && masterData.data) return <>{children(profile.data, masterData.data)}</>
  const failed = profile.isError ? profile : masterData.isError ? masterData : undefined
  if (failed?.error) {
    return (
      <LoadFailed message={failed.error.message} isRetrying={failed.isFetching} onRetry={() => void failed.refetch()} />
    )
  }
  return <LoadingCard />
}
