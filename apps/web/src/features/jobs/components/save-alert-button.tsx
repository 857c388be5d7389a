import { Alert, Button, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconBellPlus } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_NAME_MAX_LENGTH } from '@sentinela/shared/schemas/job-alert-limits'
import type { JobAlertFrequency } from '@sentinela/shared/schemas/job-alerts'
import type { JobSearchInput } from '@sentinela/shared/schemas/jobs'
import { DialogActions } from '../../../components/ui/dialog-actions'
import { ApiError } from '../../../lib/api-client'
import { alertFiltersOf, useCreateJobAlert } from '../../../lib/job-alerts'
import { notifySuccess } from '../../../lib/notify'

/** A talent's "Save as alert" (#20): the search on screen, its filters as the address holds them, named and timed. */
export function SaveAlertButton({ search }: { search: JobSearchInput }) {
  const { t } = useTranslation(['alerts', 'validation'])
  const create = useCreateJobAlert()
  const [opened, setOpened] = useState(false)
  const [name, setName] = useState('')
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily')
  const [failure, setFailure] = useState<string>()
  const [nameError, setNameError] = useState<string>()
  const frequencyLabelId = useId()

  const open = () => {
    setName(search.text ? search.text : t('save.default_name'))
    setFrequency('daily')
    setFailure(undefined)
    setNameError(undefined)
    setOpened(true)
  }
  const close = () => {
    if (!create.isPending) setOpened(false)
  }
  const onSubmit = () => {
    const trimmed = name.trim()
    if (!trimmed) {
      setNameError(t('validation:required'))
      return
    }
    setFailure(undefined)
    create.mutate(
      { name: trimmed, frequency, filters: alertFiltersOf(search) },
      {
        onSuccess: () => {
          setOpened(false)
          notifySuccess(t('save.saved'))
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.errors.find((issue) => issue.path === 'name') : undefined
          if (field) setNameError(field.message)
          else setFailure(error.message)
        },
      },
    )
  }

  return (
    <>
      <Button variant="light" leftSection={<IconBellPlus size={18} aria-hidden />} onClick={open}>
        {t('save.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('save.title')}
        centered
        closeButtonProps={{ 'aria-label': t('save.cancel') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            onSubmit()
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('save.body')}</Text>
            {failure ? (
              <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextInput
              label={t('save.name_label')}
              value={name}
              maxLength={JOB_ALERT_NAME_MAX_LENGTH}
              required
              data-autofocus
              error={nameError}
              onChange={(event) => {
                setName(event.currentTarget.value)
                setNameError(undefined)
              }}
            />
            <div>
              <Text id={frequencyLabelId} size="sm" fw={500} mb={4}>
                {t('save.frequency_label')}
              </Text>
              <SegmentedControl
                aria-labelledby={frequencyLabelId}
                value={frequency}
                onChange={(value) => setFrequency(value as JobAlertFrequency)}
                data={JOB_ALERT_FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
              />
            </div>
            <DialogActions
              cancelLabel={t('save.cancel')}
              onCancel={close}
              confirmLabel={t('save.submit')}
              isPending={create.isPending}
            />
          </Stack>
        </form>
      </Modal>
    </>
  )
}
