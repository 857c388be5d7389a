import { Alert, Group, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { RetryButton } from './retry-button'

export interface UploadErrorProps {
  title: string
  message: string
  retryLabel: string
  /** Sends the same file again (§8: tap to retry); absent when the file itself cannot be taken. */
  onRetry?: () => void
  isRetrying?: boolean
}

/** An upload that failed: why, and a way to try again or to pick another file (the card's own button). */
export function UploadError({ title, message, retryLabel, onRetry, isRetrying = false }: UploadErrorProps) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title} mt="md">
      <Text size="sm">{message}</Text>
      {onRetry ? (
        <Group mt="sm">
          <RetryButton label={retryLabel} onRetry={onRetry} isRetrying={isRetrying} />
        </Group>
      ) : null}
    </Alert>
  )
}
