import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { DialogActions } from '../../../components/ui/dialog-actions'
import { zodValidator } from '../../../lib/zod-validator'
import classes from './jobs.module.css'

export interface MessageDialogProps {
  opened: boolean
  onClose: () => void
  title: string
  intro?: ReactNode
  label: string
  description: string
  submitLabel: string
  /** The shared schema's limit for the message. */
  maxLength: number
  /** Sends the message; a rejection's message is shown in the dialog (already in the person's language). */
  onSubmit: (message: string) => Promise<unknown>
  isPending: boolean
}

/**
 * A dialog that asks for one required message and sends it: applying to a job (§4: "applies with a message") and
 * writing to the company. A refusal stays in the dialog with what was typed.
 */
export function MessageDialog({
  opened,
  onClose,
  title,
  intro,
  label,
  description,
  submitLabel,
  maxLength,
  onSubmit,
  isPending,
}: MessageDialogProps) {
  const { t } = useTranslation('jobs')
  // zodValidator reads `validation:` keys through the default `t`; this makes sure that catalog is there.
  const { t: validationT } = useTranslation(['common', 'validation'])
  const [failure, setFailure] = useState<string>()
  const schema = z.object({ message: z.string().trim().min(1, 'required').max(maxLength, 'too_long') })
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: zodValidator<{ message: string }>(schema, validationT),
    validateInputOnBlur: true,
  })
  const close = () => {
    if (isPending) return
    setFailure(undefined)
    form.reset()
    onClose()
  }
  const length = form.values.message.length
  const messageProps = form.getInputProps('message')
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
    >
      <form
        noValidate
        className={classes.modalForm}
        onSubmit={form.onSubmit((values) => {
          setFailure(undefined)
          onSubmit(values.message.trim()).then(
            () => {
              form.reset()
              onClose()
            },
            (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
          )
        })}
      >
        <Stack gap="md">
          {intro}
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              <Text size="sm" c="red.9">
                {failure}
              </Text>
            </Alert>
          ) : null}
          <Textarea
            label={label}
            description={description}
            required
            autosize
            minRows={5}
            maxRows={12}
            maxLength={maxLength}
            data-autofocus
            {...messageProps}
          />
          <Text size="xs" c="dimmed" ta="right" aria-hidden>
            {t('dialog.length', { length, max: maxLength })}
          </Text>
          <DialogActions
            cancelLabel={t('actions.cancel')}
            onCancel={close}
            confirmLabel={submitLabel}
            isPending={isPending}
          />
        </Stack>
      </form>
    </Modal>
  )
}
