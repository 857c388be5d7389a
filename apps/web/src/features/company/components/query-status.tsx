import { Alert, Button, Loader, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react'
import { Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

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

/** A company screen's words come in their own catalog, fetched on first use; the shell stays while it comes. */
export function CompanyScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoader />}>{children}</Suspense>
}

/** When a load failed: what failed, the API's reason, and a way to try again. */
export function LoadFailed({
  title,
  error,
  onRetry,
  isRetrying = false,
}: {
  title: string
  error: Error
  onRetry: () => void
  isRetrying?: boolean
}) {
  const { t } = useTranslation('company')
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
          loading={isRetrying}
        >
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  )
}
