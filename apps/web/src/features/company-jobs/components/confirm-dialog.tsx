import { Alert, Modal, Stack, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DialogActions } from '../../../components/ui/dialog-actions'
import { PlanUpgradeAlert } from '../../../components/ui/plan-upgrade-alert'
import classes from './shared.module.css'

export interface ConfirmDialogProps {
  opened: boolean
  title: string
  body: string
  confirmLabel: string
  /** What closing without confirming means here; "Cancel" unless said. */
  cancelLabel?: string
  /** Red for what cannot be undone (delete), the main colour otherwise (publish). */
  isDestructive?: boolean
  onConfirm: () => void
  onCancel: () => void
  isPending: boolean
  /** Why the last try failed (§8 "Error changing status" and the API's reason), shown inside the dialog. */
  error?: { title: string; message: string }
  /** The plan refused it (#16): the API's words, with the way to a plan that allows it, instead of `error`. */
  upgradeMessage?: string | undefined
}

/** Asks before Change Status (§4) and before a delete; focus stays inside until it is answered. */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  isDestructive = false,
  onConfirm,
  onCancel,
  isPending,
  error,
  upgradeMessage,
}: ConfirmDialogProps) {
  const { t } = useTranslation('company-jobs')
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
      classNames={{ content: classes.dialog }}
    >
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {upgradeMessage ? (
          <PlanUpgradeAlert message={upgradeMessage} />
        ) : error ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={error.title} role="alert">
            {error.message}
          </Alert>
        ) : null}
        <DialogActions
          cancelLabel={cancelLabel ?? t('actions.cancel')}
          onCancel={onCancel}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          isPending={isPending}
          confirmColor={isDestructive ? 'red.9' : undefined}
          autoFocusConfirm
        />
      </Stack>
    </Modal>
  )
}
