import { Button, type MantineSize } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'

/** The quiet "try again" button of a failed load, upload or save: it spins while the new try runs. */
export function RetryButton({
  label,
  onRetry,
  isRetrying = false,
  size = 'xs',
}: {
  label: string
  onRetry: () => void
  isRetrying?: boolean
  size?: MantineSize
}) {
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={onRetry}
      loading={isRetrying}
    >
      {label}
    </Button>
  )
}
