import { Alert, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RetryButton } from '../../../components/ui/retry-button'

const STATUS_ROLE = 'status'

/** A section's body while its data loads, when it failed (with a retry), and once it is there. */
export function QueryState<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>
  children: (data: Data) => ReactNode
}) {
  const { t } = useTranslation('settings')
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('load_failed')}>
        <Stack gap="sm" align="flex-start">
          {query.error.message}
          <RetryButton label={t('retry')} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </Stack>
      </Alert>
    )
  }
  return (
    <div role={STATUS_ROLE}>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Stack gap="xs" aria-hidden>
        <Skeleton height={14} width="60%" />
        <Skeleton height={14} width="85%" />
        <Skeleton height={36} width="40%" mt="xs" />
      </Stack>
    </div>
  )
}
