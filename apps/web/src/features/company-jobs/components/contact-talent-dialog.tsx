import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core'
import { IconAlertCircle, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTACT_MESSAGE_MAX } from '@sentinela/shared/schemas/jobs'
import { ApiError } from '../../../lib/api-client'
import { useContactTalent } from '../api/contact-talent'
import { notifySuccess } from '../utils/notify'
import classes from './company-jobs.module.css'

export interface ContactTalentDialogProps {
  opened: boolean
  talentId: number
  positionId: number
  talentName: string
  jobTitle: string
  onClose: () => void
}

/** "Contact talent": a message about this job, e-mailed to the talent in their language. */
export function ContactTalentDialog({
  opened,
  talentId,
  positionId,
  talentName,
  jobTitle,
  onClose,
}: ContactTalentDialogProps) {
  const { t } = useTranslation(['company-jobs', 'validation'])
  const contact = useContactTalent()
  const [message, setMessage] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()

  const close = () => {
    contact.reset()
    setFieldError(undefined)
    onClose()
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const text = message.trim()
    if (text === '') return setFieldError(t('validation:required'))
    if (text.length > CONTACT_MESSAGE_MAX) {
      return setFieldError(t('validation:too_long', { maximum: CONTACT_MESSAGE_MAX }))
    }
    setFieldError(undefined)
    contact.mutate(
      { talentId, positionId, message: text },
      {
        onSuccess: () => {
          notifySuccess(t('pipeline.contact_sent', { name: talentName }))
          setMessage('')
          close()
        },
        onError: (error) => {
          const issue = error instanceof ApiError ? error.errors.find((item) => item.path === 'message') : undefined
          if (issue) setFieldError(issue.message)
        },
      },
    )
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('pipeline.contact_title', { name: talentName })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
      classNames={{ content: classes.dialog }}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Textarea
            label={t('pipeline.contact_message')}
            description={t('pipeline.contact_help', { title: jobTitle })}
            required
            autosize
            minRows={5}
            maxRows={12}
            value={message}
            error={fieldError}
            onChange={(event) => {
              setMessage(event.currentTarget.value)
              if (fieldError) setFieldError(undefined)
            }}
            data-autofocus
          />
          {contact.error && !fieldError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('pipeline.contact_failed')} role="alert">
              {contact.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={contact.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={contact.isPending} leftSection={<IconSend size={18} aria-hidden />}>
              {t('pipeline.contact_send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
