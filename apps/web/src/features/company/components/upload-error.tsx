import { Alert, Button, Group, Text } from '@mantine/core'
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

export interface UploadErrorProps {
  message: string
  /** Sends the same file again (§8: tap to retry); absent when the file itself cannot be taken. */
  onRetry?: () => void
  isRetrying?: boolean
}

/** An upload that failed: why, and a way to try again or to pick another file (the card's own button). */
export function UploadError({ message, onRetry, isRetrying = false }: UploadErrorProps) {
  const { t } = useTranslation('company')
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('logo.failed_title')} mt="md">
      <Text size="sm">{message}</Text>
      {onRetry ? (
        <Group mt="sm">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
            loading={isRetrying}
          >
            {t('logo.retry')}
          </Button>
        </Group>
      ) : null}
    </Alert>
  )
}
