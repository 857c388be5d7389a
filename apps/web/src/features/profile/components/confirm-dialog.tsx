import { Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export interface ConfirmDialogProps {
  opened: boolean
  title: string
  body: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  isPending: boolean
}

/** Asks before something that cannot be undone (deleting an item, removing a file); focus stays inside. */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending,
}: ConfirmDialogProps) {
  const { t } = useTranslation('profile')
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
    >
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isPending}>
          {t('actions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={isPending} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
