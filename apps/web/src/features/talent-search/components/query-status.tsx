import { Alert, Button, Loader, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react'
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

/** When a load failed: what failed, the API's reason, and a way to try again. */
export function LoadFailed({
  title,
  error,
  onRetry,
  isRetrying = false,
}: {
  title: string
  error: Error
  onRetry?: () => void
  isRetrying?: boolean
}) {
  const { t } = useTranslation('talent-search')
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        {onRetry ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
            loading={isRetrying}
          >
            {t('actions.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  )
}
