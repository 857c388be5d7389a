import { Alert, Button, Group, Modal, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

export interface ConfirmDialogProps {
  opened: boolean
  title: string
  body: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  isPending: boolean
  /** Why the last attempt failed (a title such as §8 "Error when unlinking the company", and the API's reason). */
  error?: { title: string; message: string }
}

/** Asks before ending a link (remove, withdraw, decline, unlink); focus stays inside until it closes. */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation('team')
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
    >
      <Text size="sm">{body}</Text>
      {error ? (
        <Alert color="red" mt="md" icon={<IconAlertCircle aria-hidden />} title={error.title}>
          {error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isPending}>
          {t('actions.cancel')}
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={isPending} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
