import { Alert, Loader, Stack, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RetryButton } from './retry-button'

const STATUS_ROLE = 'status'

/** While something loads: a spinner with its words, announced politely. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Stack role={STATUS_ROLE} align="center" gap="xs" py="xl">
      <Loader aria-hidden />
      <Text c="dimmed">{label}</Text>
    </Stack>
  )
}

function ScreenLoader() {
  const { t } = useTranslation()
  return <LoadingStatus label={t('app.loading')} />
}

/**
 * A feature screen's words come in their own catalogs, fetched on first use (lib/i18n.ts); the shell stays while
 * they come, with a spinner in the page's place.
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoader />}>{children}</Suspense>
}

/**
 * When a load failed: what failed, the API's reason, and a way to try again (left out without `onRetry`). The
 * button says the `common` "Try again" unless the screen words it its own way (`retryLabel`).
 */
export function LoadFailed({
  title,
  error,
  onRetry,
  isRetrying = false,
  retryLabel,
}: {
  title: string
  error: Error
  onRetry?: () => void
  isRetrying?: boolean
  retryLabel?: string
}) {
  const { t } = useTranslation()
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        {onRetry ? (
          <RetryButton label={retryLabel ?? t('actions.retry')} onRetry={onRetry} isRetrying={isRetrying} />
        ) : null}
      </Stack>
    </Alert>
  )
}

/** The parts of a list query a screen shows (TanStack Query's result has them all). */
export interface ListQuery<Item> {
  data?: readonly Item[]
  isError: boolean
  error: Error | null
  refetch: () => unknown
  isFetching: boolean
}

/**
 * A list a query loads, in its four states: the items (`children`), what it means that there are none (`empty`),
 * why it failed with a way to try again, or a spinner while it loads.
 */
export function QueryList<Item>({
  query,
  empty,
  failedTitle,
  loadingLabel,
  children,
}: {
  query: ListQuery<Item>
  empty: ReactNode
  failedTitle: string
  loadingLabel: string
  children: (items: readonly Item[]) => ReactNode
}) {
  if (query.data) return query.data.length === 0 ? empty : children(query.data)
  if (query.isError && query.error) {
    return (
      <LoadFailed
        title={failedTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }
  return <LoadingStatus label={loadingLabel} />
}
