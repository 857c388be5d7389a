import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { STATUS_MESSAGE_MAX } from '@sentinela/shared/schemas/jobs'
import { DialogActions } from '../../../components/ui/dialog-actions'
import classes from './shared.module.css'

export interface StatusChangeDialogProps {
  opened: boolean
  talentName: string
  /** The status's words, as the company reads them. */
  statusLabel: string
  isPending: boolean
  /** Why the last try failed, shown inside the dialog. */
  error?: string | undefined
  onConfirm: (message: string) => void
  onCancel: () => void
}

/**
 * Asks before a candidate moves (hired and closed included, §4): the new status, and an optional message that goes to
 * the talent in the status e-mail. Focus stays inside until it is answered.
 */
export function StatusChangeDialog({
  opened,
  talentName,
  statusLabel,
  isPending,
  error,
  onConfirm,
  onCancel,
}: StatusChangeDialogProps) {
  const { t } = useTranslation('company-jobs')
  const [message, setMessage] = useState('')
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('pipeline.confirm_title', { name: talentName, status: statusLabel })}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
      classNames={{ content: classes.dialog }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm(message.trim())
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('pipeline.confirm_body', { name: talentName })}</Text>
          <Textarea
            label={t('pipeline.confirm_message_label', { name: talentName })}
            description={t('pipeline.confirm_message_description')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={STATUS_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          {error ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('pipeline.status_failed')} role="alert">
              {error}
            </Alert>
          ) : null}
          <DialogActions
            cancelLabel={t('actions.cancel')}
            onCancel={onCancel}
            confirmLabel={t('pipeline.confirm_action', { status: statusLabel })}
            isPending={isPending}
            autoFocusConfirm
          />
        </Stack>
      </form>
    </Modal>
  )
}
