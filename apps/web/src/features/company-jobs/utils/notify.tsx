import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react'
import { i18n } from '../../../lib/i18n'

/** Mantine's close button has no words of its own. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('company-jobs:actions.close_notification') })

export { notifyError, notifySuccess } from '../../../lib/notify'

/** How long a change can be undone from its notification: a few seconds, then the notification goes. */
export const UNDO_WINDOW_MS = 8000

/**
 * A success that can be taken back: the message with an Undo button, for a few seconds. Answers a function that
 * closes the notification (once undone).
 */
export function notifyWithUndo({
  message,
  undoLabel,
  undoName,
  onUndo,
}: {
  message: string
  undoLabel: string
  /** The button's accessible name: what Undo does, in words. */
  undoName: string
  onUndo: () => void
}): () => void {
  const id = notifications.show({
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: UNDO_WINDOW_MS,
    closeButtonProps: closeButtonProps(),
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          aria-label={undoName}
          onClick={onUndo}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  })
  return () => notifications.hide(id)
}
