import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { QueryKey } from '@tanstack/react-query'
import { IconAlertCircle, IconCheck, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTACT_MESSAGE_MAX } from '@sentinela/shared/schemas/jobs'
import { ApiError } from '../../lib/api-client'
import { isPlanRefusal } from '../../lib/plan'
import { PlanUpgradeAlert } from '../ui/plan-upgrade-alert'
import { useContactTalent } from './contact-talent'
import classes from './contact-talent-dialog.module.css'

export interface ContactTalentDialogProps {
  opened: boolean
  talentId: number
  talentName: string
  /** About a job: the message names it and the talent enters its pipeline. Left out from a talent search. */
  positionId?: number | null
  jobTitle?: string | null
  /** Queries a sent message changes, e.g. the job's candidates. */
  invalidates?: readonly QueryKey[]
  onClose: () => void
}

/** "Contact talent": a message, about a job or not, e-mailed to the talent in their language. */
export function ContactTalentDialog({
  opened,
  talentId,
  talentName,
  positionId = null,
  jobTitle = null,
  invalidates,
  onClose,
}: ContactTalentDialogProps) {
  const { t } = useTranslation(['common', 'validation'])
  const contact = useContactTalent(invalidates)
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
      { talentId, ...(positionId ? { positionId } : {}), message: text },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('contact_talent.sent', { name: talentName }),
            icon: <IconCheck size={18} aria-hidden />,
            closeButtonProps: { 'aria-label': t('contact_talent.close_notification') },
          })
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
      title={t('contact_talent.title', { name: talentName })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('contact_talent.close') }}
      classNames={{ content: classes.dialog }}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Textarea
            label={t('contact_talent.message')}
            description={
              jobTitle
                ? t('contact_talent.help_job', { title: jobTitle })
                : t('contact_talent.help', { name: talentName })
            }
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
          {isPlanRefusal(contact.error) ? (
            // #16: the plan's contacts are used up (or not included): say so with the way to a plan that has more.
            <PlanUpgradeAlert message={contact.error.message} />
          ) : contact.error && !fieldError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('contact_talent.failed')} role="alert">
              {contact.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={contact.isPending}>
              {t('contact_talent.cancel')}
            </Button>
            <Button type="submit" loading={contact.isPending} leftSection={<IconSend size={18} aria-hidden />}>
              {t('contact_talent.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
