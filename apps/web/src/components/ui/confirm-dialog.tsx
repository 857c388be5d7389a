import { Alert, Modal, Text, type MantineColor } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DialogActions } from './dialog-actions'

export interface ConfirmDialogProps {
  opened: boolean
  title: string
  body: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  isPending: boolean
  /** Why the last attempt failed (a title, and the API's reason when there is more to say), shown in the dialog. */
  error?: { title: string; message?: string }
  confirmColor?: MantineColor
}

/** Asks before something that cannot be undone (removing a user, a file, a link); focus stays inside. */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending,
  error,
  confirmColor = 'red.8',
}: ConfirmDialogProps) {
  const { t } = useTranslation()
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
      <DialogActions
        cancelLabel={t('actions.cancel')}
        onCancel={onCancel}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        isPending={isPending}
        confirmColor={confirmColor}
        autoFocusConfirm
        mt="lg"
      />
    </Modal>
  )
}
